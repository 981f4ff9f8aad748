import { useEffect, useRef } from 'react';
import { theme } from 'antd';
import * as echarts from 'echarts/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { TrendPoint } from '@vsqx/domain';
import { TREND_SERIES } from './trend-series';

// Only the parts the chart uses, so the lazy chunk stays small.
echarts.use([LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);


interface Props {
  points: TrendPoint[];
  /** Series names in the UI language, by field. */
  names: Record<(typeof TREND_SERIES)[number], string>;
}

/** A line per figure over the days; empty days are zeros, so lines never break. */
export default function TrendChart({ points, names }: Props) {
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const { token } = theme.useToken();

  useEffect(() => {
    if (!el.current) return;
    const c = echarts.init(el.current);
    chart.current = c;
    const observer = new ResizeObserver(() => c.resize());
    observer.observe(el.current);
    return () => {
      observer.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(
      {
        color: [token.colorPrimary, token.colorWarning, token.colorError, token.colorInfo],
        tooltip: { trigger: 'axis' },
        legend: { top: 0 },
        grid: { left: 40, right: 16, top: 36, bottom: 28 },
        xAxis: { type: 'category', boundaryGap: false, data: points.map((p) => p.day.slice(5)) },
        yAxis: { type: 'value', minInterval: 1 },
        series: TREND_SERIES.map((f) => ({ name: names[f], type: 'line', showSymbol: false, data: points.map((p) => p[f]) })),
      },
      true,
    );
  }, [points, names, token]);

  return <div ref={el} style={{ width: '100%', height: 280 }} aria-hidden="true" data-testid="trend-chart-canvas" />;
}
