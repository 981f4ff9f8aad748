import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  passwordSchema,
  safeRedirect,
  SITE_PATHS,
  usernameSchema,
  type Credentials,
  type SessionData,
  creatorPath,
} from '@vsqx/domain';
import { zodRule } from '../../../lib/form-rules';
import { saveSession } from '../../../lib/session';
import { useLang } from '../../../lib/i18n';

interface Props {
  mode: 'login' | 'register';
  submit: (c: Credentials) => Promise<SessionData>;
  onDone?: () => void;
}

/** The login and register card: clear errors under the form, then back to where the user came from. */
export function CredentialsForm({ mode, submit, onDone }: Props) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const lang = useLang();
  // Where to go after logging in: the `redirect` query when it is a path of this site (issue 18), else the creator centre.
  const redirect = safeRedirect(
    params.get('redirect'),
    window.location.origin,
    SITE_PATHS.creator(creatorPath.home()),
  );

  const send = useMutation({
    mutationFn: (values: Credentials) =>
      submit({ username: values.username.trim(), password: values.password }),
    onSuccess: (session) => {
      saveSession(session);
      onDone?.();
      window.location.assign(redirect);
    },
  });
  // The button stays busy while the browser leaves for the redirect.
  const busy = send.isPending || send.isSuccess;
  const error = send.error?.message;

  return (
    <Card style={{ maxWidth: 400, margin: '48px auto' }}>
      <Typography.Title level={1} style={{ fontSize: 24, textAlign: 'center' }}>
        {t(`${mode}.title`)}
      </Typography.Title>
      {error && (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="auth-error" />
      )}
      <Form layout="vertical" onFinish={(v: Credentials) => send.mutate(v)} requiredMark={false}>
        <Form.Item name="username" label={t('username')} rules={[zodRule(usernameSchema, lang)]}>
          <Input prefix={<UserOutlined />} autoComplete="username" maxLength={12} />
        </Form.Item>
        <Form.Item name="password" label={t('password')} rules={[zodRule(passwordSchema, lang)]}>
          <Input.Password
            prefix={<LockOutlined />}
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          />
        </Form.Item>
        {mode === 'register' && (
          <Form.Item
            name="confirm"
            label={t('confirm')}
            dependencies={['password']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_r, v) => {
                  if (v !== getFieldValue('password')) throw new Error(t('mismatch'));
                },
              }),
            ]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t(`${mode}.submit`)}
        </Button>
      </Form>
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        {mode === 'login' ? (
          <Link to={`${SITE_PATHS.register()}?redirect=${encodeURIComponent(redirect)}`}>
            {t('login.toRegister')}
          </Link>
        ) : (
          <Link to={SITE_PATHS.login(redirect)}>{t('register.toLogin')}</Link>
        )}
        {mode === 'login' && (
          <Typography.Paragraph style={{ marginTop: 8 }}>
            <Link to={SITE_PATHS.forgotPassword()} data-testid="forgot-password-link">
              {t('login.forgot')}
            </Link>
          </Typography.Paragraph>
        )}
      </div>
    </Card>
  );
}
