import { Flex, Switch, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { convertEndpoints } from '@vsqx/domain';
import { call } from '../lib/api';
import { toast } from '../lib/feedback';

/**
 * The owner's switch for converted downloads (DESIGN §8, `allow_convert`), on the project and MIDI edit
 * pages. It is saved as soon as it is flipped (its own call, apart from the spec's edit form) and says so.
 */
export function AllowConvertSwitch({ kind, id }: { kind: 'v' | 'm'; id: number }) {
  const { t } = useTranslation('convert');
  const qc = useQueryClient();
  const key = ['allow-convert', kind, id];
  const q = useQuery({
    queryKey: key,
    queryFn: async () =>
      (kind === 'v'
        ? await call(convertEndpoints.get, { params: { music_id: id } })
        : await call(convertEndpoints.midiGet, { params: { midi_id: id } })
      ).data.allow_convert,
  });
  const save = useMutation({
    mutationFn: (allow: boolean) => {
      const body = { allow_convert: allow };
      return kind === 'v'
        ? call(convertEndpoints.set, { params: { music_id: id }, body })
        : call(convertEndpoints.midiSet, { params: { midi_id: id }, body });
    },
    onSuccess: (env) => {
      qc.setQueryData(key, env.data.allow_convert);
      toast.success(env.message);
    },
  });
  return (
    <Flex vertical gap={4} data-testid="allow-convert">
      <Flex gap={12} align="center">
        <Switch
          checked={q.data ?? true}
          loading={q.isLoading || save.isPending}
          disabled={q.isError}
          onChange={(v) => save.mutate(v)}
          aria-label={t('switch.label')}
          data-testid="allow-convert-switch"
        />
        <Typography.Text strong>{t('switch.label')}</Typography.Text>
      </Flex>
      <Typography.Text type="secondary">{t('switch.help')}</Typography.Text>
    </Flex>
  );
}
