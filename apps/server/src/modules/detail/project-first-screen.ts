import type { Lang } from '@vsqx/domain';
import type { AppContext } from '../../lib/context';
import { createDetailService } from './detail.service';
import { projectFirstPaint } from './project-first-paint';
import { projectShareMeta, type ShareMeta } from './share-meta';

/** The id of a project page's data in its HTML, read by apps/web site/site-router.tsx. */
export const PROJECT_DATA_ID = 'project-data';

/**
 * A project page's first-screen data as its HTML can carry it (issue 19), like the site home's
 * (plugins/site-home-first-screen.ts): the `data` of GET /api/app/project/{id} or /api/app/midi/{id} as
 * someone logged out gets it, so the page renders without waiting a round trip after its code. The HTML is
 * served to anyone, so only what that anonymous answer holds goes in: a private item gives nothing (its page
 * is the plain shell, as its missing-item 404 would be), whoever asks. No view is counted here: the app asks
 * the API once it runs, which counts the view and brings a logged-in visitor's like and favourite.
 * `type` and `id` let the app check the block is the address's. A data block is not run, so the CSP holds;
 * `<` is escaped so no text can close it. `paint` is the same answer as the page's first screen in markup
 * (project-first-paint.ts), painted before the app's code has run, and `meta` its share tags' data
 * (share-meta.ts): one read of the project for all three.
 */
export async function projectFirstScreen(
  ctx: AppContext,
  url: string,
  lang: Lang,
): Promise<{ head: string; paint: string; meta: ShareMeta | null }> {
  const none = { head: '', paint: '', meta: null };
  const m = /^\/project\/(vn|mn)(\d{1,15})$/.exec(url);
  if (!m) return none;
  const id = Number(m[2]);
  if (!Number.isSafeInteger(id)) return none;
  const detail = createDetailService(ctx);
  const type = m[1] === 'vn' ? 'v' : 'm';
  const data = type === 'v' ? await detail.anonymousProject(id) : await detail.anonymousMidi(id);
  if (!data) return none;
  const json = JSON.stringify({ type, id, data }).replace(/</g, '\\u003c');
  return {
    head: `<script type="application/json" id="${PROJECT_DATA_ID}">${json}</script>`,
    paint: projectFirstPaint(type, data, lang),
    meta: projectShareMeta(data),
  };
}
