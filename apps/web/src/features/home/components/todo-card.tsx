import type { ReactNode } from 'react';
import { Card, Col, Flex, theme } from 'antd';
import { AuditOutlined, CloudSyncOutlined, CommentOutlined, NotificationOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TodoCounts } from '@vsqx/domain';
import { creatorPath } from '@vsqx/domain';
import { useTodo } from '../api/todo';
import { FixedRow } from '../../../components/fixed-row';

/** Each count with the page that deals with it. */
const ITEMS: { key: keyof TodoCounts; icon: ReactNode; to: string }[] = [
  { key: 'licence_waiting', icon: <AuditOutlined />, to: creatorPath.receivedRequests('replying') },
  { key: 'unread_comments', icon: <CommentOutlined />, to: creatorPath.replies() },
  { key: 'unread_mentions', icon: <NotificationOutlined />, to: creatorPath.mentions() },
  { key: 'transferring', icon: <CloudSyncOutlined />, to: creatorPath.projects() },
];

/**
 * A cell's height, loaded or not, so the figures arriving move nothing below the card (CLS, issue 19): an
 * icon and two lines of text; an English label that wraps to a third line may grow its row.
 */
const CELL_MIN_HEIGHT = 72;

/** "To do" on the creator home: what waits for the creator, each a link to where it is handled. */
export function TodoCard() {
  const { t } = useTranslation('home');
  const { token } = theme.useToken();
  const todo = useTodo();
  const allDone = todo.data && ITEMS.every((i) => todo.data[i.key] === 0);
  return (
    <Card
      title={t('todo.title')}
      extra={allDone ? <span style={{ color: token.colorTextSecondary }}>{t('todo.allDone')}</span> : null}
      data-testid="todo-card"
    >
      <FixedRow gutter={[12, 12]}>
        {ITEMS.map((item) => {
          if (!todo.data) {
            return (
              <Col key={item.key} xs={12} md={6}>
                <div
                  aria-hidden
                  style={{
                    height: CELL_MIN_HEIGHT,
                    borderRadius: token.borderRadiusLG,
                    background: token.colorFillQuaternary,
                  }}
                />
              </Col>
            );
          }
          const n = todo.data[item.key];
          return (
            <Col key={item.key} xs={12} md={6}>
              <Link
                to={item.to}
                data-testid={`todo-${item.key}`}
                aria-label={`${t(`todo.${item.key}`)}: ${n}`}
              >
                <Flex
                  align="center"
                  gap={12}
                  style={{
                    minWidth: 0,
                    minHeight: CELL_MIN_HEIGHT,
                    padding: 12,
                    borderRadius: token.borderRadiusLG,
                    background: n ? token.colorPrimaryBg : token.colorFillQuaternary,
                    height: '100%',
                  }}
                >
                  {/* A dot on the icon when something waits, drawn here: antd's Badge is 4 KB of first load for it. */}
                  <span
                    style={{
                      position: 'relative',
                      fontSize: 22,
                      lineHeight: 1,
                      color: n ? token.colorPrimary : token.colorTextSecondary,
                    }}
                  >
                    {item.icon}
                    {n > 0 && (
                      <span
                        data-testid="todo-dot"
                        style={{
                          position: 'absolute',
                          top: 0,
                          right: -3,
                          width: 6,
                          height: 6,
                          borderRadius: '50%',
                          background: token.colorError,
                          boxShadow: `0 0 0 1px ${token.colorBgContainer}`,
                        }}
                      />
                    )}
                  </span>
                  <Flex vertical style={{ minWidth: 0 }}>
                    <span
                      style={{
                        fontSize: token.fontSizeHeading4,
                        fontWeight: 600,
                        color: token.colorText,
                        lineHeight: 1.2,
                      }}
                      data-testid="todo-count"
                    >
                      {n}
                    </span>
                    {/* English labels are long words: they break inside a half-width phone cell rather than widen it. */}
                    <span
                      style={{
                        color: token.colorTextSecondary,
                        fontSize: token.fontSizeSM,
                        overflowWrap: 'anywhere',
                      }}
                    >
                      {t(`todo.${item.key}`)}
                    </span>
                  </Flex>
                </Flex>
              </Link>
            </Col>
          );
        })}
      </FixedRow>
    </Card>
  );
}
