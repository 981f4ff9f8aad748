import { useContext, type ReactNode } from 'react';
import { Avatar, Badge, Button, Flex, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { formatDateTime, SITE_PATHS } from '@vsqx/domain';
import { useTranslation } from 'react-i18next';
import { fileUrls } from '../../../lib/api';
import { MarkOneContext } from './mark-one-context';
import { ListRow } from '../../../components/row-list/list-row';

export interface Sender {
  uid: number;
  name: string;
  avatar_exist: number;
  avatar_version: number;
}

/** A link inside a sentence is underlined: its colour alone is under 3:1 against the text around it (WCAG 1.4.1). */
export const IN_TEXT_LINK = { textDecoration: 'underline' } as const;

/** The sender's avatar, linking to their personal space. */
export function SenderAvatar({ sender }: { sender: Sender }) {
  return (
    <a href={SITE_PATHS.space(sender.uid)} target="_blank" rel="noopener noreferrer">
      <Avatar
        size={44}
        alt={sender.name}
        src={sender.avatar_exist ? fileUrls.avatar(sender.uid, sender.avatar_version || 1) : undefined}
        icon={<UserOutlined />}
      />
    </a>
  );
}

interface ItemProps {
  testId: string;
  unread: boolean;
  avatar: ReactNode;
  title: ReactNode;
  time: number | null;
  body?: ReactNode;
  action?: ReactNode;
  /** The message id: an unread row offers 'mark read'. */
  id?: number;
  /** Shown under the text (the inline reply form). */
  footer?: ReactNode;
}

/** One row of a message page: avatar, a title line with a "new" mark, the time, the text and an action. */
export function MessageItem({ testId, unread, avatar, title, time, body, action, id, footer }: ItemProps) {
  const { t } = useTranslation('messages');
  const markOne = useContext(MarkOneContext);
  const actions = [
    ...(unread && id !== undefined && markOne
      ? [
          <Button
            key="read"
            type="link"
            size="small"
            onClick={() => markOne.mark(id)}
            data-testid="message-mark-one"
          >
            {markOne.label}
          </Button>,
        ]
      : []),
    ...(action ? [action] : []),
  ];
  return (
    <ListRow
      data-testid={testId}
      actions={actions}
      avatar={avatar}
      title={
        <Flex gap={8} align="center" wrap>
          {unread && <Badge color="red" text={t('new')} data-testid="message-new" />}
          <span>{title}</span>
        </Flex>
      }
      description={
        <Flex vertical gap={6}>
          {time !== null && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDateTime(time)}
            </Typography.Text>
          )}
          {body}
          {footer}
        </Flex>
      }
    />
  );
}

/** A quoted user text (comments, mentions, reasons): plain text, line breaks kept, escaped by React. */
export function Quote({ children }: { children: ReactNode }) {
  return (
    <Typography.Paragraph
      style={{ margin: 0, whiteSpace: 'pre-wrap', color: 'rgba(0,0,0,0.88)' }}
      ellipsis={{ rows: 4, expandable: 'collapsible' }}
    >
      {children}
    </Typography.Paragraph>
  );
}
