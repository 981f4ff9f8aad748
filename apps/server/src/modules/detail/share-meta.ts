import { msg, type Lang, type MidiDetail, type ProjectDetail } from '@vsqx/domain';
import type { DB } from '../../db/database';
import { fileKeys } from '../../files/file-store';

/** What a shared link of a page shows: its title, a line of description and, when it has one, its picture. */
export interface ShareMeta {
  title: string;
  description: string;
  /** Path of the picture on this site (a cover or an avatar), made absolute with PUBLIC_URL. */
  image?: string;
  /**
   * The same-site picture the page shows largest in its first screen (a project's cover), preloaded from the
   * HTML: without it the request starts only once the app's code has run and the project's data is in.
   */
  preloadImage?: string;
  type: 'article' | 'profile' | 'website';
}

/** Descriptions longer than this are cut: link previews show about two lines. */
const DESCRIPTION_CHARS = 150;

const plain = (text: string | null | undefined) =>
  (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const cut = (text: string) =>
  text.length > DESCRIPTION_CHARS ? `${text.slice(0, DESCRIPTION_CHARS - 1)}…` : text;
/** A public file's address (files.routes serves `/files/{key}`), versioned so a preview never shows an older picture. */
const fileUrl = (key: string, version: number) => `/files/${key}${version ? `?v=${version}` : ''}`;
const cover = (uid: string, pic: number, version: number) =>
  pic ? fileUrl(fileKeys.cover(uid), version) : undefined;

/** A private item's link shows nobody its title (crawlers have no session); an unlisted one is shared by its link. */
const shareable = <T extends { visibility: string }>(row: T | undefined) =>
  row && row.visibility !== 'private' ? row : undefined;

/**
 * A project's or a MIDI project's share data, from the answer its page's HTML carries (project-first-screen.ts:
 * the anonymous API answer, null for a private item), so the page reads the project once for both.
 */
export function projectShareMeta(data: ProjectDetail | MidiDetail): ShareMeta {
  const [title, desc, uid] =
    'music_name' in data
      ? [data.music_name, data.music_desc, data.vsqx_uid]
      : [data.midi_name, data.midi_desc, data.midi_uid];
  const image = cover(uid, data.pic_exist, data.pic_version);
  return { title, description: cut(plain(desc)), image, preloadImage: image, type: 'article' };
}

/**
 * The share data of the article or personal space a site address names, read with the same visibility as its
 * public API answer to someone logged out: an item that answer would 404 (missing, private, or a disabled
 * account's space) gives null, and the page keeps the site's generic tags. A project page's come from
 * `projectShareMeta`.
 */
export async function shareMetaFor(db: DB, url: string, lang: Lang): Promise<ShareMeta | null> {
  const m = /^\/(article\/an|space\/)(\d{1,15})$/.exec(url);
  if (!m) return null;
  const id = Number(m[2]);
  if (!Number.isSafeInteger(id)) return null;
  if (m[1] === 'article/an') {
    const a = await db
      .selectFrom('articles')
      .select(['article_title', 'article_html', 'article_cover', 'visibility'])
      .where('article_id', '=', id)
      .executeTakeFirst()
      .then(shareable);
    return a
      ? {
          title: a.article_title,
          description: cut(plain(a.article_html)),
          image: a.article_cover || undefined,
          type: 'article',
        }
      : null;
  }
  const u = await db
    .selectFrom('users')
    .select(['username', 'p_desc', 'avatar_exist', 'avatar_version'])
    .where('id', '=', id)
    .where('disabled', '=', 0)
    .executeTakeFirst();
  if (!u) return null;
  const avatar = u.avatar_exist ? fileUrl(fileKeys.avatar(id), u.avatar_version) : undefined;
  return {
    title: u.username,
    description: cut(plain(u.p_desc)) || msg('siteDescription', lang),
    image: avatar,
    type: 'profile',
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The site's index.html with the page's title, description and Open Graph tags in its head (crawlers do not
 * run the app's JavaScript). Everything from the database is escaped; no script is added, so the CSP holds.
 */
export function withShareTags(
  html: string,
  meta: ShareMeta,
  opts: { publicUrl: string; path: string; lang: Lang },
): string {
  const site = msg('siteName', opts.lang);
  const title = `${meta.title} - ${site}`;
  const description = meta.description || msg('siteDescription', opts.lang);
  const abs = (p: string) =>
    /^https?:\/\//.test(p) ? p : `${opts.publicUrl}${p.startsWith('/') ? '' : '/'}${p}`;
  const tags: [string, string, string][] = [
    ['property', 'og:site_name', site],
    ['property', 'og:type', meta.type],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', abs(opts.path)],
    ...(meta.image ? [['property', 'og:image', abs(meta.image)] as [string, string, string]] : []),
    ['name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'],
  ];
  const head =
    `<title>${escapeHtml(title)}</title>\n    <meta name="description" content="${escapeHtml(description)}" />\n` +
    tags
      .map(([attr, key, value]) => `    <meta ${attr}="${key}" content="${escapeHtml(value)}" />`)
      .join('\n') +
    // The address the page's <img> asks for (apps/web fileUrls.cover), so the browser reuses the answer.
    (meta.preloadImage
      ? `\n    <link rel="preload" as="image" href="${escapeHtml(meta.preloadImage)}" fetchpriority="high" />`
      : '');
  // The build's own title and description give way to the page's (a function replacement: no `$&` patterns).
  const rest = html.replace(/<meta\s+name="description"[^>]*>\s*/, '');
  return /<title>[^<]*<\/title>/.test(rest)
    ? rest.replace(/<title>[^<]*<\/title>/, () => head)
    : rest.replace('</head>', () => `${head}\n  </head>`);
}
