import { COMMENT_ON_MY_ITEM, scenePath, type ReplyMessage } from '@vsqx/domain';
import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { InlineReply } from '../components/inline-reply';
import { MessageList } from '../components/message-list';
import { MessagesFrame } from '../components/messages-frame';
import { IN_TEXT_LINK, MessageItem, Quote, SenderAvatar } from '../components/message-item';

function ReplyRow({ m }: { m: ReplyMessage }) {
  const { t } = useTranslation('messages');
  const scene = t(`scene.${m.scene}`, { defaultValue: t('scene.1') });
  const what =
    m.comment_type === COMMENT_ON_MY_ITEM
      ? t('reply.onMyItem', { scene })
      : t('reply.toMyComment', { scene });
  const href = scenePath(m.scene, m.project_id);
  const [replying, setReplying] = useState(false);
  return (
    <MessageItem
      testId="reply-item"
      id={m.id}
      footer={replying && <InlineReply m={m} onDone={() => setReplying(false)} />}
      unread={m.is_read === 0}
      avatar={
        <SenderAvatar
          sender={{
            uid: m.uid,
            name: m.comment_name,
            avatar_exist: m.avatar_exist,
            avatar_version: m.avatar_version,
          }}
        />
      }
      title={
        <>
          <strong>{m.comment_name}</strong> {what}
          {m.project_name && m.scene !== 3 && (
            <>
              {' '}
              <a href={href} target="_blank" rel="noopener noreferrer" style={IN_TEXT_LINK}>
                {t('quoted', { name: m.project_name })}
              </a>
            </>
          )}
        </>
      }
      time={m.comment_time}
      body={<Quote>{m.comment_text}</Quote>}
      action={
        <>
          {m.comment_id > 0 && (
            <Button
              type="link"
              size="small"
              aria-expanded={replying}
              onClick={() => setReplying((r) => !r)}
              data-testid="reply-inline"
            >
              {t('toolbar.replyInline')}
            </Button>
          )}
          <a href={href} target="_blank" rel="noopener noreferrer" data-testid="reply-open">
            {t('reply.open')}
          </a>
        </>
      }
    />
  );
}

/** /comment (回复我的): replies to me, 10 per page. */
export default function RepliesPage() {
  return (
    <MessagesFrame active="comment">
      <MessageList kind="comment" renderItem={(m) => <ReplyRow m={m} />} />
    </MessagesFrame>
  );
}
