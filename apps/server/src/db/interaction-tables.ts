/** What users do to items: favourites, likes, comments, and the messages those write (spec §2 消息). */
import type { Generated, Insertable } from 'kysely';
import type { Millis } from './account-tables';

export interface FavouritesTable {
  id: Generated<number>;
  user_id: number;
  music_id: number;
  add_time: Millis;
}

export interface LikesTable {
  user_id: number;
  target_type: string; // 'v' | 'm' | 'a'
  target_id: number;
  created_at: Millis;
}

export interface CommentsTable {
  id: Generated<number>;
  scene: number;
  project_id: number;
  user_id: number;
  text: string;
  reply_to: number | null;
  created_at: Millis;
}

/** All four message kinds in one table; a kind uses the columns its spec entity names. */
export interface MessagesTable {
  id: Generated<number>;
  to_user_id: number;
  kind: string; // 'comment' | 'at' | 'apply' | 'system'
  from_user_id: number | null;
  scene: number | null;
  project_id: number | null;
  project_name: Generated<string>;
  comment_type: number | null;
  /** The comment a 'comment' notice is about (migration 0055); null before it and on other kinds. */
  comment_id: number | null;
  title: Generated<string>;
  text: Generated<string>;
  apply_type: number | null;
  apply_name: Generated<string>;
  author_name: Generated<string>;
  apply_time: Millis | null;
  reply_time: Millis | null;
  created_at: Millis;
  is_read: Generated<number>;
  /** A reply's or mention's card in two stored pieces, kept by triggers (migration 0060, db/cards.ts REPLY_CARD). */
  card_sender: Generated<string | null>;
  card_body: Generated<string | null>;
}

/** A message row to write (modules/notify writes every one). */
export type NewMessage = Insertable<MessagesTable>;
