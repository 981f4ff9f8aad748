import { Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SITE_PATHS, USE_TYPE_OPTIONS, formatDateTime, labelOf, type LicenceProjectType } from '@vsqx/domain';
import { currentLang } from '../../../lib/i18n';
import { useDerivatives } from '../api/use-licence-extras';
import { WorkLink } from './request-licence-info';
import { RowList } from '../../../components/row-list/row-list';
import { ListRow } from '../../../components/row-list/list-row';

/** "用这个工程做的作品": works licensees recorded under this project's licences (DESIGN §8). Hidden when none. */
export function DerivativesCard({
  projectType,
  projectId,
}: {
  projectType: LicenceProjectType;
  projectId: number;
}) {
  const { t } = useTranslation('licences');
  const q = useDerivatives(projectType, projectId);
  const works = q.data ?? [];
  if (works.length === 0) return null;
  return (
    <Card size="small" title={t('v2.derivatives')} data-testid="derivatives">
      <RowList
        size="small"
        items={works}
        rowKey={(w) => w.id}
        renderRow={(w) => (
          <ListRow
            data-testid="derivative"
            style={{ flexWrap: 'wrap', gap: 8, justifyContent: 'flex-start' }}
          >
            <WorkLink link={w.link} />
            {w.use_type && <Tag color="blue">{labelOf(USE_TYPE_OPTIONS, w.use_type, currentLang())}</Tag>}
            <Typography.Text type="secondary">
              <Typography.Link href={SITE_PATHS.space(w.licensee_uid)}>{w.licensee_name}</Typography.Link> ·{' '}
              {formatDateTime(w.created_at)}
            </Typography.Text>
          </ListRow>
        )}
      />
    </Card>
  );
}
