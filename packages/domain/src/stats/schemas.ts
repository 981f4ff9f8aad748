import { z } from 'zod';

const int = z.number().int();

/** Data overview of the creator home (spec §3 "Stats"): `select_vsqx_data` / `select_midi_data`. */
export const statsOverviewSchema = z.object({
  all_project_num: int,
  all_click_num: int,
  all_download_num: int,
  all_comment_num: int,
  all_zan_num: int,
  vcourse_score: int,
  checkin_score: int,
});
export type StatsOverview = z.infer<typeof statsOverviewSchema>;

/**
 * The creator home's to-do card (`GET /api/user/todo`): what waits for the creator, each with the page
 * that handles it. Counts only; the pages list the items.
 */
export const todoCountsSchema = z.object({
  /** Licence requests to the creator still waiting for an answer (/authorization?status=replying). */
  licence_waiting: int,
  /** Unread replies to the creator (/comment). */
  unread_comments: int,
  /** Unread @-mentions of the creator (/at). */
  unread_mentions: int,
  /** The creator's projects and MIDI projects whose new file is still being transferred (/content). */
  transferring: int,
});
export type TodoCounts = z.infer<typeof todoCountsSchema>;
