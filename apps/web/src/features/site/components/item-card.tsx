import type { CSSProperties } from 'react';
import { Card, Flex, Tag } from 'antd';
import {
  ClockCircleOutlined,
  CommentOutlined,
  DownloadOutlined,
  EyeOutlined,
  LikeOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  cardCounts,
  cardDay,
  SITE_PATHS,
  type ArticleCard,
  type MidiCard,
  type ProjectCard,
} from '@vsqx/domain';
import { fileUrls } from '../../../lib/api';

/** What a card shows, whatever it stands for. */
export interface CardModel {
  key: string;
  href: string;
  cover: string;
  title: string;
  uid: number;
  username: string;
  time: number;
  length?: string;
  counts: { click?: number; download?: number; comment?: number; zan?: number };
  /** Short labels under the title (e.g. a credited user's roles on the project). */
  tags?: string[];
}

const DEFAULT_ARTICLE_COVER = '/default-article-cover.jpg';

export const projectModel = (p: ProjectCard): CardModel => ({
  key: `v${p.music_id}`,
  href: SITE_PATHS.project(p.music_id),
  cover: fileUrls.cover(p.vsqx_uid, p.pic_version),
  title: p.music_name,
  uid: p.uid,
  username: p.username,
  time: p.up_time,
  length: p.music_length,
  counts: cardCounts(p),
});

export const midiModel = (m: MidiCard): CardModel => ({
  key: `m${m.midi_id}`,
  href: SITE_PATHS.midiProject(m.midi_id),
  cover: fileUrls.cover(m.midi_uid, m.pic_version),
  title: m.midi_name,
  uid: m.uid,
  username: m.username,
  time: m.up_time,
  counts: cardCounts(m),
});

export const articleModel = (a: ArticleCard): CardModel => ({
  key: `a${a.article_id}`,
  href: SITE_PATHS.article(a.article_id),
  cover: a.article_cover || DEFAULT_ARTICLE_COVER,
  title: a.article_title,
  uid: a.uid,
  username: a.username,
  time: a.timestamp,
  counts: { click: a.click_num, comment: a.comment_num },
});

/*
 * The card's texts are plain elements styled as antd's Typography would style them (the theme's colours):
 * a page shows up to 24 cards, and each `Typography ellipsis` brought a ResizeObserver and a Tooltip, each count
 * an antd Tooltip: a profile of the site home's first render on a phone pointed at them (issue 19). CSS
 * ellipsis cuts the same line; the full title and the counts' names are in `title` (shown on hover).
 */
const ONE_LINE: CSSProperties = {
  display: 'block',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
};
const TITLE: CSSProperties = { ...ONE_LINE, fontWeight: 600, color: 'rgba(0,0,0,0.88)' };
/** The theme's `colorTextDescription` (app/theme.ts), antd's secondary text. */
const SECONDARY = 'rgba(0,0,0,0.57)';
const AUTHOR: CSSProperties = { ...ONE_LINE, maxWidth: 120, fontSize: 12, color: SECONDARY };
const DATE: CSSProperties = { fontSize: 12, color: SECONDARY, whiteSpace: 'nowrap', flexShrink: 0 };
/** The body's lines at fixed heights (the title's 22 px, then 20 px each), as CardGrid's placeholder draws them. */
const LINE: CSSProperties = { height: 20, lineHeight: '20px' };
/** One line, whatever the card's width: base.css hides the counts after the second on a narrow card. */
const COUNTS: CSSProperties = {
  ...LINE,
  color: SECONDARY,
  fontSize: 12,
  display: 'flex',
  gap: 10,
  alignItems: 'center',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
};
const COVER: CSSProperties = { width: '100%', aspectRatio: '1.6', objectFit: 'cover', display: 'block' };
const LENGTH: CSSProperties = {
  position: 'absolute',
  right: 6,
  bottom: 6,
  background: 'rgba(0,0,0,0.6)',
  color: '#fff',
  fontSize: 12,
  padding: '0 6px',
  borderRadius: 4,
};

/**
 * A cover card: cover (1.6 : 1), title, author linking to their space, counts. `priority`: the cover is the
 * page's largest first paint (the first card of a page), asked for before the other pictures.
 */
export function ItemCard({ m, priority }: { m: CardModel; priority?: boolean }) {
  const { t } = useTranslation('common');
  const counts = [
    { key: 'click', icon: <EyeOutlined />, n: m.counts.click },
    { key: 'download', icon: <DownloadOutlined />, n: m.counts.download },
    { key: 'comment', icon: <CommentOutlined />, n: m.counts.comment },
    { key: 'zan', icon: <LikeOutlined />, n: m.counts.zan },
  ].filter((c) => c.n !== undefined);
  return (
    <Card
      hoverable
      size="small"
      data-testid="item-card"
      cover={
        <Link to={m.href} style={{ position: 'relative', display: 'block' }}>
          <img src={m.cover} alt={m.title} style={COVER} fetchPriority={priority ? 'high' : undefined} />
          {m.length && (
            <span style={LENGTH}>
              <ClockCircleOutlined /> {m.length}
            </span>
          )}
        </Link>
      }
    >
      <Flex vertical gap={4} className="item-card-text">
        <Link to={m.href}>
          <span style={TITLE} title={m.title}>
            {m.title}
          </span>
        </Link>
        <Flex justify="space-between" align="center" gap={8} style={LINE}>
          {/* The name gives way (ellipsis) and the date stays on one line: on a phone's two-column grid both
              did not fit, and the date broke after its second hyphen. */}
          <Link to={SITE_PATHS.space(m.uid)} style={{ minWidth: 0, overflow: 'hidden' }}>
            <span style={AUTHOR} title={m.username}>
              {m.username}
            </span>
          </Link>
          <span style={DATE}>{cardDay(m.time)}</span>
        </Flex>
        {m.tags && m.tags.length > 0 && (
          <Flex gap={4} wrap data-testid="item-card-tags">
            {m.tags.map((tag) => (
              <Tag key={tag} color="blue" style={{ marginInlineEnd: 0 }}>
                {tag}
              </Tag>
            ))}
          </Flex>
        )}
        {counts.length > 0 && (
          <div style={COUNTS} className="item-card-counts">
            {counts.map((c) => (
              <span key={c.key} title={t(`counts.${c.key}`)}>
                {c.icon} {c.n}
              </span>
            ))}
          </div>
        )}
      </Flex>
    </Card>
  );
}
