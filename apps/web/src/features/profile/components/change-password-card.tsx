import { Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { msg, passwordSchema } from '@vsqx/domain';
import { zodRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/feedback';
import { useLang } from '../../../lib/i18n';
import { changePassword } from '../api/account';

interface Values {
  old_password: string;
  new_password: string;
  confirm: string;
}

/** Change password (current + new + confirmation); the server signs the other sessions out. */
export function ChangePasswordCard() {
  const { t } = useTranslation('profile');
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  // A success:false ('原密码错误', ...) is alerted by the client.
  const change = useMutation({
    mutationFn: (v: Values) => changePassword(v.old_password, v.new_password),
    onSuccess: (message) => {
      toast.success(message, 4);
      form.resetFields();
    },
  });
  const busy = change.isPending;

  return (
    <Card type="inner" title={t('account.changePassword')} data-testid="change-password">
      <Typography.Paragraph type="secondary">{t('account.changeNote')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={(v: Values) => change.mutate(v)}
        style={{ maxWidth: 400 }}
        requiredMark={false}
      >
        <Form.Item
          name="old_password"
          label={t('account.oldPassword')}
          rules={[{ required: true, message: t('account.oldRequired') }]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="new_password"
          label={t('account.newPassword')}
          rules={[zodRule(passwordSchema, lang)]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('account.confirmPassword')}
          dependencies={['new_password']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_r, value) => {
                if (value !== getFieldValue('new_password')) throw new Error(msg('passwordMismatch', lang));
              },
            }),
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="change-password-submit">
          {busy ? t('account.changing') : t('account.changePassword')}
        </Button>
      </Form>
    </Card>
  );
}
