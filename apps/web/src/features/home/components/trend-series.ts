/** The figures the trend shows, in chart order (shared by the chart and its table). */
export const TREND_SERIES = ['clicks', 'downloads', 'likes', 'comments'] as const;
