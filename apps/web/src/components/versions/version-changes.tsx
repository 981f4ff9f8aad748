import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectVersion, VersionSummary } from '@vsqx/domain';

const FIELDS: (keyof VersionSummary)[] = ['tracks', 'notes', 'length'];

/**
 * What changed between the last two versions (tracks, notes, length), from the metadata read per version
 * (issue 10). Nothing is shown when there is one version or either file could not be read.
 */
export function VersionChanges({ versions }: { versions: ProjectVersion[] }) {
  const { t } = useTranslation('versions');
  const [now, before] = versions;
  if (!now?.summary || !before?.summary) return null;
  const parts = FIELDS.map((f) => {
    const a = before.summary![f] || '—';
    const b = now.summary![f] || '—';
    return a === b
      ? t('unchanged', { what: t(`field.${f}`), value: b })
      : t('changed', { what: t(`field.${f}`), from: a, to: b });
  });
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      title={t('changesTitle', { from: before.version, to: now.version })}
      description={parts.join(t('separator'))}
      data-testid="version-changes"
    />
  );
}
