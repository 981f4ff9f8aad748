import type { AppContext } from '../lib/context';
import { createDiscoveryRepository } from '../modules/discovery/discovery.repository';
import { fileKeys } from '../files/file-store';

/**
 * The cover the site home shows largest in its first screen (Lighthouse's LCP element, issue 19): the first
 * card of its newest projects, at the address the web's card asks for (apps/web `fileUrls.cover`: the same
 * version query, so the browser reuses the preloaded answer). Undefined when the site has no project yet.
 */
export async function siteHomeCover(ctx: Pick<AppContext, 'db' | 'dialect'>): Promise<string | undefined> {
  const [first] = await createDiscoveryRepository(ctx.db, ctx.dialect).newestProjects(1);
  if (!first) return undefined;
  return `/files/${fileKeys.cover(first.vsqx_uid)}${first.pic_version ? `?v=${first.pic_version}` : ''}`;
}

/**
 * `<link rel="preload" as="image">` for the first screen's largest picture at high priority: it downloads beside
 * the app's code instead of after the code has run and the page's data has come in.
 */
export const imagePreloadTag = (href: string) =>
  `<link rel="preload" as="image" href="${href.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}" fetchpriority="high" />`;
