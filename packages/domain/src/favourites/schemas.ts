import { z } from 'zod';
import { listQuerySchema } from '../common/paging';
import { dbIdSchema } from '../common/ids';

/** `?page&page_size&sort=time|hot` of select_my_fav_list (DESIGN §5). */
export const favListQuerySchema = listQuerySchema;

/** `{music_id}` of fav_add, fav_cancel and fav_status. */
export const favParamsSchema = z.object({ music_id: dbIdSchema });

/** One favourite (spec §3 "Favourite"); times are epoch milliseconds. */
export interface FavouriteItem {
  music_id: number;
  music_name: string;
  music_length: string;
  pic_exist: number;
  pic_version: number;
  vsqx_uid: string;
  /** The author's username, or the original author of a repost. */
  p_name: string;
  add_time: number;
  zan: number;
  download_num: number;
  comment_num: number;
  click_num: number;
}

/** GET fav_status/{music_id}: whether the caller has it and how many users do. */
export interface FavouriteStatus {
  favourite: boolean;
  count: number;
}
