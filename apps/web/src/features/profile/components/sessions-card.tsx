import { useState } from 'react';
import { Button, Card, Typography } from 'antd';
import { DisconnectOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { confirmDialog, toast } from '../../../lib/feedback';
import { logoutOthers } from '../api/account';

/** Signs every other session of this user out; this page stays signed in. */
export function SessionsCard() {
  const { t } = useTranslation('profile');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!(await confirmDialog(t('account.logoutOthersConfirm'), { danger: true }))) return;
    setBusy(true);
    try {
      await logoutOthers();
      toast.success(t('account.logoutOthersDone'));
    } catch {
      // Alerted by the client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card type="inner" title={t('account.sessions')} data-testid="sessions-card">
      <Typography.Paragraph type="secondary">{t('account.sessionsText')}</Typography.Paragraph>
      <Button
        danger
        icon={<DisconnectOutlined />}
        loading={busy}
        onClick={() => void run()}
        data-testid="logout-others"
      >
        {t('account.logoutOthers')}
      </Button>
    </Card>
  );
}
