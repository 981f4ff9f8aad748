/** Data overview of the creator home (spec §3 "Stats"). */
export interface StatsOverview {
  all_project_num: number;
  all_click_num: number;
  all_download_num: number;
  all_comment_num: number;
  all_zan_num: number;
  vcourse_score: number;
  checkin_score: number;
}

export const STATS_FIELDS: readonly (keyof StatsOverview)[] = [
  'all_project_num',
  'all_click_num',
  'all_download_num',
  'all_comment_num',
  'all_zan_num',
  'vcourse_score',
  'checkin_score',
];

export const STATS_LABELS: Readonly<Record<keyof StatsOverview, { zh: string; en: string }>> = {
  all_project_num: { zh: '工程数', en: 'Projects' },
  all_click_num: { zh: '总点击', en: 'All clicks' },
  all_download_num: { zh: '下载数', en: 'Downloads' },
  all_comment_num: { zh: '评论数', en: 'Comments' },
  all_zan_num: { zh: '点赞数', en: 'Likes' },
  vcourse_score: { zh: '教程贡献分', en: 'Tutorial contribution' },
  checkin_score: { zh: '签到积分', en: 'Check-in score' },
};

/**
 * The creator home's to-do card (`GET /api/user/todo`): what waits for the creator, each with the page
 * that handles it. Counts only; the pages list the items.
 */
export interface TodoCounts {
  /** Licence requests to the creator still waiting for an answer (/authorization?status=replying). */
  licence_waiting: number;
  /** Unread replies to the creator (/comment). */
  unread_comments: number;
  /** Unread @-mentions of the creator (/at). */
  unread_mentions: number;
  /** The creator's projects and MIDI projects whose new file is still being transferred (/content). */
  transferring: number;
}
