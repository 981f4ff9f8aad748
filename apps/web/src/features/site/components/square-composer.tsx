import { Button, Card, Flex, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LIMITS, postTextSchema, SITE_PATHS } from '@vsqx/domain';
import { MentionInput } from '../../../components/mention-input';
import { toast } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { currentLang } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { useCreatePost } from '../api/use-square';

/** Write a short post; `@name` offers usernames and notifies them (scene 3). */
export function SquareComposer({ onPosted }: { onPosted?: () => void }) {
  const { t } = useTranslation('site');
  const session = useSession();
  const create = useCreatePost();
  const [form] = Form.useForm<{ text: string }>();
  const unsaved = useUnsavedChanges();
  if (!session) {
    return (
      <Card>
        <Typography.Text type="secondary">
          <Link to={SITE_PATHS.login(SITE_PATHS.square())}>{t('square.loginFirst')}</Link>
        </Typography.Text>
      </Card>
    );
  }
  return (
    <Card title={t('square.compose')}>
      <Form
        form={form}
        requiredMark={false}
        onValuesChange={unsaved.markDirty}
        onFinish={(v) =>
          create.mutate(v.text.trim(), {
            onSuccess: () => {
              toast.success(t('square.posted'));
              form.resetFields();
              unsaved.clear();
              onPosted?.();
            },
          })
        }
      >
        <Form.Item name="text" rules={[zodRule(postTextSchema, currentLang())]} style={{ marginBottom: 8 }}>
          <MentionInput
            rows={3}
            maxLength={LIMITS.postMax}
            placeholder={t('square.placeholder')}
            data-testid="square-input"
          />
        </Form.Item>
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary">{t('comments.mentionHint')}</Typography.Text>
          <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="square-submit">
            {t('square.submit')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
