import { Button, Card, Flex, Space, Tooltip, Typography } from 'antd';
import { CommentOutlined, DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import {
  formatDateTime,
  formatRelativeTime,
  SITE_PATHS,
  type ArticleListItem,
  creatorPath,
} from '@vsqx/domain';
import { PublicationBadge } from '../../../components/visibility/publication-badge';
import { useLang } from '../../../lib/i18n';

export const DEFAULT_ARTICLE_COVER = '/default-article-cover.jpg';

interface Props {
  item: ArticleListItem;
  /** The bulk checkbox, shown in the card's head row beside the status badge. */
  check?: ReactNode;
  deleting: boolean;
  onDelete: () => void;
}

/** One article card: cover (or the default), title opening the article page in a new tab, time, counts. */
export function ArticleCard({ item, check, deleting, onDelete }: Props) {
  const { t } = useTranslation(['articles', 'common']);
  const lang = useLang();
  const href = SITE_PATHS.article(item.article_id);
  return (
    <Card
      data-testid="article-card"
      data-article-id={item.article_id}
      styles={{ body: { padding: 16 } }}
      cover={
        <a href={href} target="_blank" rel="noopener noreferrer">
          <img
            src={item.article_cover || DEFAULT_ARTICLE_COVER}
            alt={item.article_title}
            style={{ width: '100%', aspectRatio: '1.6', objectFit: 'cover', display: 'block' }}
            data-testid="article-cover"
          />
        </a>
      }
      actions={[
        <Link key="edit" to={creatorPath.articleEdit(item.article_id)} data-testid="article-edit">
          <EditOutlined /> {t('list.edit')}
        </Link>,
        <Button
          key="delete"
          type="link"
          danger
          size="small"
          icon={<DeleteOutlined />}
          loading={deleting}
          onClick={onDelete}
          data-testid="article-delete"
        >
          {t('list.delete')}
        </Button>,
      ]}
    >
      <Flex vertical gap={6}>
        <Flex gap={8} align="center" wrap>
          {check}
          <PublicationBadge visibility={item.visibility} publish_at={item.publish_at} style={{ margin: 0 }} />
        </Flex>
        <Typography.Link
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          strong
          ellipsis
          style={{ fontSize: 15 }}
          data-testid="article-title"
        >
          {item.article_title}
        </Typography.Link>
        <Tooltip title={formatDateTime(item.timestamp)}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="article-time">
            {t('list.submittedAt', { time: formatRelativeTime(item.timestamp, lang) })}
          </Typography.Text>
        </Tooltip>
        <Space size={16}>
          <Tooltip title={t('common:counts.click')}>
            <Typography.Text type="secondary" data-testid="article-clicks">
              <EyeOutlined /> {item.click_num}
            </Typography.Text>
          </Tooltip>
          <Tooltip title={t('common:counts.comment')}>
            <Typography.Text type="secondary" data-testid="article-comments">
              <CommentOutlined /> {item.comment_num}
            </Typography.Text>
          </Tooltip>
        </Space>
      </Flex>
    </Card>
  );
}
