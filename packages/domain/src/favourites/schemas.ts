import { z } from 'zod';
import { listQuerySchema } from '../common/paging';
import { dbIdSchema } from '../common/ids';

/** `?page&page_size&sort=time|hot` of select_my_fav_list (DESIGN §5). */
export const favListQuerySchema = listQuerySchema;

/** `{music_id}` of fav_add, fav_cancel and fav_status. */
export const favParamsSchema = z.object({ music_id: dbIdSchema });

/** One favourite (spec §3 "Favourite"); times are epoch milliseconds. */
export const favouriteItemSchema = z.object({
  music_id: z.number().int(),
  music_name: z.string(),
  music_length: z.string(),
  pic_exist: z.number().int(),
  pic_version: z.number().int(),
  vsqx_uid: z.string(),
  /** The author's username, or the original author of a repost. */
  p_name: z.string(),
  add_time: z.number().int(),
  zan: z.number().int(),
  download_num: z.number().int(),
  comment_num: z.number().int(),
  click_num: z.number().int(),
});
export type FavouriteItem = z.infer<typeof favouriteItemSchema>;

/** GET fav_status/{music_id}: whether the caller has it and how many users do. */
export const favouriteStatusSchema = z.object({ favourite: z.boolean(), count: z.number().int() });
export type FavouriteStatus = z.infer<typeof favouriteStatusSchema>;
