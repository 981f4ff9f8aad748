import type { DB } from '../../db/database';
import type { CountedType } from '../daily-stats/counters.repository';
import { visibleTo } from '../visibility/visibility.repository';

/** An item people can like or comment on: its owner and the name messages show. */
export interface ItemRef {
  ownerId: number;
  name: string;
}

/** How a square post is named in messages: its first characters. */
const POST_NAME_CHARS = 20;

/**
 * Finds a vsqx project, MIDI project, article or square post by id as `viewerId` may see it (undefined when
 * gone, or private and not theirs: modules/visibility).
 */
export async function findItem(
  db: DB,
  type: CountedType,
  id: number,
  viewerId: number | null,
): Promise<ItemRef | undefined> {
  const seen = (ref: ItemRef & { visibility: string }) =>
    visibleTo(ref, viewerId) ? { ownerId: ref.ownerId, name: ref.name } : undefined;
  if (type === 'v') {
    const r = await db
      .selectFrom('vsqx_projects')
      .select(['user_id', 'music_name', 'visibility'])
      .where('music_id', '=', id)
      .executeTakeFirst();
    return r && seen({ ownerId: r.user_id, name: r.music_name, visibility: r.visibility });
  }
  if (type === 'm') {
    const r = await db
      .selectFrom('midi_projects')
      .select(['user_id', 'midi_name', 'visibility'])
      .where('midi_id', '=', id)
      .executeTakeFirst();
    return r && seen({ ownerId: r.user_id, name: r.midi_name, visibility: r.visibility });
  }
  if (type === 'a') {
    const r = await db
      .selectFrom('articles')
      .select(['user_id', 'article_title', 'visibility'])
      .where('article_id', '=', id)
      .executeTakeFirst();
    return r && seen({ ownerId: r.user_id, name: r.article_title, visibility: r.visibility });
  }
  const r = await db
    .selectFrom('square_posts')
    .select(['user_id', 'text'])
    .where('id', '=', id)
    .executeTakeFirst();
  return r && { ownerId: r.user_id, name: [...r.text].slice(0, POST_NAME_CHARS).join('') };
}
