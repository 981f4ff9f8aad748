import type { StatsOverview, TodoCounts } from '@vsqx/domain';
import type { AppContext } from '../../lib/context';
import { createMessagesService } from '../messages/messages.service';
import { createStatsRepository } from './stats.repository';

export function createStatsService(ctx: AppContext) {
  const repo = createStatsRepository(ctx.db);
  const messages = createMessagesService(ctx);
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

    /** The to-do card: waiting requests, unread replies and mentions (the inbox's own counts), transfers. */
    async todo(userId: number): Promise<TodoCounts> {
      const [licences, unread, vsqx, midi] = await Promise.all([
        repo.licencesWaiting(userId),
        messages.unreadCounts(userId),
        repo.transferring('vsqx_projects', userId),
        repo.transferring('midi_projects', userId),
      ]);
      return {
        licence_waiting: Number(licences.n),
        unread_comments: unread.comment,
        unread_mentions: unread.at,
        transferring: Number(vsqx.n) + Number(midi.n),
      };
    },
  };
}
