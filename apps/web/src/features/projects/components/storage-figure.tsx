import { Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatSize } from '../../../components/versions/format-size';
import { useStorage } from '../api/use-storage';

/**
 * '已用空间 12.3 MB（含 8 个历史版本）' in the 工程管理 header (issue 21: versions count in the owner's storage),
 * where a creator deciding what to delete looks; the tooltip says what is and is not counted. Nothing shows
 * until the figure arrived (a failure leaves the header as it was).
 */
export function StorageFigure() {
  const { t } = useTranslation('projects');
  const { data } = useStorage();
  if (!data) return null;
  return (
    <Tooltip
      title={t('storage.detail', {
        files: data.files,
        projects: data.projects,
        midi: data.midi,
        versions: data.versions,
      })}
    >
      <Typography.Text type="secondary" data-testid="storage-used" data-bytes={data.bytes} tabIndex={0}>
        {t('storage.used', { size: formatSize(data.bytes), count: data.earlier_versions })}
      </Typography.Text>
    </Tooltip>
  );
}
