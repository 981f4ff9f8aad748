import { Card, Flex, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessageKind } from '@vsqx/domain';
import { toast } from '../../../lib/feedback';
import { useMessageSettings, useSaveMessageSettings } from '../../../lib/message-settings';

const KINDS: readonly MessageKind[] = ['comment', 'at', 'apply', 'system'];

/**
 * The account page's message notifications (issue 24): one switch per kind, saved on the server at once.
 * Off stops the notification only; the message and its unread count still show (docs/decisions.md).
 */
export function MessageSettingsCard() {
  const { t } = useTranslation('profile');
  const settings = useMessageSettings();
  const save = useSaveMessageSettings();
  return (
    <Card size="small" title={t('messageSettings.title')} data-testid="message-settings">
      <Typography.Paragraph type="secondary">{t('messageSettings.hint')}</Typography.Paragraph>
      <Flex vertical gap={8}>
        {KINDS.map((kind) => (
          <label key={kind} style={{ display: 'flex', gap: 8, alignItems: 'center', cursor: 'pointer' }}>
            <Switch
              size="small"
              loading={settings.isLoading}
              checked={settings.data?.[kind] ?? true}
              onChange={(on) =>
                save.mutate({ [kind]: on }, { onSuccess: () => toast.success(t('messageSettings.saved')) })
              }
              data-testid={`message-setting-${kind}`}
            />
            {t(`messageSettings.kinds.${kind}`)}
          </label>
        ))}
      </Flex>
    </Card>
  );
}
