import { Card, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CREDIT_ROLE_OPTIONS, SITE_PATHS, labelOf } from '@vsqx/domain';
import { currentLang } from '../../lib/i18n';
import { useCredited } from './use-credits';

/** The space's "参与的作品": projects this user accepted a credit on (DESIGN §8). Hidden when none. */
export function CreditedWorksCard({ uid }: { uid: number }) {
  const { t } = useTranslation('licences');
  const q = useCredited(uid);
  const rows = q.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Card size="small" title={t('credits.credited')} data-testid="space-credited">
      <List
        size="small"
        dataSource={rows}
        rowKey={(r) => `${r.project_type}${r.project_id}${r.role}`}
        renderItem={(r) => (
          <List.Item style={{ justifyContent: 'flex-start', gap: 8, flexWrap: 'wrap' }}>
            <Typography.Link href={r.project_type === 'm' ? SITE_PATHS.midiProject(r.project_id) : SITE_PATHS.project(r.project_id)}>{r.name}</Typography.Link>
            <Tag>{labelOf(CREDIT_ROLE_OPTIONS, r.role, currentLang())}</Tag>
          </List.Item>
        )}
      />
    </Card>
  );
}
