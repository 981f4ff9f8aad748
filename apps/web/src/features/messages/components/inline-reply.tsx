import { Button, Flex, Form, Input } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { commentEndpoints, commentTextSchema, type CommentScene, type ReplyMessage } from '@vsqx/domain';
import { call } from '../../../lib/api';
import { toast } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { currentLang } from '../../../lib/i18n';
import { messageKeys } from '../api/keys';

/**
 * Answers a reply in place (issue 24): the same comment call as the item's own page (`POST /api/app/comment`
 * with `reply_to`), so the sender gets their reply notice as usual. The text is checked with the shared schema.
 */
export function InlineReply({ m, onDone }: { m: ReplyMessage; onDone: () => void }) {
  const { t } = useTranslation('messages');
  const [form] = Form.useForm<{ text: string }>();
  const qc = useQueryClient();
  const send = useMutation({
    mutationFn: (text: string) =>
      call(commentEndpoints.create, {
        // A reply notice's scene is the commented item's (1-4); the server refuses any other with a 400.
        body: { scene: m.scene as CommentScene, project_id: m.project_id, text, reply_to: m.comment_id },
      }),
    onSuccess: () => {
      toast.success(t('toolbar.sent'));
      form.resetFields();
      void qc.invalidateQueries({ queryKey: messageKeys.lists });
      onDone();
    },
  });
  return (
    <Form form={form} onFinish={(v) => send.mutate(v.text)} data-testid="inline-reply-form">
      <Flex gap={8} align="start" wrap>
        <Form.Item
          name="text"
          style={{ flex: '1 1 200px', marginBottom: 0 }}
          rules={[zodRule(commentTextSchema, currentLang())]}
        >
          <Input.TextArea
            autoSize={{ minRows: 1, maxRows: 4 }}
            aria-label={t('toolbar.replyPlaceholder', { name: m.comment_name })}
            placeholder={t('toolbar.replyPlaceholder', { name: m.comment_name })}
            data-testid="inline-reply-input"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={send.isPending} data-testid="inline-reply-send">
          {t('toolbar.send')}
        </Button>
      </Flex>
    </Form>
  );
}
