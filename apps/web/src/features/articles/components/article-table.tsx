import { Button, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ARTICLE_AUTHOR_TYPES,
  formatDateTime,
  labelOf,
  SITE_PATHS,
  type ArticleListItem,
  creatorPath,
} from '@vsqx/domain';
import { currentLang } from '../../../lib/i18n';
import { ListTable } from '../../../components/list-views/list-table';
import { PublicationBadge } from '../../../components/visibility/publication-badge';
import type { BulkItem, BulkSelection } from '../../../components/bulk/use-bulk-selection';

interface Props {
  rows: ArticleListItem[];
  loading: boolean;
  empty: string;
  deletingId?: number;
  onDelete(id: number): void;
  /** The bulk selection the cards share. */
  selection?: BulkSelection;
}

export const articleBulkItem = (r: ArticleListItem): BulkItem => ({
  kind: 'a',
  id: r.article_id,
  name: r.article_title,
});

/** The table view of my articles: the same page as the cards, one row per article, with edit and delete. */
export function ArticleTable({ rows, loading, empty, deletingId, onDelete, selection }: Props) {
  const { t } = useTranslation(['listViews', 'articles']);
  const columns: TableColumnsType<ArticleListItem> = [
    {
      key: 'title',
      title: t('columns.title'),
      render: (_, r) => (
        <Typography.Link
          href={SITE_PATHS.article(r.article_id)}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="article-row-title"
        >
          {r.article_title}
        </Typography.Link>
      ),
    },
    {
      key: 'type',
      title: t('type'),
      render: (_, r) => <Tag>{labelOf(ARTICLE_AUTHOR_TYPES, r.article_author_type, currentLang())}</Tag>,
    },
    { key: 'time', title: t('columns.time'), render: (_, r) => formatDateTime(r.timestamp) },
    { key: 'clicks', title: t('columns.clicks'), dataIndex: 'click_num', align: 'right' },
    { key: 'comments', title: t('columns.comments'), dataIndex: 'comment_num', align: 'right' },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_, r) => <PublicationBadge visibility={r.visibility} publish_at={r.publish_at} />,
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_, r) => (
        <Space size={4}>
          <Link
            to={creatorPath.articleEdit(r.article_id)}
            aria-label={`${t('articles:list.edit')} ${r.article_title}`}
            data-testid="article-row-edit"
          >
            <EditOutlined /> {t('articles:list.edit')}
          </Link>
          <Button
            type="link"
            danger
            size="small"
            icon={<DeleteOutlined />}
            loading={deletingId === r.article_id}
            onClick={() => onDelete(r.article_id)}
            aria-label={`${t('articles:list.delete')} ${r.article_title}`}
            data-testid="article-row-delete"
          >
            {t('articles:list.delete')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <ListTable
      rows={rows}
      columns={columns}
      rowKey={(r) => String(r.article_id)}
      loading={loading}
      empty={empty}
      testId="article"
      selection={selection && { state: selection, itemOf: articleBulkItem }}
    />
  );
}
