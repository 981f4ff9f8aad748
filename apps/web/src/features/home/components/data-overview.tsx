import { useState } from 'react';
import { Card, Col, Segmented, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATS_FIELDS, STATS_LABELS } from '@vsqx/domain';
import { useStatsOverview } from '../api/stats';
import { useLang } from '../../../lib/i18n';
import { FixedRow } from '../../../components/fixed-row';

/** The data overview card with the vsqx / MIDI toggle; MIDI is fetched on the first toggle only. */
export function DataOverview({ onKindChange }: { onKindChange?: (kind: 'vsqx' | 'midi') => void }) {
  const { t } = useTranslation('home');
  const lang = useLang();
  const [kind, setKind] = useState<'vsqx' | 'midi'>('vsqx');
  const [midiWanted, setMidiWanted] = useState(false);
  const vsqx = useStatsOverview('vsqx');
  const midi = useStatsOverview('midi', midiWanted);
  const current = kind === 'vsqx' ? vsqx : midi;

  return (
    <Card
      title={t('overview')}
      data-testid="data-overview"
      extra={
        <Segmented
          value={kind}
          options={[
            { label: 'vsqx', value: 'vsqx' },
            { label: 'MIDI', value: 'midi' },
          ]}
          onChange={(v) => {
            const k = v as 'vsqx' | 'midi';
            if (k === 'midi') setMidiWanted(true);
            setKind(k);
            onKindChange?.(k);
          }}
        />
      }
    >
      {current.data ? (
        <FixedRow gutter={[16, 16]}>
          {STATS_FIELDS.map((f) => (
            <Col key={f} flex="1 1 140px">
              <Statistic title={STATS_LABELS[f][lang]} value={current.data[f]} data-testid={`stat-${f}`} />
            </Col>
          ))}
        </FixedRow>
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} />
      )}
    </Card>
  );
}
