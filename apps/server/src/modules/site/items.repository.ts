import type { DB } from '../../db/database';
import type { CountedType } from './counters.repository';

/** An item people can like or comment on: its owner and the name messages show. */
export interface ItemRef {
  ownerId: number;
  name: string;
}

/** How a square post is named in messages: its first characters. */
const POST_NAME_CHARS = 20;

/** Finds a vsqx project, MIDI project, article or square post by id (undefined when gone). */
export async function findItem(db: DB, type: CountedType, id: number): Promise<ItemRef | undefined> {
  if (type === 'v') {
    const r = await db.selectFrom('vsqx_projects').select(['user_id', 'music_name']).where('music_id', '=', id).executeTakeFirst();
    return r && { ownerId: r.user_id, name: r.music_name };
  }
  if (type === 'm') {
    const r = await db.selectFrom('midi_projects').select(['user_id', 'midi_name']).where('midi_id', '=', id).executeTakeFirst();
    return r && { ownerId: r.user_id, name: r.midi_name };
  }
  if (type === 'a') {
    const r = await db.selectFrom('articles').select(['user_id', 'article_title']).where('article_id', '=', id).executeTakeFirst();
    return r && { ownerId: r.user_id, name: r.article_title };
  }
  const r = await db.selectFrom('square_posts').select(['user_id', 'text']).where('id', '=', id).executeTakeFirst();
  return r && { ownerId: r.user_id, name: [...r.text].slice(0, POST_NAME_CHARS).join('') };
}
