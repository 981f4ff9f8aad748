import { Alert, Button, Card, Flex } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { accountEndpoints, SITE_PATHS } from '@vsqx/domain';
import { call } from '../../../lib/api';
import { clearSession } from '../../../lib/session';
import { ChangePasswordCard } from '../components/change-password-card';
import { EmailCard } from '../components/email-card';
import { SessionsCard } from '../components/sessions-card';
import { MessageSettingsCard } from '../components/message-settings-card';

/**
 * /safe (账号相关): the spec's text (log out, then 'reset password' on the login page), plus what an
 * account page is expected to offer: the e-mail a password reset is mailed to (DESIGN §8), change password,
 * and sign out of the other sessions.
 */
export default function AccountPage() {
  const { t } = useTranslation('profile');
  const logout = async () => {
    await call(accountEndpoints.logout, {}, { silent: true }).catch(() => undefined);
    clearSession();
    window.location.assign(SITE_PATHS.login());
  };
  return (
    <Card title={t('account.title')} data-testid="account-page">
      <Flex vertical gap={16} style={{ maxWidth: 720 }}>
        <Alert
          type="info"
          showIcon
          title={t('account.resetTitle')}
          description={t('account.resetText')}
          action={
            <Button size="small" icon={<LogoutOutlined />} onClick={() => void logout()}>
              {t('account.logoutNow')}
            </Button>
          }
          data-testid="reset-hint"
        />
        <EmailCard />
        <ChangePasswordCard />
        <SessionsCard />
        <MessageSettingsCard />
      </Flex>
    </Card>
  );
}
