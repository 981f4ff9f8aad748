import type { StatsOverview } from '@vsqx/domain';
import type { AppContext } from '../../lib/context';
import { createStatsRepository } from './stats.repository';

export function createStatsService(ctx: AppContext) {
  const repo = createStatsRepository(ctx.db);
  return {
    /** The data overview of spec §3, computed from the creator's real rows. */
    async overview(userId: number, kind: 'vsqx' | 'midi'): Promise<StatsOverview> {
      const [totals, scores] = await Promise.all([
        repo.projectTotals(kind === 'vsqx' ? 'vsqx_projects' : 'midi_projects', userId),
        repo.scores(userId),
      ]);
      return {
        all_project_num: Number(totals.all_project_num),
        all_click_num: Number(totals.all_click_num),
        all_download_num: Number(totals.all_download_num),
        all_comment_num: Number(totals.all_comment_num),
        all_zan_num: Number(totals.all_zan_num),
        vcourse_score: scores.vcourse_score,
        checkin_score: scores.checkin_score,
      };
    },
  };
}
