import { useMemo } from 'react';
import type { TrendPoint } from '@vsqx/domain';
import { LineChart } from '../../../components/line-chart';
import { TREND_SERIES } from './trend-series';

interface Props {
  points: TrendPoint[];
  /** Series names in the UI language, by field. */
  names: Record<(typeof TREND_SERIES)[number], string>;
}

/** A line per figure over the days; empty days are zeros, so lines never break. */
export default function TrendChart({ points, names }: Props) {
  const labels = useMemo(() => points.map((p) => p.day.slice(5)), [points]);
  const series = useMemo(
    () => TREND_SERIES.map((f) => ({ name: names[f], data: points.map((p) => p[f]) })),
    [points, names],
  );
  return <LineChart labels={labels} series={series} height={280} testId="trend-chart-canvas" />;
}
