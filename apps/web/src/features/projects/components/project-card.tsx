import type { ReactNode } from 'react';
import { Badge, Button, Card, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import {
  ClockCircleOutlined,
  CommentOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EyeOutlined,
  LikeOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime, UPLOAD_TRANSFERRING, type Visibility } from '@vsqx/domain';
import { PublicationBadge } from '../../../components/visibility/publication-badge';
import { fileUrls } from '../../../lib/api';

/** What a card shows, for a vsqx project and a MIDI project alike. */
export interface CardItem {
  kind: 'vsqx' | 'midi';
  id: number;
  uid: string;
  name: string;
  pic_exist: number;
  pic_version: number;
  music_length: string;
  up_time: number;
  upload_finish: number;
  click_num: number;
  download_num: number;
  comment_num: number;
  /** Likes: already in every list row, so the card shows them at no cost to the list query. */
  zan: number;
  /** Who sees it and a waiting schedule (the status badge). */
  visibility?: Visibility;
  publish_at?: number | null;
  /** The public page (opened in a new tab) and the edit route. */
  href: string;
  editTo: string;
}

interface Props {
  item: CardItem;
  /** The bulk checkbox, shown in the card's head row beside the status badge. */
  check?: ReactNode;
  deleting: boolean;
  onEdit(): void;
  onDelete(): void;
}

function Count({
  icon,
  value,
  label,
  testId,
}: {
  icon: ReactNode;
  value: number;
  label: string;
  testId: string;
}) {
  return (
    <Tooltip title={label}>
      <Typography.Text type="secondary" data-testid={testId}>
        {icon} {value}
      </Typography.Text>
    </Tooltip>
  );
}

/**
 * One card of spec §2 "Project list": cover (or the default), the duration badge only when a length is set,
 * the 'transferring' ribbon while upload_finish is 2, the title opening the project page in a new tab,
 * upload time, click / download / comment / like counts, edit and delete.
 */
export function ProjectCard({ item, check, deleting, onEdit, onDelete }: Props) {
  const { t } = useTranslation('projects');
  const transferring = item.upload_finish === UPLOAD_TRANSFERRING;
  const cover = (
    <a
      href={item.href}
      target="_blank"
      rel="noopener noreferrer"
      style={{ position: 'relative', display: 'block' }}
    >
      <img
        src={fileUrls.cover(item.uid, item.pic_exist ? item.pic_version : undefined)}
        alt={item.name}
        style={{ width: '100%', aspectRatio: '1.6', objectFit: 'cover', display: 'block' }}
        data-testid="project-cover"
      />
      {item.music_length ? (
        <Tag
          icon={<ClockCircleOutlined />}
          style={{
            position: 'absolute',
            right: 4,
            bottom: 6,
            margin: 0,
            background: 'rgba(0,0,0,.6)',
            color: '#fff',
            border: 0,
          }}
          data-testid="project-duration"
        >
          {item.music_length}
        </Tag>
      ) : null}
      {/* Which kind the card is: the merged list mixes them, and each opens its own edit page. */}
      <Tag
        color={item.kind === 'midi' ? 'purple' : 'blue'}
        style={{ position: 'absolute', left: 6, top: 6, margin: 0 }}
        data-testid="project-kind"
      >
        {item.kind === 'midi' ? t('list.kindMidi') : t('list.kindVsqx')}
      </Tag>
    </a>
  );
  const card = (
    <Card
      data-testid="project-card"
      data-kind={item.kind}
      data-id={item.id}
      styles={{ body: { padding: 14 } }}
      cover={cover}
      actions={[
        <Link key="edit" to={item.editTo} onClick={onEdit} data-testid="project-edit">
          <EditOutlined /> {t('list.edit')}
        </Link>,
        <Button
          key="delete"
          type="link"
          danger
          size="small"
          icon={<DeleteOutlined />}
          loading={deleting}
          onClick={onDelete}
          data-testid="project-delete"
        >
          {t('list.delete')}
        </Button>,
      ]}
    >
      <Flex vertical gap={6}>
        {(check || item.visibility !== 'public' || item.publish_at) && (
          <Flex gap={8} align="center" wrap>
            {check}
            <PublicationBadge
              visibility={item.visibility}
              publish_at={item.publish_at}
              style={{ margin: 0 }}
            />
          </Flex>
        )}
        <Typography.Link
          href={item.href}
          target="_blank"
          rel="noopener noreferrer"
          strong
          ellipsis
          style={{ fontSize: 15 }}
          data-testid="project-title"
        >
          {item.name}
        </Typography.Link>
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="project-time">
          {t('list.uploadedAt', { time: formatDateTime(item.up_time) })}
        </Typography.Text>
        <Space size={14}>
          <Count
            icon={<EyeOutlined />}
            value={item.click_num}
            label={t('list.clicks')}
            testId="project-clicks"
          />
          <Count
            icon={<DownloadOutlined />}
            value={item.download_num}
            label={t('list.downloads')}
            testId="project-downloads"
          />
          <Count
            icon={<CommentOutlined />}
            value={item.comment_num}
            label={t('list.comments')}
            testId="project-comments"
          />
          <Count icon={<LikeOutlined />} value={item.zan} label={t('list.likes')} testId="project-likes" />
        </Space>
      </Flex>
    </Card>
  );
  if (!transferring) return card;
  return (
    <Badge.Ribbon
      color="orange"
      text={
        <Tooltip title={t('list.transferringTip')}>
          <span data-testid="project-transferring">{t('list.transferring')}</span>
        </Tooltip>
      }
    >
      {card}
    </Badge.Ribbon>
  );
}
