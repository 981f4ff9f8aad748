import { Avatar, theme } from 'antd';
import { NotificationOutlined } from '@ant-design/icons';
import type { SystemMessage } from '@vsqx/domain';
import { MessageList } from '../components/message-list';
import { MessagesFrame } from '../components/messages-frame';
import { MessageItem, Quote } from '../components/message-item';

function SystemRow({ m }: { m: SystemMessage }) {
  const { token } = theme.useToken();
  return (
    <MessageItem
      testId="system-item"
      id={m.id}
      unread={m.is_read === 0}
      avatar={<Avatar size={44} icon={<NotificationOutlined />} style={{ background: token.colorPrimary }} />}
      title={<strong data-testid="system-title">{m.title}</strong>}
      time={m.send_time}
      body={<Quote>{m.msg}</Quote>}
    />
  );
}

/** /system (系统通知): title, time and text of each notice. */
export default function SystemPage() {
  return (
    <MessagesFrame active="system">
      <MessageList kind="system" renderItem={(m) => <SystemRow m={m} />} />
    </MessagesFrame>
  );
}
