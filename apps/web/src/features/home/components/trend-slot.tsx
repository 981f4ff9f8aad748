import { lazy, Suspense, useMemo, useRef } from 'react';
import { Card, Skeleton, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTrend } from '../api/trend';
import { TrendTable } from './trend-table';
import { useInView } from '../../../lib/use-in-view';

/** The chart is loaded only when it comes near the viewport: below the fold on a cold load, it stays off the first screen's bytes. */
const TrendChart = lazy(() => import('./trend-chart'));

/** The chart's size, held while its code loads (no layout shift). */
const loading = <Skeleton.Node active style={{ width: '100%', height: 280 }} />;

/** The 30-day trend under the data overview: clicks, downloads, likes, comments of vsqx or MIDI projects. */
export function TrendSlot({ kind }: { kind: 'vsqx' | 'midi' }) {
  const { t } = useTranslation('home');
  const { token } = theme.useToken();
  const trend = useTrend(kind);
  const box = useRef<HTMLDivElement>(null);
  const near = useInView(box);
  const names = useMemo(
    () => ({
      clicks: t('trend.clicks'),
      downloads: t('trend.downloads'),
      likes: t('trend.likes'),
      comments: t('trend.comments'),
    }),
    [t],
  );
  const points = trend.data ?? [];
  const empty = points.every((p) => p.clicks + p.downloads + p.likes + p.comments === 0);
  return (
    <Card
      title={t('trend.title')}
      data-testid="trend-chart"
      data-kind={kind}
      extra={
        trend.data && empty && <span style={{ color: token.colorTextSecondary }}>{t('trend.empty')}</span>
      }
    >
      {/* Always mounted, so the viewport watch starts at once, with or without the figures yet. */}
      <div ref={box}>
        {trend.data ? (
          <>
            <div>
              {/* Out of view it is a still box of the chart's size, not a skeleton: nothing is loading yet. */}
              {near ? (
                <Suspense fallback={loading}>
                  <TrendChart points={points} names={names} />
                </Suspense>
              ) : (
                <div
                  aria-hidden
                  style={{
                    height: 280,
                    borderRadius: token.borderRadiusLG,
                    background: token.colorFillQuaternary,
                  }}
                />
              )}
            </div>
            <TrendTable caption={t('trend.title')} dayLabel={t('trend.day')} points={points} names={names} />
          </>
        ) : (
          <Skeleton active paragraph={{ rows: 6 }} />
        )}
      </div>
    </Card>
  );
}
