import { Button, Card, Grid, Space, Table, Tag, Typography } from 'antd';
import { DownloadOutlined, RollbackOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type ProjectVersion } from '@vsqx/domain';
import { confirmDialog } from '../../lib/feedback';
import { saveDownload } from '../../lib/save-download';
import { useRestoreVersion, useVersions, versionDownloadUrl, type VersionKind } from './use-versions';
import { VersionChanges } from './version-changes';
import { formatSize } from './format-size';

interface Props {
  /** A vsqx project ('v', the default) or a MIDI project ('m'). */
  kind?: VersionKind;
  /** The project's id of that kind (music_id or midi_id). */
  id: number;
  title: string;
  owner?: boolean;
}

/**
 * The history of a project's file (DESIGN §8 "Versions"): version, size, date, note and downloads, each
 * downloadable; on the edit page (`owner`) an old version can be restored, which adds it as the newest,
 * and what changed between the last two versions is shown above.
 */
export function VersionHistory({ kind = 'v', id, title, owner = false }: Props) {
  const { t } = useTranslation('versions');
  const q = useVersions(kind, id);
  const restore = useRestoreVersion(kind, id);
  const rows = q.data ?? [];
  const newest = rows[0]?.version;
  // A phone shows the note, date, size and downloads under the version instead of in their own columns,
  // so the download and restore buttons stay in view without scrolling the table sideways.
  const wide = Grid.useBreakpoint().sm !== false;

  const onRestore = async (v: ProjectVersion) => {
    if (await confirmDialog(t('restoreConfirm', { version: v.version }))) restore.mutate(v.version);
  };

  return (
    <Card size="small" title={t('title')} data-testid="version-history">
      {owner && <VersionChanges versions={rows} />}
      <Table<ProjectVersion>
        rowKey="version"
        size="small"
        loading={q.isLoading}
        dataSource={rows}
        pagination={rows.length > 10 ? { pageSize: 10, hideOnSinglePage: true } : false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('empty') }}
        columns={[
          {
            title: t('version'),
            dataIndex: 'version',
            render: (n: number, v) => (
              <Space size={0} orientation="vertical">
                <Space size={4}>
                  <span>v{n}</span>
                  {n === newest && <Tag color="green">{t('current')}</Tag>}
                </Space>
                {!wide && v.note && <Typography.Text>{v.note}</Typography.Text>}
                {!wide && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatDateTime(v.created_at)} · {formatSize(v.size)} ·{' '}
                    {t('downloadsShort', { count: v.downloads })}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          { title: t('size'), dataIndex: 'size', responsive: ['sm'], render: (n: number) => formatSize(n) },
          {
            title: t('date'),
            dataIndex: 'created_at',
            responsive: ['sm'],
            render: (ms: number) => formatDateTime(ms),
          },
          {
            title: t('note'),
            dataIndex: 'note',
            responsive: ['sm'],
            render: (s: string) =>
              s ? (
                <Typography.Text>{s}</Typography.Text>
              ) : (
                <Typography.Text type="secondary">—</Typography.Text>
              ),
          },
          { title: t('downloads'), dataIndex: 'downloads', responsive: ['sm'] },
          {
            title: t('actions'),
            key: 'actions',
            render: (_: unknown, v) => (
              <Space size={4}>
                <Button
                  size="small"
                  icon={<DownloadOutlined />}
                  aria-label={t('download')}
                  onClick={() =>
                    void saveDownload(versionDownloadUrl(kind, id, v.version), `${title}.${v.file_extension}`)
                  }
                  data-testid={`version-download-${v.version}`}
                >
                  {wide && t('download')}
                </Button>
                {owner && v.version !== newest && (
                  <Button
                    size="small"
                    icon={<RollbackOutlined />}
                    aria-label={t('restore')}
                    loading={restore.isPending && restore.variables === v.version}
                    onClick={() => void onRestore(v)}
                    data-testid={`version-restore-${v.version}`}
                  >
                    {wide && t('restore')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
