import { useEffect, useRef } from 'react';
import { theme } from 'antd';
import * as echarts from 'echarts/core';
import { LineChart as EchartsLine } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

// Only the parts the charts use, so the lazy chunk stays small.
echarts.use([EchartsLine, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export interface LineSeries {
  name: string;
  data: number[];
}

interface Props {
  /** One label per point, shared by every line (e.g. MM-DD). */
  labels: string[];
  series: LineSeries[];
  height: number;
  testId: string;
  /** Dots on the points (worth it for a month or less of days). */
  showSymbol?: boolean;
}

/**
 * Lines over days (the creator home's trend, the 数据中心's figures). Only ever loaded lazily, beside a
 * table that says the same to screen readers: the canvas itself is hidden from them.
 */
export function LineChart({ labels, series, height, testId, showSymbol = false }: Props) {
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
        color: [
          token.colorPrimary,
          token.colorWarning,
          token.colorError,
          token.colorInfo,
          token.colorSuccess,
          token.colorTextSecondary,
        ],
        tooltip: { trigger: 'axis' },
        legend: { top: 0, type: 'scroll' },
        grid: { left: 40, right: 16, top: 40, bottom: 28 },
        xAxis: { type: 'category', boundaryGap: false, data: labels },
        yAxis: { type: 'value', minInterval: 1 },
        series: series.map((s) => ({ name: s.name, type: 'line', showSymbol, data: s.data })),
      },
      true,
    );
  }, [labels, series, showSymbol, token]);

  return <div ref={el} style={{ width: '100%', height }} aria-hidden="true" data-testid={testId} />;
}
