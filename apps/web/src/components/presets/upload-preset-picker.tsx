import { useState } from 'react';
import { Button, Flex, Input, Modal, Select } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PRESET_NAME_MAX, uploadPresetEndpoints, type UploadPresetFields } from '@vsqx/domain';
import { call } from '../../lib/api';
import { toast } from '../../lib/feedback';

const KEY = ['upload-presets'] as const;

interface Props {
  /** Fills the form from a preset's fields. */
  onApply(fields: UploadPresetFields): void;
  /** The form's current fields, for 存为预设. */
  current(): UploadPresetFields;
}

/**
 * Upload presets (DESIGN §8): pick one to fill the fields a creator always fills (engine, licence, language,
 * tags, intro template), or save the form's current ones under a name. Kept on the server, so every browser
 * of the creator has them.
 */
export function UploadPresetPicker({ onApply, current }: Props) {
  const { t } = useTranslation('visibility');
  const qc = useQueryClient();
  const presets = useQuery({
    queryKey: KEY,
    queryFn: async () => (await call(uploadPresetEndpoints.list)).data,
  });
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const save = useMutation({
    mutationFn: (n: string) => call(uploadPresetEndpoints.create, { body: { name: n, fields: current() } }),
    onSuccess: async () => {
      toast.success(t('presets.saved'));
      setNaming(false);
      setName('');
      await qc.invalidateQueries({ queryKey: KEY });
    },
  });
  const apply = (id: number) => {
    const p = presets.data?.find((x) => x.id === id);
    if (!p) return;
    onApply(p.fields);
    toast.success(t('presets.applied', { name: p.name }));
  };
  return (
    <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }} data-testid="upload-presets">
      <Select
        style={{ minWidth: 180 }}
        placeholder={t('presets.apply')}
        aria-label={t('presets.apply')}
        value={null}
        loading={presets.isLoading}
        notFoundContent={t('presets.none')}
        options={(presets.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
        onChange={(id: number) => apply(id)}
        data-testid="preset-select"
      />
      <Button icon={<SaveOutlined />} onClick={() => setNaming(true)} data-testid="preset-save">
        {t('presets.save')}
      </Button>
      <Modal
        open={naming}
        title={t('presets.save')}
        onCancel={() => setNaming(false)}
        okButtonProps={{ disabled: !name.trim(), loading: save.isPending }}
        onOk={() => save.mutate(name.trim())}
        destroyOnHidden
      >
        <Input
          aria-label={t('presets.name')}
          placeholder={t('presets.name')}
          maxLength={PRESET_NAME_MAX}
          value={name}
          onChange={(e) => setName(e.target.value)}
          data-testid="preset-name"
        />
      </Modal>
    </Flex>
  );
}
