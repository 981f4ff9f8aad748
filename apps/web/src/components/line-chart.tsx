import { useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { theme } from 'antd';

export interface LineSeries {
  name: string;
  data: number[];
}

interface Props {
  /** One label per point, shared by every line (e.g. MM-DD). */
  labels: string[];
  series: LineSeries[];
  /** The whole box, legend included: the size its placeholder held before the chart loaded. */
  height: number;
  testId: string;
  /** Dots on the points (worth it for a month or less of days). */
  showSymbol?: boolean;
}

/** Room around the plot for the axes' labels. */
const PAD = { left: 44, right: 16, top: 12, bottom: 28 };
/** The narrowest gap between two day labels on the x axis. */
const LABEL_GAP = 56;
/** The size drawn before the box is measured (and in tests, where nothing has a size). */
const FALLBACK = { width: 600, height: 240 };

/**
 * The y axis's ticks for whole counts: 0 up to the first step at or above the largest value, in steps of 1, 2 or
 * 5 × 10ⁿ (never a fraction), about five of them.
 */
export function yTicks(max: number): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough)!,
  );
  return Array.from({ length: Math.ceil(max / step) + 1 }, (_, i) => i * step);
}

/**
 * Lines over days (the creator home's trend, the 数据中心's figures), drawn as SVG: hovering shows the day's
 * figures, a legend entry hides or shows its line. Beside it a table says the same to screen readers, so the
 * drawing itself is hidden from them. (It replaced ECharts, whose 147 KB were most of the creator home's first
 * load on a desktop: docs/decisions.md "The charts in SVG".)
 */
export function LineChart({ labels, series, height, testId, showSymbol = false }: Props) {
  const { token } = theme.useToken();
  const plotBox = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState(FALLBACK);
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const [hover, setHover] = useState<number | null>(null);

  useLayoutEffect(() => {
    const el = plotBox.current!;
    const measure = () => {
      if (el.clientWidth > 0 && el.clientHeight > 0)
        setSize({ width: el.clientWidth, height: el.clientHeight });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const colors = [
    token.colorPrimary,
    token.colorWarning,
    token.colorError,
    token.colorInfo,
    token.colorSuccess,
    token.colorTextSecondary,
  ];
  const color = (i: number) => colors[i % colors.length]!;
  const shown = series.map((s, i) => ({ ...s, i })).filter((s) => !hidden.has(s.i));
  const ticks = yTicks(Math.max(0, ...shown.flatMap((s) => s.data)));
  const top = ticks.at(-1)!;
  const plot = {
    width: Math.max(1, size.width - PAD.left - PAD.right),
    height: Math.max(1, size.height - PAD.top - PAD.bottom),
  };
  const stepX = labels.length > 1 ? plot.width / (labels.length - 1) : 0;
  const x = (i: number) => PAD.left + i * stepX;
  const y = (v: number) => PAD.top + plot.height - (v / top) * plot.height;
  const every = Math.max(1, Math.ceil(labels.length / Math.max(1, Math.floor(plot.width / LABEL_GAP))));

  const onMove = (e: PointerEvent<SVGSVGElement>) => {
    if (labels.length === 0) return;
    const left = e.currentTarget.getBoundingClientRect().left;
    const i = stepX ? Math.round((e.clientX - left - PAD.left) / stepX) : 0;
    setHover(Math.min(labels.length - 1, Math.max(0, i)));
  };
  const toggle = (i: number) =>
    setHidden((h) => {
      const next = new Set(h);
      if (!next.delete(i)) next.add(i);
      return next;
    });

  const text = { fill: token.colorTextSecondary, fontSize: token.fontSizeSM };
  return (
    <div
      aria-hidden="true"
      data-testid={testId}
      style={{ display: 'flex', flexDirection: 'column', height, fontSize: token.fontSizeSM }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '4px 16px' }}>
        {series.map((s, i) => (
          <span
            key={s.name}
            data-legend={s.name}
            onClick={() => toggle(i)}
            style={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 6,
              cursor: 'pointer',
              userSelect: 'none',
              color: hidden.has(i) ? token.colorTextDisabled : token.colorText,
            }}
          >
            <span
              style={{
                width: 16,
                height: 3,
                borderRadius: 2,
                background: hidden.has(i) ? token.colorTextDisabled : color(i),
              }}
            />
            {s.name}
          </span>
        ))}
      </div>
      <div ref={plotBox} style={{ position: 'relative', flex: 1, minHeight: 0 }}>
        <svg
          width={size.width}
          height={size.height}
          style={{ display: 'block' }}
          onPointerMove={onMove}
          onPointerLeave={() => setHover(null)}
        >
          {ticks.map((v) => (
            <g key={v}>
              <line
                x1={PAD.left}
                x2={PAD.left + plot.width}
                y1={y(v)}
                y2={y(v)}
                stroke={v === 0 ? token.colorBorder : token.colorBorderSecondary}
                strokeDasharray={v === 0 ? undefined : '4 4'}
              />
              <text x={PAD.left - 8} y={y(v)} textAnchor="end" dominantBaseline="middle" {...text}>
                {v.toLocaleString()}
              </text>
            </g>
          ))}
          {labels.map((label, i) =>
            i % every === 0 ? (
              <text key={i} x={x(i)} y={PAD.top + plot.height + 18} textAnchor="middle" {...text}>
                {label}
              </text>
            ) : null,
          )}
          {hover !== null && (
            <line
              x1={x(hover)}
              x2={x(hover)}
              y1={PAD.top}
              y2={PAD.top + plot.height}
              stroke={token.colorBorder}
            />
          )}
          {shown.map((s) => (
            <g key={s.name} data-series={s.name}>
              <path
                d={s.data.map((v, i) => `${i ? 'L' : 'M'}${x(i)} ${y(v)}`).join('')}
                fill="none"
                stroke={color(s.i)}
                strokeWidth={2}
                strokeLinejoin="round"
              />
              {(showSymbol || hover !== null) &&
                s.data.map((v, i) =>
                  showSymbol || i === hover ? (
                    <circle
                      key={i}
                      cx={x(i)}
                      cy={y(v)}
                      r={i === hover ? 4 : 3}
                      fill={token.colorBgContainer}
                      stroke={color(s.i)}
                      strokeWidth={2}
                    />
                  ) : null,
                )}
            </g>
          ))}
        </svg>
        {hover !== null && (
          <div
            data-chart-tooltip
            style={{
              position: 'absolute',
              top: PAD.top,
              // Beside the hovered day, on whichever side has room.
              ...(x(hover) > size.width / 2
                ? { right: size.width - x(hover) + 12 }
                : { left: x(hover) + 12 }),
              pointerEvents: 'none',
              whiteSpace: 'nowrap',
              padding: '6px 10px',
              background: token.colorBgElevated,
              borderRadius: token.borderRadius,
              boxShadow: token.boxShadowSecondary,
              color: token.colorText,
            }}
          >
            <div style={{ color: token.colorTextSecondary }}>{labels[hover]}</div>
            {shown.map((s) => (
              <div key={s.name} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
                <span style={{ width: 8, height: 8, borderRadius: 4, background: color(s.i) }} />
                <span style={{ flex: 1 }}>{s.name}</span>
                <b style={{ marginLeft: 12 }}>{(s.data[hover] ?? 0).toLocaleString()}</b>
              </div>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
