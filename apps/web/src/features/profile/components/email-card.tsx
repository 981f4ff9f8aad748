import { Alert, Button, Card, Form, Input, Space, Tag, Typography } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined, MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { emailSchema, EMAIL_MAX } from '@vsqx/domain';
import { zodRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/feedback';
import { useLang } from '../../../lib/i18n';
import { useAccountEmail, useSetEmail } from '../api/account-email';

/**
 * The account's e-mail on the account page (DESIGN §8): set it, a link verifies it, and the state shows.
 * A changed address is unverified until its own link is opened. Password reset mails go only to a verified one.
 */
export function EmailCard() {
  const { t } = useTranslation('profile');
  const lang = useLang();
  const [form] = Form.useForm<{ email: string }>();
  const current = useAccountEmail();
  const setEmail = useSetEmail();

  const submit = async ({ email }: { email: string }) => {
    try {
      toast.success(await setEmail.mutateAsync(email), 5);
      form.resetFields();
    } catch {
      // success:false (bad address, too many attempts, mail failed) was alerted by the client.
    }
  };

  const resend = async (email: string) => {
    try {
      toast.success(await setEmail.mutateAsync(email), 5);
    } catch {
      // Alerted by the client.
    }
  };

  const data = current.data;
  return (
    <Card type="inner" title={t('email.title')} data-testid="email-card">
      <Typography.Paragraph type="secondary">{t('email.intro')}</Typography.Paragraph>
      {data?.email ? (
        <Space style={{ marginBottom: 16 }} wrap>
          <Typography.Text strong data-testid="email-current">
            {data.email}
          </Typography.Text>
          {data.verified ? (
            <Tag color="success" icon={<CheckCircleOutlined />} data-testid="email-state">
              {t('email.verified')}
            </Tag>
          ) : (
            <Tag color="warning" icon={<ClockCircleOutlined />} data-testid="email-state">
              {t('email.unverified')}
            </Tag>
          )}
        </Space>
      ) : (
        current.isSuccess && (
          <Alert type="warning" showIcon title={t('email.none')} style={{ marginBottom: 16 }} />
        )
      )}
      {data?.email && !data.verified && (
        <Typography.Paragraph type="secondary">
          {t('email.pendingHint')}{' '}
          <Button
            type="link"
            size="small"
            disabled={setEmail.isPending}
            onClick={() => void resend(data.email!)}
            data-testid="email-resend"
          >
            {t('email.resend')}
          </Button>
        </Typography.Paragraph>
      )}
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => void submit(v)}
        style={{ maxWidth: 400 }}
        requiredMark={false}
      >
        <Form.Item
          name="email"
          label={data?.email ? t('email.newEmail') : t('email.email')}
          rules={[zodRule(emailSchema, lang)]}
        >
          <Input
            prefix={<MailOutlined />}
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            data-testid="email-input"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={setEmail.isPending} data-testid="email-submit">
          {setEmail.isPending ? t('email.sending') : t('email.send')}
        </Button>
      </Form>
    </Card>
  );
}
