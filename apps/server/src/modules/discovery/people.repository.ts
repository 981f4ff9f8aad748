import { sql } from 'kysely';
import type { UserSuggestion } from '@vsqx/domain';
import type { DB } from '../../db/database';
import { escapeLike } from './discovery.repository';
import { publicOnly } from '../visibility/visibility.repository';

const count = sql<number>`count(*)`.as('n');

export function createPeopleRepository(db: DB) {
  return {
    /** The public part of a profile: never the password hash, the flags or the default upload settings. */
    profile: (uid: number) =>
      db
        .selectFrom('users')
        .select([
          'id as uid',
          'username',
          'avatar_exist',
          'avatar_version',
          'gender',
          'p_desc',
          'p_website',
          'b_uid',
        ])
        .where('id', '=', uid)
        .where('disabled', '=', 0)
        .executeTakeFirst(),

    async counts(uid: number) {
      const [v, m, a] = await Promise.all([
        db
          .selectFrom('vsqx_projects as p')
          .select(count)
          .where('p.user_id', '=', uid)
          .where(publicOnly('p'))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('midi_projects as m')
          .select(count)
          .where('m.user_id', '=', uid)
          .where(publicOnly('m'))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('articles as a')
          .select(count)
          .where('a.user_id', '=', uid)
          .where(publicOnly('a'))
          .executeTakeFirstOrThrow(),
      ]);
      return { project_num: Number(v.n), midi_num: Number(m.n), article_num: Number(a.n) };
    },

    /** Usernames starting with `prefix` (case-insensitive), for the @mention autocomplete. */
    suggest: (prefix: string, limit: number): Promise<UserSuggestion[]> =>
      db
        .selectFrom('users')
        .select(['id as uid', 'username', 'avatar_exist'])
        .where('disabled', '=', 0)
        .where(sql<boolean>`lower(username) like lower(${`${escapeLike(prefix)}%`}) escape '\\'`)
        .orderBy('username')
        .limit(limit)
        .execute(),
  };
}
