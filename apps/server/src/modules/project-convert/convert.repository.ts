import type { DB } from '../../db/database';

/** Projects ('v', vsqx_projects) and MIDI projects ('m', midi_projects), by their public id. */
export type ConvertKind = 'v' | 'm';

/** What a converted file needs to know about its project: names for the file and the licence on the page. */
export interface ConvertSourceRow {
  title: string;
  author: string;
  username: string;
  agreement: number;
  allow_convert: number;
}

export function createConvertRepository(db: DB) {
  return {
    async source(kind: ConvertKind, id: number): Promise<ConvertSourceRow | undefined> {
      if (kind === 'v') {
        return db
          .selectFrom('vsqx_projects as p')
          .innerJoin('users', 'users.id', 'p.user_id')
          .select([
            'p.music_name as title',
            'p.p_name as author',
            'users.username',
            'p.agreement',
            'p.allow_convert',
          ])
          .where('p.music_id', '=', id)
          .executeTakeFirst();
      }
      return db
        .selectFrom('midi_projects as m')
        .innerJoin('users', 'users.id', 'm.user_id')
        .select([
          'm.midi_name as title',
          'm.p_name as author',
          'users.username',
          'm.agreement',
          'm.allow_convert',
        ])
        .where('m.midi_id', '=', id)
        .executeTakeFirst();
    },

    /** The owner's switch; undefined when the project is not theirs (or does not exist). */
    async ownSetting(kind: ConvertKind, userId: number, id: number): Promise<number | undefined> {
      const row =
        kind === 'v'
          ? await db
              .selectFrom('vsqx_projects')
              .select('allow_convert')
              .where('music_id', '=', id)
              .where('user_id', '=', userId)
              .executeTakeFirst()
          : await db
              .selectFrom('midi_projects')
              .select('allow_convert')
              .where('midi_id', '=', id)
              .where('user_id', '=', userId)
              .executeTakeFirst();
      return row?.allow_convert;
    },

    /** Sets the switch on the owner's project; answers whether a row was theirs. */
    async setOwnSetting(kind: ConvertKind, userId: number, id: number, allow: boolean): Promise<boolean> {
      const value = allow ? 1 : 0;
      const r =
        kind === 'v'
          ? await db
              .updateTable('vsqx_projects')
              .set({ allow_convert: value })
              .where('music_id', '=', id)
              .where('user_id', '=', userId)
              .executeTakeFirst()
          : await db
              .updateTable('midi_projects')
              .set({ allow_convert: value })
              .where('midi_id', '=', id)
              .where('user_id', '=', userId)
              .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
  };
}
