import { Button, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime, UPLOAD_TRANSFERRING } from '@vsqx/domain';
import { ListTable } from '../../../components/list-views/list-table';
import type { CardItem } from './project-card';
import { PublicationBadge } from '../../../components/visibility/publication-badge';
import type { BulkItem, BulkSelection } from '../../../components/bulk/use-bulk-selection';

interface Props {
  items: CardItem[];
  loading: boolean;
  empty: string;
  isDeleting(item: CardItem): boolean;
  onEdit(item: CardItem): void;
  onDelete(item: CardItem): void;
  /** The bulk selection the cards share. */
  selection?: BulkSelection;
}

const bulkItemOf = (i: CardItem): BulkItem => ({
  kind: i.kind === 'vsqx' ? 'v' : 'm',
  id: i.id,
  name: i.name,
});

/** The table view of my projects: the same page as the cards, one row per project, with edit and delete. */
export function ProjectTable({ items, loading, empty, isDeleting, onEdit, onDelete, selection }: Props) {
  const { t } = useTranslation(['listViews', 'projects']);
  const count = (key: 'click_num' | 'download_num' | 'comment_num' | 'zan', title: string) => ({
    key,
    title,
    dataIndex: key,
    align: 'right' as const,
  });
  const columns: TableColumnsType<CardItem> = [
    {
      key: 'name',
      title: t('columns.title'),
      render: (_, r) => (
        <Typography.Link
          href={r.href}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="project-row-title"
        >
          {r.name}
        </Typography.Link>
      ),
    },
    {
      key: 'kind',
      title: t('columns.kind'),
      render: (_, r) => (
        <Tag color={r.kind === 'midi' ? 'purple' : 'blue'}>
          {r.kind === 'midi' ? t('projects:list.kindMidi') : t('projects:list.kindVsqx')}
        </Tag>
      ),
    },
    { key: 'time', title: t('columns.time'), render: (_, r) => formatDateTime(r.up_time) },
    count('click_num', t('columns.clicks')),
    count('download_num', t('columns.downloads')),
    count('comment_num', t('columns.comments')),
    count('zan', t('columns.likes')),
    {
      key: 'status',
      title: t('columns.status'),
      render: (_, r) => (
        <Space size={4} wrap>
          {r.upload_finish === UPLOAD_TRANSFERRING && (
            <Tag color="orange">{t('projects:list.transferring')}</Tag>
          )}
          <PublicationBadge visibility={r.visibility} publish_at={r.publish_at} />
        </Space>
      ),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_, r) => (
        <Space size={4}>
          <Link
            to={r.editTo}
            onClick={() => onEdit(r)}
            aria-label={`${t('projects:list.edit')} ${r.name}`}
            data-testid="project-row-edit"
          >
            <EditOutlined /> {t('projects:list.edit')}
          </Link>
          <Button
            type="link"
            danger
            size="small"
            icon={<DeleteOutlined />}
            loading={isDeleting(r)}
            onClick={() => onDelete(r)}
            aria-label={`${t('projects:list.delete')} ${r.name}`}
            data-testid="project-row-delete"
          >
            {t('projects:list.delete')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <ListTable
      rows={items}
      columns={columns}
      rowKey={(r) => `${r.kind}${r.id}`}
      loading={loading}
      empty={empty}
      testId="project"
      selection={selection && { state: selection, itemOf: bulkItemOf }}
    />
  );
}
