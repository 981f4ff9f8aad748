import { useEffect, useRef } from 'react';
import { theme } from 'antd';
import * as echarts from 'echarts/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { ANALYTICS_METRICS, type AnalyticsDay, type AnalyticsMetric } from '@vsqx/domain';

// Only the parts the chart uses (as the creator home's trend chart), so the lazy chunk stays small.
echarts.use([LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

interface Props {
  days: AnalyticsDay[];
  names: Record<AnalyticsMetric, string>;
}

/** A line per metric over the days of the range; hidden from screen readers (AnalyticsTable says it). */
export default function AnalyticsChart({ days, names }: Props) {
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
        color: [token.colorPrimary, token.colorWarning, token.colorError, token.colorSuccess, token.colorInfo, token.colorTextSecondary],
        tooltip: { trigger: 'axis' },
        legend: { top: 0, type: 'scroll' },
        grid: { left: 40, right: 16, top: 40, bottom: 28 },
        xAxis: { type: 'category', boundaryGap: false, data: days.map((d) => d.date.slice(5)) },
        yAxis: { type: 'value', minInterval: 1 },
        series: ANALYTICS_METRICS.map((m) => ({ name: names[m], type: 'line', showSymbol: days.length <= 31, data: days.map((d) => d[m]) })),
      },
      true,
    );
  }, [days, names, token]);

  return <div ref={el} style={{ width: '100%', height: 300 }} aria-hidden="true" data-testid="analytics-chart-canvas" />;
}
