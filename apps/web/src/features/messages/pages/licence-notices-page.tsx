import { Avatar, theme, Typography } from 'antd';
import { AuditOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APPLY_NOTICE_TYPES, formatDateTime, scenePath, type ApplyNotice } from '@vsqx/domain';
import { MessageList } from '../components/message-list';
import { MessagesFrame } from '../components/messages-frame';
import { IN_TEXT_LINK, MessageItem, Quote } from '../components/message-item';

function NoticeRow({ n }: { n: ApplyNotice }) {
  const { t, i18n } = useTranslation('messages');
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const type = APPLY_NOTICE_TYPES.find((x) => x.value === n.apply_type) ?? APPLY_NOTICE_TYPES[0];
  const applied = n.apply_type === 1;
  const { token } = theme.useToken();
  // Type 1 is written by the applicant to me (the author); 2 and 3 by the author to me (the applicant).
  const who = applied ? n.apply_name : n.author_name;
  return (
    <MessageItem
      testId="apply-notice-item"
      id={n.id}
      unread={n.is_read === 0}
      avatar={<Avatar size={44} icon={<AuditOutlined />} style={{ background: applied ? token.colorPrimary : n.apply_type === 2 ? token.colorSuccessText : token.colorError }} />}
      title={
        <>
          <strong>{who}</strong> {type.label[lang]}{' '}
          <a href={scenePath(n.scene, n.project_id)} target="_blank" rel="noopener noreferrer" style={IN_TEXT_LINK}>{t('quoted', { name: n.project_name })}</a>
        </>
      }
      time={applied ? n.apply_time : n.reply_time}
      body={
        <>
          {n.text && <Quote>{t(applied ? 'apply.reason' : 'apply.reply', { text: n.text })}</Quote>}
          {!applied && n.apply_time !== null && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('time.applied', { time: formatDateTime(n.apply_time) })}</Typography.Text>
          )}
        </>
      }
      action={<Link to={applied ? '/authorization' : '/apply'} data-testid="apply-notice-go">{t(applied ? 'apply.handle' : 'apply.view')}</Link>}
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
