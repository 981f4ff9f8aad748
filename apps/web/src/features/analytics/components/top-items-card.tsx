import { Card, Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_METRICS, SITE_PATHS, type AnalyticsTopItem } from '@vsqx/domain';

const hrefOf = (i: AnalyticsTopItem) =>
  i.project_type === 'v'
    ? SITE_PATHS.project(i.project_id)
    : i.project_type === 'm'
      ? SITE_PATHS.midiProject(i.project_id)
      : SITE_PATHS.article(i.project_id);

/** My items with the most views in the range. Wide tables scroll inside their card, never the page. */
export function TopItemsCard({ items }: { items: AnalyticsTopItem[] }) {
  const { t } = useTranslation('analytics');
  return (
    <Card title={t('topTitle')} data-testid="analytics-top">
      <Table<AnalyticsTopItem>
        size="small"
        pagination={false}
        rowKey={(i) => `${i.project_type}${i.project_id}`}
        dataSource={items}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        columns={[
          {
            title: t('name'),
            key: 'name',
            fixed: 'left',
            width: 160,
            ellipsis: true,
            render: (_, i) => (
              <a href={hrefOf(i)} target="_blank" rel="noreferrer">
                {i.name}
              </a>
            ),
          },
          { title: t('kind'), key: 'kind', render: (_, i) => t(`kinds.${i.project_type}`) },
          ...ANALYTICS_METRICS.map((m) => ({
            title: t(`metrics.${m}`),
            dataIndex: m,
            align: 'right' as const,
          })),
        ]}
      />
    </Card>
  );
}
