import type { SiteHome } from '@vsqx/domain';
import type { AppContext } from '../lib/context';
import { createDiscoveryService } from '../modules/discovery/discovery.service';
import { fileKeys } from '../files/file-store';

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
 * A data block is not run, so the CSP (`script-src 'self'`) holds; `<` is escaped so no text can close it.
 */
export async function siteHomeFirstScreen(ctx: AppContext): Promise<string> {
  const home: SiteHome = await createDiscoveryService(ctx).home();
  const json = JSON.stringify(home).replace(/</g, '\\u003c');
  const first = home.newest[0];
  const cover =
    first && `/files/${fileKeys.cover(first.vsqx_uid)}${first.pic_version ? `?v=${first.pic_version}` : ''}`;
  return [
    cover && imagePreloadTag(cover),
    `<script type="application/json" id="${SITE_HOME_DATA_ID}">${json}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** `<link rel="preload" as="image">` at high priority: the picture downloads beside the app's code. */
export const imagePreloadTag = (href: string) =>
  `<link rel="preload" as="image" href="${href.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}" fetchpriority="high" />`;
