import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Result, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { msg, passwordSchema, SITE_PATHS } from '@vsqx/domain';
import { zodRule } from '../../../lib/form-rules';
import { useLang } from '../../../lib/i18n';
import { clearSession } from '../../../lib/session';
import { resetPassword, tokenFromHash } from '../api/account-links';

interface Values {
  password: string;
  confirm: string;
}

/** /reset_password#token=… (the mailed link): sets a new password under the register rules (DESIGN §8). */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const token = tokenFromHash(useLocation().hash);
  const reset = useMutation({
    mutationFn: (v: Values) => resetPassword(token, v.password),
    // Every session of the account ended, this browser's included.
    onSuccess: () => clearSession(),
  });
  const done = reset.data;
  const error = reset.error?.message;
  useEffect(() => {
    document.title = t('reset.title');
  }, [t]);

  if (done) {
    return (
      <Card style={{ maxWidth: 440, margin: '48px auto' }}>
        <Result
          status="success"
          title={done}
          extra={
            <Link to={SITE_PATHS.login()}>
              <Button type="primary">{t('reset.toLogin')}</Button>
            </Link>
          }
          data-testid="reset-password-done"
        />
      </Card>
    );
  }
  return (
    <Card style={{ maxWidth: 440, margin: '48px auto' }} data-testid="reset-password-page">
      <Typography.Title level={1} style={{ fontSize: 24, textAlign: 'center' }}>
        {t('reset.title')}
      </Typography.Title>
      {!token && (
        <Alert type="error" showIcon title={msg('linkInvalid', lang)} style={{ marginBottom: 16 }} />
      )}
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          style={{ marginBottom: 16 }}
          data-testid="reset-password-error"
          action={<Link to={SITE_PATHS.forgotPassword()}>{t('reset.askAgain')}</Link>}
        />
      )}
      <Form
        layout="vertical"
        onFinish={(v: Values) => reset.mutate(v)}
        requiredMark={false}
        disabled={!token}
      >
        <Form.Item name="password" label={t('reset.password')} rules={[zodRule(passwordSchema, lang)]}>
          <Input.Password
            prefix={<LockOutlined />}
            autoComplete="new-password"
            data-testid="reset-password"
          />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('reset.confirm')}
          dependencies={['password']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_r, value) => {
                if (value !== getFieldValue('password')) throw new Error(msg('passwordMismatch', lang));
              },
            }),
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" data-testid="reset-confirm" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={reset.isPending} data-testid="reset-submit">
          {t('reset.submit')}
        </Button>
      </Form>
    </Card>
  );
}
