import { POPULARITY_WEIGHTS as W } from './limits';

export interface PopularityCounts {
  zan: number;
  download_num: number;
  comment_num: number;
  click_num: number;
}

/** Popularity score (spec §3): 15 x likes + 15 x downloads + 10 x comments + 1 x clicks. */
export function popularityScore(c: PopularityCounts): number {
  return W.zan * c.zan + W.download * c.download_num + W.comment * c.comment_num + W.click * c.click_num;
}
