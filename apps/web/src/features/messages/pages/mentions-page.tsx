import { scenePath, type MentionMessage } from '@vsqx/domain';
import { useTranslation } from 'react-i18next';
import { MessageList } from '../components/message-list';
import { MessagesFrame } from '../components/messages-frame';
import { MessageItem, Quote, SenderAvatar } from '../components/message-item';
import { useLang } from '../../../lib/i18n';

function MentionRow({ m }: { m: MentionMessage }) {
  const { t } = useTranslation('messages');
  const lang = useLang();
  const scene = t(`scene.${m.scene}`, { defaultValue: t('scene.1') });
  // Each mention opens its project, article or square post by scene (spec §2).
  const href = scenePath(m.scene, m.project_id);
  // A square post has no title (its text is the message); projects and articles are named.
  const itemName =
    m.project_name && m.scene !== 3
      ? `${lang === 'en' ? ' ' : ''}${t('quoted', { name: m.project_name })}`
      : '';
  return (
    <MessageItem
      testId="mention-item"
      id={m.id}
      unread={m.is_read === 0}
      avatar={
        <SenderAvatar
          sender={{
            uid: m.at_uid,
            name: m.at_name,
            avatar_exist: m.avatar_exist,
            avatar_version: m.avatar_version,
          }}
        />
      }
      title={
        <>
          <strong>{m.at_name}</strong> {t('mention.inItem', { scene, name: itemName })}
        </>
      }
      time={m.timestamp}
      body={<Quote>{m.text}</Quote>}
      action={
        <a href={href} target="_blank" rel="noopener noreferrer" data-testid="mention-open">
          {t('mention.open')}
        </a>
      }
    />
  );
}

/** /at (@我的): mentions of me. */
export default function MentionsPage() {
  return (
    <MessagesFrame active="at">
      <MessageList kind="at" renderItem={(m) => <MentionRow m={m} />} />
    </MessagesFrame>
  );
}
