import {
  CARD_COUNT_KEYS,
  cardCounts,
  cardDay,
  SITE_PATHS,
  type Lang,
  type ProjectCard,
  type SiteHome,
} from '@vsqx/domain';
import type { AppContext } from '../lib/context';
import { createDiscoveryService } from '../modules/discovery/discovery.service';
import { fileKeys } from '../files/file-store';
import { escapeHtml, firstPaintFrame, fpText } from './first-paint-frame';

/** The id of the site home's data in its HTML, read by apps/web site/site-router.tsx. */
export const SITE_HOME_DATA_ID = 'site-home-data';

/**
 * The site home's first screen as its HTML can carry it (issue 19), so a phone does not wait for the app's
 * code to run before asking for it:
 * - its data, the `data` of GET /api/app/home (the same for every visitor), as a JSON data block: the app
 *   reads it instead of making that request, one round trip after some 300 KB of code;
 * - a high-priority preload of its largest picture (Lighthouse's LCP element), the first newest project's
 *   cover, at the address the card asks for (apps/web `fileUrls.cover`: the same version query, so the
 *   browser reuses the answer).
 * - its first screen as markup (`siteHomeFirstPaint`), painted before the app's code has run.
 * A data block is not run, so the CSP (`script-src 'self'`) holds; `<` is escaped so no text can close it.
 */
