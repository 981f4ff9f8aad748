import { Card, Col, Progress, Row, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { VIEW_SOURCES, type AnalyticsReport, type ViewSource } from '@vsqx/domain';

/** Where the range's views came from, with the external sites by host. */
export function SourcesCard({ report }: { report: AnalyticsReport }) {
  const { t } = useTranslation('analytics');
  const all = VIEW_SOURCES.reduce((s, k) => s + report.sources[k], 0);
  const rows = VIEW_SOURCES.map((s) => ({ source: s, views: report.sources[s] }));
  return (
    <Card title={t('sourcesTitle')} data-testid="analytics-sources">
      <Row gutter={[16, 16]}>
        <Col xs={24} md={report.external_hosts.length ? 14 : 24}>
          <Table<{ source: ViewSource; views: number }>
            size="small"
            pagination={false}
            rowKey="source"
            dataSource={rows}
            columns={[
              { title: t('source'), dataIndex: 'source', render: (s: ViewSource) => t(`sources.${s}`) },
              {
                title: t('metrics.views'),
                dataIndex: 'views',
                align: 'right',
                onCell: (r) => ({ 'data-testid': `source-${r.source}` }) as object,
              },
              {
                title: t('share'),
                key: 'share',
                width: '35%',
                render: (_, r) => (
                  <Progress
                    percent={all ? Math.round((r.views / all) * 100) : 0}
                    size="small"
                    aria-label={t(`sources.${r.source}`)}
                  />
                ),
              },
            ]}
          />
        </Col>
        {report.external_hosts.length > 0 && (
          <Col xs={24} md={10}>
            <Table
              size="small"
              pagination={false}
              rowKey="host"
              title={() => t('hostsTitle')}
              dataSource={report.external_hosts}
              columns={[
                { title: t('host'), dataIndex: 'host', ellipsis: true },
                { title: t('metrics.views'), dataIndex: 'views', align: 'right' },
              ]}
            />
          </Col>
        )}
      </Row>
    </Card>
  );
}
