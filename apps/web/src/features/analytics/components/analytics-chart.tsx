import { useMemo } from 'react';
import { ANALYTICS_METRICS, type AnalyticsDay, type AnalyticsMetric } from '@vsqx/domain';
import { LineChart } from '../../../components/line-chart';

interface Props {
  days: AnalyticsDay[];
  names: Record<AnalyticsMetric, string>;
}

/** A line per metric over the days of the range; hidden from screen readers (AnalyticsTable says it). */
export default function AnalyticsChart({ days, names }: Props) {
  const labels = useMemo(() => days.map((d) => d.date.slice(5)), [days]);
  const series = useMemo(
    () => ANALYTICS_METRICS.map((m) => ({ name: names[m], data: days.map((d) => d[m]) })),
    [days, names],
  );
  return (
    <LineChart
      labels={labels}
      series={series}
      height={300}
      testId="analytics-chart-canvas"
      showSymbol={days.length <= 31}
    />
  );
}
