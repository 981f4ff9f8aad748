import type { ReactNode } from 'react';
import { Badge, Card, Col, Flex, Row, Skeleton, theme, Typography } from 'antd';
import { AuditOutlined, CloudSyncOutlined, CommentOutlined, NotificationOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TodoCounts } from '@vsqx/domain';
import { useTodo } from '../api/todo';

/** Each count with the page that deals with it. */
const ITEMS: { key: keyof TodoCounts; icon: ReactNode; to: string }[] = [
  { key: 'licence_waiting', icon: <AuditOutlined />, to: '/authorization?status=replying' },
  { key: 'unread_comments', icon: <CommentOutlined />, to: '/comment' },
  { key: 'unread_mentions', icon: <NotificationOutlined />, to: '/at' },
  { key: 'transferring', icon: <CloudSyncOutlined />, to: '/content?page=1' },
];

/** "To do" on the creator home: what waits for the creator, each a link to where it is handled. */
export function TodoCard() {
  const { t } = useTranslation('home');
  const { token } = theme.useToken();
  const todo = useTodo();
  const allDone = todo.data && ITEMS.every((i) => todo.data[i.key] === 0);
  return (
    <Card title={t('todo.title')} extra={allDone ? <Typography.Text type="secondary">{t('todo.allDone')}</Typography.Text> : null} data-testid="todo-card">
      {todo.data ? (
        <Row gutter={[12, 12]}>
          {ITEMS.map((item) => {
            const n = todo.data[item.key];
            return (
              <Col key={item.key} xs={12} md={6}>
                <Link to={item.to} data-testid={`todo-${item.key}`} aria-label={`${t(`todo.${item.key}`)}: ${n}`}>
                  <Flex
                    align="center"
                    gap={12}
                    style={{ minWidth: 0, padding: 12, borderRadius: token.borderRadiusLG, background: n ? token.colorPrimaryBg : token.colorFillQuaternary, height: '100%' }}
                  >
                    <Badge dot={n > 0}>
                      <span style={{ fontSize: 22, color: n ? token.colorPrimary : token.colorTextSecondary }}>{item.icon}</span>
                    </Badge>
                    <Flex vertical style={{ minWidth: 0 }}>
                      <span style={{ fontSize: token.fontSizeHeading4, fontWeight: 600, color: token.colorText, lineHeight: 1.2 }} data-testid="todo-count">
                        {n}
                      </span>
                      {/* English labels are long words: they break inside a half-width phone cell rather than widen it. */}
                      <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, overflowWrap: 'anywhere' }}>{t(`todo.${item.key}`)}</span>
                    </Flex>
                  </Flex>
                </Link>
              </Col>
            );
          })}
        </Row>
      ) : (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      )}
    </Card>
  );
}
