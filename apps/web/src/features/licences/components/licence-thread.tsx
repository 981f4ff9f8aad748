import { useState } from 'react';
import { Button, Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LICENCE_LIMITS, formatDateTime, threadPostSchema } from '@vsqx/domain';
import { usePostThread, useThread } from '../api/use-licence-extras';
import { RowList } from '../../../components/row-list/row-list';

/**
 * The conversation on one request between its two parties (DESIGN §8). Folded until opened so a long
 * list asks for no threads; the decision's 15-character reply stays separate.
 */
export function LicenceThread({ requestId }: { requestId: number }) {
  const { t } = useTranslation('licences');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const thread = useThread(requestId, open);
  const post = usePostThread(requestId);
  const valid = threadPostSchema.safeParse({ text }).success;
  if (!open) {
    return (
      <div>
        <Button
          size="small"
          type="link"
          style={{ padding: 0 }}
          onClick={() => setOpen(true)}
          data-testid="thread-open"
        >
          {t('v2.thread.open')}
        </Button>
      </div>
    );
  }
  const send = () => valid && post.mutate(text.trim(), { onSuccess: () => setText('') });
  return (
    <Flex
      vertical
      gap={8}
      data-testid="thread"
      style={{ background: 'rgba(0,0,0,0.02)', padding: 8, borderRadius: 6 }}
    >
      <RowList
        size="small"
        loading={thread.isLoading}
        items={thread.data ?? []}
        rowKey={(m) => m.id}
        empty={t('v2.thread.empty')}
        renderRow={(m) => (
          <div data-testid="thread-message">
            <Typography.Text strong>{m.mine ? t('v2.thread.me') : m.username}</Typography.Text>
            <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
              {formatDateTime(m.created_at)}
            </Typography.Text>
            <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.text}</div>
          </div>
        )}
      />
      <Input.TextArea
        aria-label={t('v2.thread.label')}
        placeholder={t('v2.thread.placeholder')}
        rows={2}
        maxLength={LICENCE_LIMITS.threadTextMax}
        showCount
        value={text}
        onChange={(e) => setText(e.target.value)}
        data-testid="thread-text"
      />
      <div>
        <Button
          size="small"
          type="primary"
          disabled={!valid}
          loading={post.isPending}
          onClick={send}
          data-testid="thread-send"
        >
          {t('v2.thread.send')}
        </Button>
      </div>
    </Flex>
  );
}
