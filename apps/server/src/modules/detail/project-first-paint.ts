import {
  CARD_COUNT_KEYS,
  cardCounts,
  cardDay,
  SITE_PATHS,
  UPLOAD_TRANSFERRING,
  type CardCountKey,
  type Lang,
  type MidiDetail,
  type ProjectDetail,
} from '@vsqx/domain';
import { fileKeys } from '../../files/file-store';
import { escapeHtml, firstPaintFrame, fpText } from '../../plugins/first-paint-frame';

/*
 * The project page's header card as the app draws it (apps/web item-page-layout.tsx, author-line.tsx,
 * count-strip.tsx): the 240 × 150 cover, beside it (under it when the card is narrower than 240 + 24 + 280 px)
 * the kind tag and the title, the author and the upload day, the four counts, and the actions' row (its
 * buttons are the app's: here an empty row of their height).
 */
const PROJECT_CSS = `
.fp-ph{display:flex;flex-wrap:wrap;gap:24px}
.fp-ph>img{flex:none;object-fit:cover;border-radius:8px}
.fp-pc{flex:1;min-width:280px;display:flex;flex-direction:column;gap:12px}
.fp-row{display:flex;flex-wrap:wrap;align-items:center;gap:8px}
.fp-tag{font-size:12px;line-height:20px;padding:0 7px;border-radius:8px;border:1px solid #87e8de;background:#e6fffb;color:#006d75}
.fp-tag.fp-or{border-color:#ffd591;background:#fff7e6;color:#ad4e00}
.fp-pc h1{font-size:24px;line-height:1.2105263;font-weight:600;margin:0;overflow-wrap:anywhere}
.fp-author{display:inline-flex;align-items:center;gap:8px}
.fp-h .fp-author,.fp-c .fp-author{color:rgba(0,0,0,.88);font-weight:600}
.fp-av{width:32px;height:32px;border-radius:50%;background:#4fd1a5;color:#fff;display:inline-flex;align-items:center;justify-content:center;overflow:hidden;font-weight:400}
.fp-av img{width:100%;height:100%;object-fit:cover}
.fp-stats{display:flex;flex-wrap:wrap;gap:8px 32px;margin:0}
.fp-stats div{display:flex;flex-direction:column}
.fp-stats dt{color:rgba(0,0,0,.57);margin-bottom:4px}
.fp-stats dd{margin:0;font-size:20px;line-height:1.5}
.fp-acts{height:32px}
.fp-desc{white-space:pre-wrap;margin:0;overflow-wrap:anywhere}
@media (min-width:992px){.fp-main{width:calc((100% + 16px) * 2 / 3 - 16px)}}
`.replace(/\n/g, '');

/** What the header card and the introduction need, from a project's or a MIDI project's answer. */
interface PaintedItem {
  title: string;
  kind: string;
  coverUrl: string;
  author: ProjectDetail;
  upTime: number;
  transferring: boolean;
  counts: Record<CardCountKey, number>;
  intro: string;
}

const coverUrl = (uid: string, version: number) =>
  `/files/${fileKeys.cover(uid)}${version ? `?v=${version}` : ''}`;

function painted(type: 'v' | 'm', data: ProjectDetail | MidiDetail): PaintedItem {
  const counts = cardCounts(data);
  if (type === 'v') {
    const p = data as ProjectDetail;
    return {
      title: p.music_name,
      kind: p.file_extension ? p.file_extension.toUpperCase() : 'VSQX',
      coverUrl: coverUrl(p.vsqx_uid, p.pic_version),
      author: p,
      upTime: p.up_time,
      transferring: p.upload_finish === UPLOAD_TRANSFERRING,
      counts,
      intro: p.music_desc,
    };
  }
  const m = data as MidiDetail;
  return {
    title: m.midi_name,
    kind: 'MIDI',
    coverUrl: coverUrl(m.midi_uid, m.pic_version),
    author: m as unknown as ProjectDetail,
    upTime: m.up_time,
    transferring: m.upload_finish === UPLOAD_TRANSFERRING,
    counts,
    intro: m.midi_desc,
  };
}

/** The author's avatar as antd's Avatar draws it: the picture, else the first letter on the theme's green. */
function avatar(a: { uid: number; username: string; avatar_exist: number; avatar_version: number }) {
  if (!a.avatar_exist)
    return `<span class="fp-av" aria-hidden="true">${escapeHtml(a.username.slice(0, 1).toUpperCase())}</span>`;
  const v = a.avatar_version || a.avatar_exist;
  return `<span class="fp-av"><img src="/files/${escapeHtml(fileKeys.avatar(a.uid))}?v=${escapeHtml(v)}" alt="" width="32" height="32"></span>`;
}

/**
 * A project page's first screen from the anonymous answer its HTML carries (project-first-screen.ts): the
 * header card and the introduction. Only a public or unlisted item's answer reaches here; every text is the
 * user's and escaped.
 */
export function projectFirstPaint(type: 'v' | 'm', data: ProjectDetail | MidiDetail, lang: Lang): string {
  const p = painted(type, data);
  const count = (k: CardCountKey) =>
    `<div><dt>${fpText(lang, `common:counts.${k}`)}</dt><dd>${p.counts[k].toLocaleString('en-US')}</dd></div>`;
  const intro = p.intro.trim()
    ? `<section class="fp-card fp-sm fp-main" style="margin-top:16px"><h2 class="fp-head">${fpText(lang, 'project.description')}</h2>` +
      `<div class="fp-body"><p class="fp-desc">${escapeHtml(p.intro)}</p></div></section>`
    : '';
  return firstPaintFrame(
    lang,
    `<style>${PROJECT_CSS}</style>` +
      `<section class="fp-card"><div class="fp-body fp-ph">` +
      `<img src="${escapeHtml(p.coverUrl)}" alt="" width="240" height="150" fetchpriority="high">` +
      `<div class="fp-pc"><div class="fp-row"><span class="fp-tag">${escapeHtml(p.kind)}</span>` +
      (p.transferring ? `<span class="fp-tag fp-or">${fpText(lang, 'project.transferring')}</span>` : '') +
      `<h1>${escapeHtml(p.title)}</h1></div>` +
      `<div class="fp-row" style="gap:16px"><a class="fp-author" href="${SITE_PATHS.space(p.author.uid)}">` +
      `${avatar(p.author)}<span>${escapeHtml(p.author.username)}</span></a>` +
      `<span class="fp-muted">${fpText(lang, 'project.uploadedAt', cardDay(p.upTime))}</span></div>` +
      `<dl class="fp-stats">${CARD_COUNT_KEYS.map(count).join('')}</dl>` +
      `<div class="fp-acts"></div></div></div></section>` +
      intro,
  );
}
