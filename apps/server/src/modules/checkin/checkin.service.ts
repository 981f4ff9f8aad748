import { CHECKIN_POINTS, type CheckinState } from '@vsqx/domain';
import type { AppContext } from '../../lib/context';
import { conflict } from '../../lib/errors';
import { createCheckinRepository } from './checkin.repository';
import { dayOf } from '../daily-stats/daily-stats.repository';

/** The daily check-in: once per UTC day, adding to checkin_score (shown in the creator-home overview). */
export function createCheckinService(ctx: AppContext) {
  const repo = createCheckinRepository(ctx.db);
  async function state(userId: number, now = Date.now()): Promise<CheckinState> {
    const row = await repo.state(userId);
    return { checked_in: row.last_checkin_day === dayOf(now), checkin_score: row.checkin_score };
  }
  return {
    state,
    async checkIn(userId: number): Promise<CheckinState> {
      const now = Date.now();
      if (!(await repo.checkIn(userId, dayOf(now), CHECKIN_POINTS))) throw conflict('alreadyCheckedIn');
      return state(userId, now);
    },
  };
}
