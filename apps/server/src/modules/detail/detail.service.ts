import {
  ALL_SINGER_TAGS,
  POPULARITY_WEIGHTS,
  splitTags,
  type MidiDetail,
  type ProjectDetail,
  type ViewSource,
} from '@vsqx/domain';
import type { AppContext } from '../../lib/context';
import { createDetailRepository } from './detail.repository';
import { viewerKeyOf, type Viewer } from '../analytics/analytics.record';
import { visibleTo } from '../visibility/visibility.repository';
import { notFound } from '../../lib/errors';
import { createCreditsService } from '../credits/credits.service';

/** Where a view came from, decided by the route (analytics.record.ts `viewSource`). */
export interface ViewOrigin {
  source: ViewSource;
  host: string;
}

export function createDetailService(ctx: AppContext) {
  const repo = createDetailRepository(ctx.db);
  const credits = createCreditsService(ctx);

  /**
   * Counts a click unless the owner is looking or this viewer's last counted view is under 30 minutes old
   * (issue 24). The view goes to the batch writer (analytics/view-buffer.ts), which changes the counter, the
   * home trend's day and the analytics event together, so the home card's clicks and the analytics views
   * agree. Answers whether it counts (as far as this instance can tell before the batch is written).
   */
  async function countClick(
    type: 'v' | 'm',
    id: number,
    ownerId: number,
    viewer: Viewer,
    origin: ViewOrigin,
  ): Promise<boolean> {
    if (viewer.userId === ownerId) return false;
    const now = Date.now();
    const viewerKey = await viewerKeyOf(ctx.db, viewer, now);
    return ctx.views.add({ type, id, ownerId, actorId: viewer.userId, viewerKey, at: now, ...origin });
  }

  async function myState(userId: number | null, type: 'v' | 'm', id: number) {
    if (!userId) return { my_zan: false, my_fav: false };
    const [my_zan, my_fav] = await Promise.all([
      repo.liked(userId, type, id),
      type === 'v' ? repo.favourited(userId, id) : false,
    ]);
    return { my_zan, my_fav };
  }

  /** A project's answer as the viewer sees it; undefined when it is not theirs to see (assertVisible's rule). */
  async function projectFor(musicId: number, viewerId: number | null) {
    const found = await repo.vsqx(musicId);
    if (!found || !visibleTo({ visibility: found.visibility, ownerId: found.uid }, viewerId))
      return undefined;
    const { visibility: _v, ...row } = found;
    const tags = splitTags(row.tag);
    return {
      ...row,
      tags,
      singer_tags: tags.filter((t) => ALL_SINGER_TAGS.includes(t)),
      ...(await myState(viewerId, 'v', musicId)),
      credits: await credits.publicCredits('v', musicId),
    } satisfies ProjectDetail;
  }

  async function midiFor(midiId: number, viewerId: number | null) {
    const found = await repo.midi(midiId);
    if (!found || !visibleTo({ visibility: found.visibility, ownerId: found.uid }, viewerId))
      return undefined;
    const { visibility: _v, ...row } = found;
    return {
      ...row,
      tags: splitTags(row.tag),
      ...(await myState(viewerId, 'm', midiId)),
      credits: await credits.publicCredits('m', midiId),
    } satisfies MidiDetail;
  }

  return {
    /** The public project page's data; the view counts a click (DESIGN §5) unless it is the owner's. */
    async project(
      musicId: number,
      viewer: Viewer,
      origin: ViewOrigin = { source: 'direct', host: '' },
    ): Promise<ProjectDetail> {
      // A private item answers as a missing one, so its existence does not show (visibility.repository.ts).
      const p = await projectFor(musicId, viewer.userId);
      if (!p) throw notFound();
      if (await countClick('v', musicId, p.uid, viewer, origin)) {
        p.click_num += 1;
        p.score += POPULARITY_WEIGHTS.click;
      }
      return p;
    },

    async midi(
      midiId: number,
      viewer: Viewer,
      origin: ViewOrigin = { source: 'direct', host: '' },
    ): Promise<MidiDetail> {
      const p = await midiFor(midiId, viewer.userId);
      if (!p) throw notFound();
      if (await countClick('m', midiId, p.uid, viewer, origin)) {
        p.click_num += 1;
        p.score += POPULARITY_WEIGHTS.click;
      }
      return p;
    },

    /**
     * What the two routes above answer someone logged out, without counting a view: for the page's HTML
     * (project-first-screen.ts), which anyone may fetch; the app's own request then counts the view.
     */
    anonymousProject: (musicId: number) => projectFor(musicId, null),
    anonymousMidi: (midiId: number) => midiFor(midiId, null),
  };
}
