import { useEffect } from 'react';
import { Flex, Form, Input, Modal, Tag, Typography, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS, REPLY_SUGGESTIONS, replyFormSchema, type ReceivedApplyRow } from '@vsqx/domain';
import { zodRule } from '../../../lib/form-rules';
import { currentLang } from '../../../lib/i18n';

interface Props {
  /** The request being answered and how; null = closed. */
  target: { row: ReceivedApplyRow; allow: boolean } | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (replyText: string) => void;
}

/** The confirmation before allowing or refusing, with the optional reply (max 15) and the quick replies. */
export function AnswerModal({ target, busy, onCancel, onConfirm }: Props) {
  const { t } = useTranslation(['licences', 'common']);
  const [form] = Form.useForm<{ reply_text: string }>();
  useEffect(() => {
    if (target) form.resetFields();
  }, [target, form]);
  const allow = target?.allow ?? true;
  return (
    <Modal
      open={!!target}
      title={t(allow ? 'answer.allowTitle' : 'answer.refuseTitle')}
      okText={t(allow ? 'answer.allow' : 'answer.refuse')}
      cancelText={t('common:dialog.cancel')}
      okButtonProps={{ danger: !allow, 'data-testid': 'answer-ok' } as ButtonProps}
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={() => void form.validateFields().then((v) => onConfirm((v.reply_text ?? '').trim()))}
      destroyOnHidden
    >
      {target && (
        <Typography.Paragraph data-testid="answer-question">
          {t(allow ? 'answer.allowQuestion' : 'answer.refuseQuestion', {
            name: target.row.apply_name,
            project: target.row.music_name,
          })}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical">
        {/* The server's form field, not the bare text schema: an untouched (undefined) reply is the empty reply
            the spec allows, so "allow" without a reply must pass here exactly as it does on the server. */}
        <Form.Item
          name="reply_text"
          label={t('answer.replyLabel')}
          rules={[zodRule(replyFormSchema.shape.reply_text, currentLang())]}
        >
          <Input
            maxLength={LIMITS.authorReplyMax}
            showCount
            placeholder={t('answer.replyPlaceholder')}
            data-testid="answer-reply"
          />
        </Form.Item>
      </Form>
      <Flex gap={8} wrap align="center">
        <Typography.Text type="secondary">{t('answer.quick')}</Typography.Text>
        {REPLY_SUGGESTIONS.map((s) => (
          <Tag
            key={s}
            color="blue"
            style={{ cursor: 'pointer' }}
            onClick={() => form.setFieldValue('reply_text', s)}
            data-testid="quick-reply"
          >
            {s}
          </Tag>
        ))}
      </Flex>
    </Modal>
  );
}
