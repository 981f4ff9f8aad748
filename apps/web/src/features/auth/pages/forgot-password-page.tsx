import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Form, Input, Result, Typography } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { emailSchema, SITE_PATHS } from '@vsqx/domain';
import { zodRule } from '../../../lib/form-rules';
import { useLang } from '../../../lib/i18n';
import { requestPasswordReset } from '../api/account-links';

/** /forgot_password ('忘记密码？' on the login page): asks for the account's verified address (DESIGN §8). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const lang = useLang();
  // The server answers the same whether or not the address is known; so does this page. A success:false
  // (too many attempts) was alerted by the client.
  const send = useMutation({ mutationFn: ({ email }: { email: string }) => requestPasswordReset(email) });
  const answer = send.data;
  useEffect(() => {
    document.title = t('forgot.title');
  }, [t]);

  return (
    <Card style={{ maxWidth: 440, margin: '48px auto' }} data-testid="forgot-password-page">
      {answer ? (
        <Result
          status="success"
          title={answer}
          subTitle={t('forgot.checkSpam')}
          extra={<Link to={SITE_PATHS.login()}>{t('backToLogin')}</Link>}
          data-testid="forgot-password-sent"
        />
      ) : (
        <>
          <Typography.Title level={1} style={{ fontSize: 24, textAlign: 'center' }}>
            {t('forgot.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('forgot.intro')}</Typography.Paragraph>
          <Form layout="vertical" onFinish={(v: { email: string }) => send.mutate(v)} requiredMark={false}>
            <Form.Item name="email" label={t('forgot.email')} rules={[zodRule(emailSchema, lang)]}>
              <Input prefix={<MailOutlined />} type="email" autoComplete="email" data-testid="forgot-email" />
            </Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              block
              loading={send.isPending}
              data-testid="forgot-submit"
            >
              {t('forgot.submit')}
            </Button>
          </Form>
          <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
            {t('forgot.noEmail')}
          </Typography.Paragraph>
          <div style={{ textAlign: 'center' }}>
            <Link to={SITE_PATHS.login()}>{t('backToLogin')}</Link>
          </div>
        </>
      )}
    </Card>
  );
}