export async function siteHomeFirstScreen(
  ctx: AppContext,
  lang: Lang,
): Promise<{ head: string; paint: string }> {
  const home: SiteHome = await createDiscoveryService(ctx).home();
  const json = JSON.stringify(home).replace(/</g, '\\u003c');
  const first = home.newest[0];
  const head = [
    first && imagePreloadTag(coverUrl(first)),
    `<script type="application/json" id="${SITE_HOME_DATA_ID}">${json}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
  return { head, paint: siteHomeFirstPaint(home, lang) };
}

/** A card's cover at the address the app asks for (apps/web `fileUrls.cover`), so the browser reuses the answer. */
const coverUrl = (p: ProjectCard) =>
  `/files/${fileKeys.cover(p.vsqx_uid)}${p.pic_version ? `?v=${p.pic_version}` : ''}`;

/*
 * The home's layout (apps/web site-home-page.tsx, card-grid.tsx, item-card.tsx): the title block, then the
 * newest projects' card with the grid of cover cards, two columns on a phone, three from 576 px, four from
 * 768 px, 16 px gutters; a card's cover is 1.6 : 1, its body three lines (22 + 20 + 20 px, 4 px apart).
 * Here the covers are 1.59 : 1, under a pixel taller: Chrome rounds an image's painted area, and the app's
 * same cover at the very same box came out a few pixels larger than the HTML's, a new "largest" paint that
 * moved the LCP back to React's render (measured with PerformanceObserver, 2026-11-26). The counts stay on
 * one line, the first two only on a narrow card, as apps/web app/base.css has them.
 */
const HOME_CSS = `
.fp-hero{display:flex;flex-direction:column;align-items:center;gap:12px;padding:24px 0 8px;text-align:center}
.fp-hero h1{font-size:30px;line-height:1.2105263;font-weight:600;margin:0}
.fp-search{display:flex;width:100%;max-width:560px;margin:0}
.fp-search input{flex:1;min-width:0;height:40px;font:inherit;font-size:16px;padding:0 11px;border:1px solid #d9d9d9;border-right:0;border-radius:10px 0 0 10px}
.fp-search button{height:40px;padding:0 15px;font:inherit;font-size:16px;color:#fff;background:#137c76;border:0;border-radius:0 10px 10px 0}
.fp-grid{display:flex;flex-wrap:wrap;margin:-8px;list-style:none;padding:0}
.fp-grid>li{width:50%;padding:8px}
@media (min-width:576px){.fp-grid>li{width:33.3333%}}
@media (min-width:768px){.fp-grid>li{width:25%}}
.fp-item{background:#fff;border:1px solid #f0f0f0;border-radius:10px}
.fp-item>a{position:relative;display:block;margin:-1px -1px 0}
.fp-item img{display:block;width:100%;aspect-ratio:1.59;height:auto;object-fit:cover;border-radius:10px 10px 0 0}
.fp-len{position:absolute;right:6px;bottom:6px;background:rgba(0,0,0,.6);color:#fff;font-size:12px;padding:0 6px;border-radius:4px}
.fp-ib{padding:12px;display:flex;flex-direction:column;gap:4px}
.fp-ib .fp-t{font-weight:600;color:rgba(0,0,0,.88)}
.fp-ib .fp-meta{display:flex;justify-content:space-between;gap:8px;font-size:12px;line-height:20px}
.fp-ib .fp-meta a{color:rgba(0,0,0,.57);min-width:0;max-width:120px}
.fp-counts{display:flex;gap:10px;font-size:12px;line-height:20px;height:20px;overflow:hidden;white-space:nowrap}
.fp-ib{container-type:inline-size}
@container (max-width:219px){.fp-counts>:nth-child(n+3){display:none}}
`.replace(/\n/g, '');

/** One cover card as the app draws it (item-card.tsx), its links working without JavaScript. */
function cardMarkup(p: ProjectCard, lang: Lang, first: boolean): string {
  const href = SITE_PATHS.project(p.music_id);
  const n = cardCounts(p);
  const counts = CARD_COUNT_KEYS.map(
    (k) => `<span title="${fpText(lang, `common:counts.${k}`)}">${escapeHtml(n[k])}</span>`,
  ).join('');
  return (
    `<li><div class="fp-item"><a href="${href}">` +
    `<img src="${escapeHtml(coverUrl(p))}" alt="${escapeHtml(p.music_name)}" width="320" height="200"` +
    `${first ? ' fetchpriority="high"' : ''}>` +
    `${p.music_length ? `<span class="fp-len">${escapeHtml(p.music_length)}</span>` : ''}</a>` +
    `<div class="fp-ib"><a class="fp-t fp-one" href="${href}" title="${escapeHtml(p.music_name)}">${escapeHtml(p.music_name)}</a>` +
    `<div class="fp-meta"><a class="fp-one" href="${SITE_PATHS.space(p.uid)}">${escapeHtml(p.username)}</a>` +
    `<span class="fp-muted">${cardDay(p.up_time)}</span></div>` +
    `<div class="fp-counts fp-muted">${counts}</div></div></div></li>`
  );
}

/**
 * The site home's first screen from its data: the title, a search form (a plain GET to /search, working
 * without JavaScript) and the newest projects' cards. The lists below the first screen are the app's.
 */
export function siteHomeFirstPaint(home: SiteHome, lang: Lang): string {
  const t = (key: Parameters<typeof fpText>[1]) => fpText(lang, key);
  const cards = home.newest.map((p, i) => cardMarkup(p, lang, i === 0)).join('');
  return firstPaintFrame(
    lang,
    `<style>${HOME_CSS}</style>` +
      `<div class="fp-hero"><h1>${t('home.title')}</h1><span class="fp-muted">${t('home.subtitle')}</span>` +
      `<form class="fp-search" role="search" action="/search" method="get">` +
      `<input type="search" name="q" maxlength="50" placeholder="${t('search.placeholder')}" aria-label="${t('search.placeholder')}">` +
      `<button type="submit">${t('search.button')}</button></form></div>` +
      `<section class="fp-card" style="margin-top:24px"><h2 class="fp-head">${t('home.newest')}</h2>` +
      `<div class="fp-body">${cards ? `<ul class="fp-grid">${cards}</ul>` : ''}</div></section>`,
  );
}

/** `<link rel="preload" as="image">` at high priority: the picture downloads beside the app's code. */
export const imagePreloadTag = (href: string) =>
  `<link rel="preload" as="image" href="${href.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}" fetchpriority="high" />`;
