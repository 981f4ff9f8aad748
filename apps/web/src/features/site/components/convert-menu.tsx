import { cloneElement, type ReactElement } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Dropdown, theme, Tooltip, Typography, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  AGREEMENTS,
  convertTargets,
  downloadPath,
  labelOf,
  type ConvertCharset,
  type ConvertFormat,
} from '@vsqx/domain';
import { useProjectMeta } from '../../../components/project-meta-panel';
import { currentLang } from '../../../lib/i18n';
import { saveDownload } from '../../../lib/save-download';
import { AfterFirstScreen, useEarlyMenu } from '../../../app/after-first-screen';

interface Props {
  type: 'v' | 'm';
  id: number;
  /** The project's uid and version, for the file's metadata (which formats it converts to). */
  uid: string;
  version: number;
  /** The file's extension: what the menu goes by when the file has no stored metadata. */
  extension: string;
  allowConvert: boolean;
  agreement: number;
  title: string;
  onDownloaded(): void;
}

/** One menu entry per target; UST twice (Shift-JIS as UTAU expects, and UTF-8). */
const ENTRIES: { key: string; as: ConvertFormat; charset?: ConvertCharset }[] = [
  { key: 'svp', as: 'svp' },
  { key: 'vsqx', as: 'vsqx' },
  { key: 'ustx', as: 'ustx' },
  { key: 'ust', as: 'ust' },
  { key: 'ustUtf8', as: 'ust', charset: 'utf-8' },
  { key: 'mid', as: 'mid' },
];

/**
 * "下载为…": the project file converted to another editor's format (DESIGN §8), each entry saying in one
 * line what survives. Offered only for the formats this file converts to (from its metadata); shown
 * disabled with the reason when the author switched it off. The licence on the page applies to the
 * converted file too, and the menu says so.
 */
export function ConvertMenu({
  type,
  id,
  uid,
  version,
  extension,
  allowConvert,
  agreement,
  title,
  onDownloaded,
}: Props) {
  const { t } = useTranslation('convert');
  const { token } = theme.useToken();
  const meta = useProjectMeta(uid, version);
  const { menu: openState, early } = useEarlyMenu();
  // Pending while the converted file is fetched and saved.
  const download = useMutation({
    mutationFn: (e: (typeof ENTRIES)[number]) =>
      saveDownload(downloadPath(type, id, e.as, e.charset), `${title}.${e.as}`),
    onSuccess: (saved) => {
      if (saved) onDownloaded();
    },
  });
  const busy = download.isPending;
  if (meta.isLoading) return null;
  const targets = convertTargets(meta.data, extension);
  if (!targets.length) return null;
  if (!allowConvert) {
    return (
      <AfterFirstScreen wrap={(button) => <Tooltip title={t('off')}>{button}</Tooltip>}>
        <Button icon={<DownOutlined />} iconPlacement="end" disabled data-testid="convert-menu">
          {t('downloadAs')}
        </Button>
      </AfterFirstScreen>
    );
  }
  const entries = ENTRIES.filter((e) => targets.includes(e.as));
  const items: MenuProps['items'] = entries.map((e) => ({
    key: e.key,
    label: (
      <div style={{ maxWidth: 340, whiteSpace: 'normal' }} data-testid={`convert-${e.key}`}>
        <Typography.Text strong>{t(`formats.${e.key}.name`)}</Typography.Text>
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`formats.${e.key}.keeps`)}
          </Typography.Text>
        </div>
      </div>
    ),
  }));
  const licence = labelOf(AGREEMENTS, agreement, currentLang());
  return (
    // The menu's trigger sets state on mount: it comes after the first screen (app/after-first-screen.tsx).
    <AfterFirstScreen
      wrap={(button) => (
        <Dropdown
          {...openState}
          trigger={['click']}
          placement="bottomLeft"
          menu={{
            items,
            onClick: ({ key }) => {
              const e = entries.find((x) => x.key === key);
              if (e) download.mutate(e);
            },
          }}
          popupRender={(menu) => (
            // antd's recipe for a menu with a footer: one elevated box, the menu inside it without its own shadow.
            <div
              style={{
                background: token.colorBgElevated,
                borderRadius: token.borderRadiusLG,
                boxShadow: token.boxShadowSecondary,
                // On a phone the six entries are taller than the room above or below the button: they scroll.
                maxHeight: '60vh',
                overflowY: 'auto',
              }}
            >
              {cloneElement(menu as ReactElement<{ style?: object }>, { style: { boxShadow: 'none' } })}
              <div
                style={{ padding: '8px 12px', maxWidth: 364, borderTop: `1px solid ${token.colorSplit}` }}
                data-testid="convert-licence"
              >
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('footer', { licence })}
                </Typography.Text>
              </div>
            </div>
          )}
        >
          {button}
        </Dropdown>
      )}
    >
      {/* The trigger's class from the start: antd's static stylesheet draws its arrow smaller, no 2 px jump later. */}
      <Button
        icon={<DownOutlined />}
        iconPlacement="end"
        loading={busy}
        className="ant-dropdown-trigger"
        data-testid="convert-menu"
        onClick={early}
      >
        {busy ? t('converting') : t('downloadAs')}
      </Button>
    </AfterFirstScreen>
  );
}
