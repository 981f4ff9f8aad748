import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS, SITE_PATHS, formFieldMessage, suggestDescSchema, suggestTextSchema } from '@vsqx/domain';
import { zodRule } from '../../../lib/form-rules';
import { useLang } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { useSubmitSuggestion } from '../api/use-tutorial-docs';
import { textToHtml } from './text-to-html';

interface Values {
  easy_desc: string;
  text: string;
}

/** "Submit a suggestion" for one tutorial document; the text becomes paragraphs, the server sanitises. */
export function SuggestForm({ docId }: { docId: number }) {
  const { t } = useTranslation('tutorials');
  const session = useSession();
  const [form] = Form.useForm<Values>();
  const submit = useSubmitSuggestion();
  const unsaved = useUnsavedChanges();
  const lang = useLang();

  if (!session) {
    const here = window.location.pathname;
    return (
      <Alert
        type="info"
        showIcon
        title={t('form.loginFirst')}
        data-testid="suggest-login"
        action={
          <Button type="primary" size="small" href={SITE_PATHS.login(here)}>
            {t('form.login')}
          </Button>
        }
      />
    );
  }

  const onFinish = (v: Values) =>
    submit.mutate(
      { docs_id: docId, easy_desc: v.easy_desc.trim(), suggest_text: textToHtml(v.text) },
      {
        onSuccess: () => {
          form.resetFields();
          unsaved.clear();
        },
      },
    );

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={onFinish}
      onValuesChange={unsaved.markDirty}
      disabled={submit.isPending}
      data-testid="suggest-form"
    >
      <Form.Item name="easy_desc" label={t('form.desc')} rules={[zodRule(suggestDescSchema, lang)]}>
        <Input
          maxLength={LIMITS.suggestDescMax}
          showCount
          placeholder={t('form.descPlaceholder')}
          data-testid="suggest-desc"
        />
      </Form.Item>
      <Form.Item
        name="text"
        label={t('form.text')}
        extra={t('form.textHelp')}
        rules={[
          {
            validator: async (_r, v: string | undefined) => {
              const r = suggestTextSchema.safeParse(textToHtml(v ?? ''));
              if (!r.success) throw new Error(formFieldMessage(r.error.issues[0].message, v, lang));
            },
          },
        ]}
      >
        <Input.TextArea rows={6} placeholder={t('form.textPlaceholder')} data-testid="suggest-text" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submit.isPending} data-testid="suggest-submit">
        {t('form.submit')}
      </Button>
    </Form>
  );
}
