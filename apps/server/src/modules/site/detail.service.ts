import { ALL_SINGER_TAGS, CLICK_WINDOW_MS, POPULARITY_WEIGHTS, splitTags, type MidiDetail, type ProjectDetail } from '@vsqx/domain';
import type { DB } from '../../db/database';
import type { AppContext } from '../../lib/context';
import { bumpDailyStat } from './daily-stats.repository';
import { bumpCounter, markView } from './counters.repository';
import { createDetailRepository } from './detail.repository';
import { assertVisible } from '../visibility/visibility.repository';

/** Who is looking: the user when logged in, else the address (behind the proxy, the client's). */
export interface Viewer {
  userId: number | null;
  ip: string;
}

export const viewerKey = (v: Viewer) => (v.userId ? `u:${v.userId}` : `ip:${v.ip}`.slice(0, 64));

/**
 * Marks a download by this viewer in this window; answers whether it is the first, i.e. whether it counts
 * (issue 18: repeated downloads by one user or address count once, as views do). Run it inside the
 * transaction that bumps the counters.
 */
export function firstDownload(trx: DB, type: 'v' | 'm', id: number, viewer: Viewer, now = Date.now()): Promise<boolean> {
  return markView(trx, viewerKey(viewer), type === 'v' ? 'dv' : 'dm', id, Math.floor(now / CLICK_WINDOW_MS));
}

export function createDetailService(ctx: AppContext) {
  const repo = createDetailRepository(ctx.db);

  /** Counts a click unless this viewer already clicked this hour; answers whether it counted. */
  async function countClick(type: 'v' | 'm', id: number, ownerId: number, viewer: Viewer): Promise<boolean> {
    const now = Date.now();
    return ctx.db.transaction().execute(async (trx) => {
      if (!(await markView(trx, viewerKey(viewer), type, id, Math.floor(now / CLICK_WINDOW_MS)))) return false;
      await bumpCounter(trx, type, id, 'click_num', 1);
      await bumpDailyStat(trx, { projectType: type, projectId: id, userId: ownerId, field: 'clicks', at: now });
      return true;
    });
  }

  async function myState(userId: number | null, type: 'v' | 'm', id: number) {
    if (!userId) return { my_zan: false, my_fav: false };
    const [my_zan, my_fav] = await Promise.all([repo.liked(userId, type, id), type === 'v' ? repo.favourited(userId, id) : false]);
    return { my_zan, my_fav };
  }

  return {
    /** The public project page's data; the view counts a click (DESIGN §5). */
    async project(musicId: number, viewer: Viewer): Promise<ProjectDetail> {
      const found = await repo.vsqx(musicId);
      assertVisible(found && { visibility: found.visibility, ownerId: found.uid }, viewer.userId);
      const { visibility: _v, ...row } = found!;
      if (await countClick('v', musicId, row.uid, viewer)) {
        row.click_num += 1;
        row.score += POPULARITY_WEIGHTS.click;
      }
      const tags = splitTags(row.tag);
      return { ...row, tags, singer_tags: tags.filter((t) => ALL_SINGER_TAGS.includes(t)), ...(await myState(viewer.userId, 'v', musicId)) };
    },

    async midi(midiId: number, viewer: Viewer): Promise<MidiDetail> {
      const found = await repo.midi(midiId);
      assertVisible(found && { visibility: found.visibility, ownerId: found.uid }, viewer.userId);
      const { visibility: _v, ...row } = found!;
      if (await countClick('m', midiId, row.uid, viewer)) {
        row.click_num += 1;
        row.score += POPULARITY_WEIGHTS.click;
      }
      return { ...row, tags: splitTags(row.tag), ...(await myState(viewer.userId, 'm', midiId)) };
    },
  };
}
