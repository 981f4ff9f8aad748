import { Tag } from 'antd';
import { ClockCircleOutlined, EyeInvisibleOutlined, LinkOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type Visibility } from '@vsqx/domain';

interface Props {
  visibility?: Visibility;
  publish_at?: number | null;
  style?: React.CSSProperties;
}

/**
 * The status badge of a card or table row in my lists (DESIGN §8): 定时 with its time while a schedule waits,
 * else 私密 or 仅链接; a public item shows none (what is usual needs no mark).
 */
export function PublicationBadge({ visibility, publish_at, style }: Props) {
  const { t } = useTranslation('visibility');
  if (publish_at) {
    return (
      <Tag
        color="orange"
        icon={<ClockCircleOutlined />}
        style={style}
        data-testid="publication-badge"
        data-state="scheduled"
      >
        {t('badge.scheduled', { time: formatDateTime(publish_at) })}
      </Tag>
    );
  }
  if (visibility === 'private') {
    return (
      <Tag
        color="red"
        icon={<EyeInvisibleOutlined />}
        style={style}
        data-testid="publication-badge"
        data-state="private"
      >
        {t('badge.private')}
      </Tag>
    );
  }
  if (visibility === 'unlisted') {
    return (
      <Tag
        color="blue"
        icon={<LinkOutlined />}
        style={style}
        data-testid="publication-badge"
        data-state="unlisted"
      >
        {t('badge.unlisted')}
      </Tag>
    );
  }
  return null;
}
