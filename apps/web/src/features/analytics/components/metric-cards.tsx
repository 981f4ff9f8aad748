import { Card, Col, Row, Statistic, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_METRICS, type AnalyticsReport } from '@vsqx/domain';

/** The range's total per metric with its change against the previous period of the same length. */
export function MetricCards({ report }: { report: AnalyticsReport }) {
  const { t } = useTranslation('analytics');
  return (
    <Row gutter={[12, 12]}>
      {ANALYTICS_METRICS.map((m) => {
        const change = report.change[m];
        const text =
          change === null
            ? t('noPrevious')
            : change > 0
              ? t('up', { p: change })
              : change < 0
                ? t('down', { p: -change })
                : t('flat');
        const type = change === null || change === 0 ? 'secondary' : change > 0 ? 'success' : 'danger';
        return (
          <Col key={m} xs={12} md={8} xl={4}>
            <Card size="small" data-testid={`metric-${m}`}>
              <Statistic title={t(`metrics.${m}`)} value={report.totals[m]} />
              <Typography.Text type={type} style={{ fontSize: 12 }} data-testid={`change-${m}`}>
                {change !== null && change > 0 && <ArrowUpOutlined aria-hidden />}
                {change !== null && change < 0 && <ArrowDownOutlined aria-hidden />} {text}
              </Typography.Text>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
