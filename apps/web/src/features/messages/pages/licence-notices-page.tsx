import { Avatar, theme, Typography } from 'antd';
import { AuditOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  APPLY_NOTICE_MESSAGE,
  APPLY_NOTICE_TYPES,
  APPLY_NOTICE_V2_TYPES,
  APPLY_NOTICE_WORK,
  formatDateTime,
  scenePath,
  type ApplyNotice,
  creatorPath,
} from '@vsqx/domain';
import { useSession } from '../../../lib/session';
import { MessageList } from '../components/message-list';
import { MessagesFrame } from '../components/messages-frame';
import { IN_TEXT_LINK, MessageItem, Quote } from '../components/message-item';
import { useLang } from '../../../lib/i18n';

function NoticeRow({ n }: { n: ApplyNotice }) {
  const { t } = useTranslation('messages');
  const lang = useLang();
  const session = useSession();
  const type =
    [...APPLY_NOTICE_TYPES, ...APPLY_NOTICE_V2_TYPES].find((x) => x.value === n.apply_type) ??
    APPLY_NOTICE_TYPES[0];
  const { token } = theme.useToken();
  // Type 1 (applied) and 6 (a work recorded) are written by the applicant to me, the author; 2, 3 and 5
  // (revoked) by the author to me; 4 (a thread message) by whichever party I am not.
  const iAmAuthor =
    n.apply_type === 1 ||
    n.apply_type === APPLY_NOTICE_WORK ||
    (n.apply_type === APPLY_NOTICE_MESSAGE && session?.username === n.author_name);
  const applied = iAmAuthor;
  const who = iAmAuthor ? n.apply_name : n.author_name;
  return (
    <MessageItem
      testId="apply-notice-item"
      id={n.id}
      unread={n.is_read === 0}
      avatar={
        <Avatar
          size={44}
          icon={<AuditOutlined />}
          style={{
            background: applied
              ? token.colorPrimary
              : n.apply_type === 2
                ? token.colorSuccessText
                : token.colorError,
          }}
        />
      }
      title={
        <>
          <strong>{who}</strong> {type.label[lang]}{' '}
          <a
            href={scenePath(n.scene, n.project_id)}
            target="_blank"
            rel="noopener noreferrer"
            style={IN_TEXT_LINK}
          >
            {t('quoted', { name: n.project_name })}
          </a>
        </>
      }
      time={n.apply_type === 1 ? n.apply_time : n.reply_time}
      body={
        <>
          {n.text && (
            <Quote>
              {n.apply_type > 3 ? n.text : t(applied ? 'apply.reason' : 'apply.reply', { text: n.text })}
            </Quote>
          )}
          {!applied && n.apply_time !== null && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('time.applied', { time: formatDateTime(n.apply_time) })}
            </Typography.Text>
          )}
        </>
      }
      action={
        <Link
          to={applied ? creatorPath.receivedRequests() : creatorPath.myRequests()}
          data-testid="apply-notice-go"
        >
          {t(applied ? 'apply.handle' : 'apply.view')}
        </Link>
      }
    />
  );
}

/** /all_apply (授权申请): notices of licence events. */
export default function LicenceNoticesPage() {
  return (
    <MessagesFrame active="apply">
      <MessageList kind="apply" renderItem={(n) => <NoticeRow n={n} />} />
    </MessagesFrame>
  );
}
