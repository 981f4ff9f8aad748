import type { StatsOverview } from './schemas';

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
