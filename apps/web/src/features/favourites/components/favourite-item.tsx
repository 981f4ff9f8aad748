import { Button, Flex, Space, Tooltip, Typography } from 'antd';
import {
  ClockCircleOutlined,
  CommentOutlined,
  DownloadOutlined,
  EyeOutlined,
  LikeOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRelativeTime, SITE_PATHS, type FavouriteItem } from '@vsqx/domain';
import { fileUrls } from '../../../lib/api';
import { useLang } from '../../../lib/i18n';
import { ListRow } from '../../../components/row-list/list-row';

interface Props {
  item: FavouriteItem;
  cancelling: boolean;
  onCancel: () => void;
}

/** One favourite: cover, title link, author, counts, relative add time and the cancel button. */
export function FavouriteRow({ item, cancelling, onCancel }: Props) {
  const { t } = useTranslation(['favourites', 'common']);
  const lang = useLang();
  const href = SITE_PATHS.project(item.music_id);
  const counts = [
    { icon: <EyeOutlined />, n: item.click_num, label: t('common:counts.click') },
    { icon: <DownloadOutlined />, n: item.download_num, label: t('common:counts.download') },
    { icon: <CommentOutlined />, n: item.comment_num, label: t('common:counts.comment') },
    { icon: <LikeOutlined />, n: item.zan, label: t('common:counts.zan') },
  ];
  return (
    <ListRow
      data-testid="fav-item"
      data-music-id={item.music_id}
      actions={[
        <Button key="cancel" size="small" loading={cancelling} onClick={onCancel} data-testid="fav-cancel">
          {t('cancel')}
        </Button>,
      ]}
    >
      <Flex gap={16} align="center" style={{ minWidth: 0 }}>
        <a href={href} target="_blank" rel="noopener noreferrer" style={{ flex: 'none' }}>
          <img
            src={fileUrls.cover(item.vsqx_uid, item.pic_version)}
            alt={item.music_name}
            width={160}
            height={100}
            style={{
              width: 'min(160px, 28vw)',
              height: 'auto',
              aspectRatio: 1.6,
              objectFit: 'cover',
              borderRadius: 6,
              display: 'block',
            }}
          />
        </a>
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Typography.Link
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            strong
            ellipsis
            style={{ fontSize: 16 }}
            data-testid="fav-title"
          >
            {item.music_name}
          </Typography.Link>
          <Typography.Text type="secondary">
            {t('author', { name: item.p_name })}
            {item.music_length && (
              <span style={{ marginLeft: 12 }}>
                <ClockCircleOutlined /> {item.music_length}
              </span>
            )}
          </Typography.Text>
          <Space size={[16, 0]} wrap style={{ color: 'rgba(0,0,0,0.57)' }}>
            {counts.map((c) => (
              <Tooltip key={c.label} title={c.label}>
                <span>
                  {c.icon} {c.n}
                </span>
              </Tooltip>
            ))}
          </Space>
          <Tooltip title={formatDateTime(item.add_time)}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="fav-time">
              {t('addedAt', { time: formatRelativeTime(item.add_time, lang) })}
            </Typography.Text>
          </Tooltip>
        </Flex>
      </Flex>
    </ListRow>
  );
}
