import { sql } from 'kysely';
import type { DB } from '../../db/database';
import { publicOnly } from '../visibility/visibility.repository';

export type ProjectType = 'v' | 'm';

/** Kysely only: project credits (DESIGN §8 "Credits"). `db` may be a transaction. */
export function createCreditsRepository(db: DB) {
  return {
    async project(type: ProjectType, id: number) {
      if (type === 'v')
        return db
          .selectFrom('vsqx_projects')
          .select(['music_id as id', 'user_id as owner_id', 'music_name as name'])
          .where('music_id', '=', id)
          .executeTakeFirst();
      return db
        .selectFrom('midi_projects')
        .select(['midi_id as id', 'user_id as owner_id', 'midi_name as name'])
        .where('midi_id', '=', id)
        .executeTakeFirst();
    },

    usersExisting: async (ids: number[]) =>
      ids.length === 0
        ? []
        : db.selectFrom('users').select(['id', 'username']).where('id', 'in', ids).execute(),

    vsqxExisting: async (ids: number[]) =>
      ids.length === 0
        ? []
        : db
            .selectFrom('vsqx_projects')
            .select(['music_id', 'music_name'])
            .where('music_id', 'in', ids)
            .execute(),

    /** Every line of a project, in order, with the credited user's name. */
    lines: (type: ProjectType, id: number) =>
      db
        .selectFrom('project_credits as c')
        .leftJoin('users as u', 'u.id', 'c.user_id')
        .leftJoin('vsqx_projects as s', 's.music_id', 'c.source_project_id')
        .select([
          'c.id',
          'c.role',
          'c.user_id',
          'c.name',
          'c.source_project_id',
          'c.status',
          'u.username',
          's.music_name as source_name',
        ])
        .where('c.project_type', '=', type)
        .where('c.project_id', '=', id)
        .orderBy('c.position')
        .execute(),

    removeAll: (type: ProjectType, id: number) =>
      db
        .deleteFrom('project_credits')
        .where('project_type', '=', type)
        .where('project_id', '=', id)
        .execute(),

    insert: (
      rows: {
        project_type: string;
        project_id: number;
        position: number;
        role: string;
        user_id: number | null;
        name: string;
        source_project_id: number | null;
        status: string;
        created_at: number;
      }[],
    ) =>
      rows.length === 0
        ? Promise.resolve()
        : db
            .insertInto('project_credits')
            .values(rows)
            .execute()
            .then(() => undefined),

    /** Moves this user's lines on a project from one of `from` to `to`; answers how many moved. */
    async answer(userId: number, type: ProjectType, id: number, from: string[], to: string): Promise<number> {
      const res = await db
        .updateTable('project_credits')
        .set({ status: to })
        .where('user_id', '=', userId)
        .where('project_type', '=', type)
        .where('project_id', '=', id)
        .where('status', 'in', from)
        .executeTakeFirst();
      return Number(res.numUpdatedRows);
    },

    /** Public projects that name `sourceId` as their source project (shown on the source as 基于此工程). */
    basedOn: (sourceId: number) =>
      db
        .selectFrom('project_credits as c')
        .leftJoin('vsqx_projects as v', (j) =>
          j.onRef('v.music_id', '=', 'c.project_id').on('c.project_type', '=', 'v'),
        )
        .leftJoin('midi_projects as m', (j) =>
          j.onRef('m.midi_id', '=', 'c.project_id').on('c.project_type', '=', 'm'),
        )
        .select([
          'c.project_type',
          'c.project_id',
          sql<string | null>`coalesce(v.music_name, m.midi_name)`.as('name'),
        ])
        .where('c.role', '=', 'source')
        .where('c.source_project_id', '=', sourceId)
        .where((eb) => eb.or([publicOnly('v'), publicOnly('m')]))
        .orderBy('c.id', 'desc')
        .limit(50)
        .execute(),

    /**
     * A user's accepted credit lines on public projects (their space's 参与的作品), newest credit first, with the
     * project's card fields. Two reads, one per project table, so each can use its own visibility rule.
     */
    async credited(userId: number) {
      const lines = (type: 'v' | 'm') =>
        db
          .selectFrom('project_credits as c')
          .where('c.user_id', '=', userId)
          .where('c.status', '=', 'accepted')
          .where('c.project_type', '=', type);
      const [v, m] = await Promise.all([
        lines('v')
          .innerJoin('vsqx_projects as p', 'p.music_id', 'c.project_id')
          .innerJoin('users as u', 'u.id', 'p.user_id')
          .select([
            'c.id',
            'c.project_type',
            'c.project_id',
            'c.role',
            'c.position',
            'p.music_name as name',
            'p.vsqx_uid as file_uid',
            'p.pic_version',
            'p.up_time',
            'u.id as uid',
            'u.username',
          ])
          .where(publicOnly('p'))
          .orderBy('c.id', 'desc')
          .limit(200)
          .execute(),
        lines('m')
          .innerJoin('midi_projects as p', 'p.midi_id', 'c.project_id')
          .innerJoin('users as u', 'u.id', 'p.user_id')
          .select([
            'c.id',
            'c.project_type',
            'c.project_id',
            'c.role',
            'c.position',
            'p.midi_name as name',
            'p.midi_uid as file_uid',
            'p.pic_version',
            'p.up_time',
            'u.id as uid',
            'u.username',
          ])
          .where(publicOnly('p'))
          .orderBy('c.id', 'desc')
          .limit(200)
          .execute(),
      ]);
      return [...v, ...m].sort((a, b) => b.id - a.id);
    },
  };
}
