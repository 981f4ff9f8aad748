import { Button, Space, Tooltip } from 'antd';
import {
  DownloadOutlined,
  LikeFilled,
  LikeOutlined,
  LoadingOutlined,
  StarFilled,
  StarOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIMITS, SITE_PATHS, UPLOAD_TRANSFERRING } from '@vsqx/domain';
import { useSession } from '../../../lib/session';
import { siteKeys } from '../api/keys';
import { useFavouriteToggle, useLikeToggle } from '../api/use-item-actions';
import { ConvertMenu } from './convert-menu';
import { AfterFirstScreen } from '../../../app/after-first-screen';

interface Props {
  type: 'v' | 'm';
  id: number;
  uploadFinish: number;
  myZan: boolean;
  myFav: boolean;
  /** For "下载为…": the file's uid and version, the author's switch, the licence and the title. */
  convert: {
    uid: string;
    version: number;
    extension: string;
    allowConvert: boolean;
    agreement: number;
    title: string;
  };
}

/** After a download starts, fetch the page again so the new download count shows. */
const RECOUNT_DELAY_MS = 1500;

/**
 * Download, like and favourite. While the file is being transferred the download waits and says so
 * (spec §4: downloadable within about 30 seconds; the page looks again every few seconds).
 */
export function ItemActions({ type, id, uploadFinish, myZan, myFav, convert }: Props) {
  const { t } = useTranslation('site');
  const session = useSession();
  const qc = useQueryClient();
  const like = useLikeToggle(type, id);
  const fav = useFavouriteToggle(id);
  const transferring = uploadFinish === UPLOAD_TRANSFERRING;
  const href = type === 'v' ? `/api/app/download/${id}` : `/api/app/download_midi/${id}`;
  const needLogin = () => window.location.assign(SITE_PATHS.login(window.location.pathname));
  const recount = () =>
    setTimeout(() => void qc.invalidateQueries({ queryKey: siteKeys.detail(type, id) }), RECOUNT_DELAY_MS);

  return (
    <Space wrap>
      {/* The tooltip's trigger sets state on mount: it comes after the first screen (app/after-first-screen.tsx). */}
      <AfterFirstScreen
        wrap={(button) => (
          <Tooltip
            title={
              transferring ? t('project.transferringTip', { seconds: LIMITS.transferWaitSeconds }) : undefined
            }
          >
            {button}
          </Tooltip>
        )}
      >
        <Button
          type="primary"
          icon={transferring ? <LoadingOutlined /> : <DownloadOutlined />}
          href={transferring ? undefined : href}
          disabled={transferring}
          data-testid="download-button"
          onClick={recount}
        >
          {transferring ? t('project.transferring') : t('project.download')}
        </Button>
      </AfterFirstScreen>
      {!transferring && <ConvertMenu type={type} id={id} {...convert} onDownloaded={recount} />}
      <Button
        icon={myZan ? <LikeFilled /> : <LikeOutlined />}
        type={myZan ? 'primary' : 'default'}
        ghost={myZan}
        loading={like.isPending}
        onClick={() => (session ? like.mutate() : needLogin())}
        data-testid="like-button"
        aria-pressed={myZan}
      >
        {myZan ? t('project.liked') : t('project.like')}
      </Button>
      {type === 'v' && (
        <Button
          icon={myFav ? <StarFilled /> : <StarOutlined />}
          type={myFav ? 'primary' : 'default'}
          ghost={myFav}
          loading={fav.isPending}
          onClick={() => (session ? fav.mutate(!myFav) : needLogin())}
          data-testid="fav-button"
          aria-pressed={myFav}
        >
          {myFav ? t('project.favourited') : t('project.favourite')}
        </Button>
      )}
    </Space>
  );
}
