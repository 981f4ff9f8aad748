import { Button, Card, Typography } from 'antd';
import { DisconnectOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirmDialog, toast } from '../../../lib/feedback';
import { logoutOthers } from '../api/account';

/** Signs every other session of this user out; this page stays signed in. */
export function SessionsCard() {
  const { t } = useTranslation('profile');
  // A failure is alerted by the client.
  const logout = useMutation({
    mutationFn: logoutOthers,
    onSuccess: () => toast.success(t('account.logoutOthersDone')),
  });
  const run = async () => {
    if (await confirmDialog(t('account.logoutOthersConfirm'), { danger: true })) logout.mutate();
  };
  return (
    <Card type="inner" title={t('account.sessions')} data-testid="sessions-card">
      <Typography.Paragraph type="secondary">{t('account.sessionsText')}</Typography.Paragraph>
      <Button
        danger
        icon={<DisconnectOutlined />}
        loading={logout.isPending}
        onClick={() => void run()}
        data-testid="logout-others"
      >
        {t('account.logoutOthers')}
      </Button>
    </Card>
  );
}
