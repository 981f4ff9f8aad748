import { lazy, Suspense, useMemo, useState } from 'react';
import { Button, Card, DatePicker, Empty, Flex, Segmented, Select, Skeleton, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_MAX_DAYS, ANALYTICS_METRICS, ANALYTICS_RANGES, type AnalyticsMetric } from '@vsqx/domain';
import { saveDownload } from '../../../lib/save-download';
import {
  analyticsQueryString,
  authHeaders,
  useAnalytics,
  useMyItems,
  type AnalyticsParams,
} from '../api/use-analytics';
import { AnalyticsTable } from '../components/analytics-table';
import { MetricCards } from '../components/metric-cards';
import { SourcesCard } from '../components/sources-card';
import { TopItemsCard } from '../components/top-items-card';

/** The chart's code is loaded only when this page shows it (as on the creator home). */
const AnalyticsChart = lazy(() => import('../components/analytics-chart'));

type Range = `${(typeof ANALYTICS_RANGES)[number]}` | 'custom';
const utc = (d: Dayjs) => d.format('YYYY-MM-DD');

/** /analytics (数据中心): my figures per day, against the previous period, top items and view sources; CSV export. */
export default function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  const [range, setRange] = useState<Range>('30');
  const [custom, setCustom] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(13, 'day'), dayjs()]);
  const [itemKey, setItemKey] = useState<string>('all');
  const items = useMyItems();

  const params: AnalyticsParams = useMemo(() => {
    const item =
      itemKey === 'all' ? undefined : { type: itemKey[0] as 'v' | 'm' | 'a', id: Number(itemKey.slice(1)) };
    return range === 'custom'
      ? { from: utc(custom[0]), to: utc(custom[1]), item }
      : { days: Number(range), item };
  }, [range, custom, itemKey]);
  const report = useAnalytics(params);
  const names = useMemo(
    () =>
      Object.fromEntries(ANALYTICS_METRICS.map((m) => [m, t(`metrics.${m}`)])) as Record<
        AnalyticsMetric,
        string
      >,
    [t],
  );
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await saveDownload(
        `/api/user/analytics.csv?${analyticsQueryString(params)}`,
        'analytics.csv',
        authHeaders(),
      );
    } finally {
      setExporting(false);
    }
  };

  const r = report.data;
  const empty = r && ANALYTICS_METRICS.every((m) => r.totals[m] === 0);
  return (
    <Flex vertical gap={16} data-testid="analytics-page">
      <Card title={t('title')}>
        <Flex wrap gap={12} align="center">
          <Segmented<Range>
            aria-label={t('range')}
            data-testid="analytics-range"
            style={{ maxWidth: '100%', overflowX: 'auto' }}
            value={range}
            onChange={setRange}
            options={[
              ...ANALYTICS_RANGES.map((n) => ({ value: `${n}` as Range, label: t('days', { n }) })),
              { value: 'custom', label: t('custom') },
            ]}
          />
          {range === 'custom' && (
            <DatePicker.RangePicker
              aria-label={t('customRange')}
              data-testid="analytics-custom-range"
              allowClear={false}
              value={custom}
              disabledDate={(d) => d.isAfter(dayjs(), 'day')}
              onChange={(v) => {
                if (!v?.[0] || !v[1]) return;
                // The server takes at most a year: a longer choice keeps its end and a year before it.
                const start =
                  v[1].diff(v[0], 'day') >= ANALYTICS_MAX_DAYS
                    ? v[1].subtract(ANALYTICS_MAX_DAYS - 1, 'day')
                    : v[0];
                setCustom([start, v[1]]);
              }}
            />
          )}
          <Select
            aria-label={t('item')}
            data-testid="analytics-item"
            style={{ minWidth: 200, maxWidth: '100%' }}
            value={itemKey}
            onChange={setItemKey}
            showSearch
            optionFilterProp="label"
            loading={items.isLoading}
            options={[
              { value: 'all', label: t('allContent') },
              ...(['v', 'm', 'a'] as const)
                .map((k) => ({
                  label: t(`kinds.${k}`),
                  options: (items.data ?? [])
                    .filter((i) => i.type === k)
                    .map((i) => ({ value: `${k}${i.id}`, label: i.name })),
                }))
                .filter((g) => g.options.length > 0),
            ]}
          />
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void exportCsv()}
            loading={exporting}
            disabled={!r}
            data-testid="analytics-export"
          >
            {t('export')}
          </Button>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
          {r && `${r.from} ~ ${r.to} · `}
          {t('ownNotCounted')}
        </Typography.Paragraph>
      </Card>
      {r ? (
        <>
          <MetricCards report={r} />
          <Card
            title={t('trend')}
            data-testid="analytics-trend"
            extra={empty && <Typography.Text type="secondary">{t('empty')}</Typography.Text>}
          >
            <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 300 }} />}>
              <AnalyticsChart days={r.days} names={names} />
            </Suspense>
            <AnalyticsTable caption={t('trend')} dateLabel={t('date')} days={r.days} names={names} />
          </Card>
          <SourcesCard report={r} />
          <TopItemsCard items={r.top} />
        </>
      ) : report.isError ? (
        <Card>
          <Empty description={t('empty')} />
        </Card>
      ) : (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      )}
    </Flex>
  );
}
