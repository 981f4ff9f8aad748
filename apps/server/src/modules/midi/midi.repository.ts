import { sql, type Expression, type Insertable, type SqlBool, type Updateable } from 'kysely';
import type { DB } from '../../db/database';
import type { MidiProjectsTable } from '../../db/tables';
import { SEARCH_TOTAL } from '../search/search-plan.repository';

/** The columns of `select_p_midi.php` rows (spec §7 and the list cards). */
export const LIST_COLUMNS = [
  'midi_id',
  'midi_uid',
  'midi_name',
  'midi_type',
  'music_length',
  'up_time',
  'click_num',
  'download_num',
  'comment_num',
  'zan',
  'score',
  'pic_exist',
  'pic_version',
  'upload_finish',
  'tag',
  'agreement',
] as const;

/** Every column a project's owner sees on the edit page. */
export const PROJECT_COLUMNS = [
  ...LIST_COLUMNS,
  'user_id',
  'midi_language',
  'trick_num',
  'lyric',
  'midi_desc',
  'p_name',
  'p_desc',
  'file_extension',
  'file_name',
  'file_size',
  'visibility',
  'publish_at',
] as const;

export type StagedRole = 'midi' | 'cover';

/** Kysely only: MIDI projects, their upload slots and staged files. Pass a transaction as `db` to join one. */
export function createMidiRepository(db: DB) {
  return {
    /** `where`: the filters of a searched list (modules/search/my-filters.ts). */
    listByUser: (
      userId: number,
      opts: {
        sort?: 'time' | 'hot';
        limit?: number;
        offset?: number;
        where?: Expression<SqlBool>;
        withTotal?: boolean;
      } = {},
    ) => {
      // The owner's list also says who sees each row and when a schedule publishes it (status badges).
      let q = db
        .selectFrom('midi_projects')
        .select([...LIST_COLUMNS, 'visibility', 'publish_at'])
        .where('user_id', '=', userId);
      // A searched page's exact total in the same statement (modules/search/search-plan.repository.ts); the plan strips it.
      if (opts.withTotal) q = q.select(SEARCH_TOTAL) as unknown as typeof q;
      if (opts.where) q = q.where(opts.where);
      q =
        opts.sort === 'hot'
          ? q.orderBy('score', 'desc').orderBy('midi_id', 'desc')
          : q.orderBy('midi_id', 'desc');
      if (opts.limit !== undefined) q = q.limit(opts.limit).offset(opts.offset ?? 0);
      return q.execute();
    },

    countByUser: async (userId: number, where?: Expression<SqlBool>) => {
      let q = db
        .selectFrom('midi_projects')
        .select(sql<number>`count(*)`.as('n'))
        .where('user_id', '=', userId);
      if (where) q = q.where(where);
      return Number((await q.executeTakeFirstOrThrow()).n);
    },

    findById: (midiId: number) =>
      db.selectFrom('midi_projects').select(PROJECT_COLUMNS).where('midi_id', '=', midiId).executeTakeFirst(),

    /** The current version's file (null: the spec's live key); kept out of PROJECT_COLUMNS, which owners are sent. */
    fileKey: async (midiId: number) =>
      (
        await db
          .selectFrom('midi_projects')
          .select('file_key')
          .where('midi_id', '=', midiId)
          .executeTakeFirst()
      )?.file_key ?? null,

    findByUid: (midiUid: string) =>
      db
        .selectFrom('midi_projects')
        .select(PROJECT_COLUMNS)
        .where('midi_uid', '=', midiUid)
        .executeTakeFirst(),

    insertProject: async (values: Insertable<MidiProjectsTable>) =>
      (await db.insertInto('midi_projects').values(values).returning('midi_id').executeTakeFirstOrThrow())
        .midi_id,

    /** With `idleOnly`, changes nothing while a file change is going live (a concurrent save won the race). */
    updateProject: async (midiId: number, values: Updateable<MidiProjectsTable>, idleOnly = false) => {
      let q = db.updateTable('midi_projects').set(values).where('midi_id', '=', midiId);
      if (idleOnly) q = q.where('upload_finish', '!=', 2);
      return Number((await q.executeTakeFirst()).numUpdatedRows);
    },

    deleteProject: async (midiId: number) => {
      await db
        .deleteFrom('licence_requests')
        .where('project_type', '=', 'm')
        .where('project_id', '=', midiId)
        .execute();
      await db.deleteFrom('likes').where('target_type', '=', 'm').where('target_id', '=', midiId).execute();
      await db
        .deleteFrom('daily_stats')
        .where('project_type', '=', 'm')
        .where('project_id', '=', midiId)
        .execute();
      await db.deleteFrom('midi_projects').where('midi_id', '=', midiId).execute();
    },

    /** One statement: a download counts on the project and its popularity score (15 per download). */
    countDownload: async (midiId: number) =>
      Number(
        (
          await db
            .updateTable('midi_projects')
            .set((eb) => ({ download_num: eb('download_num', '+', 1), score: eb('score', '+', 15) }))
            .where('midi_id', '=', midiId)
            .executeTakeFirst()
        ).numUpdatedRows,
      ),

    findSlot: (slotUid: string) =>
      db
        .selectFrom('upload_slots')
        .selectAll()
        .where('slot_uid', '=', slotUid)
        .where('kind', '=', 'midi')
        .executeTakeFirst(),

    createSlot: (slotUid: string, userId: number, at: number) =>
      db
        .insertInto('upload_slots')
        .values({ slot_uid: slotUid, user_id: userId, kind: 'midi', created_at: at })
        .execute(),

    deleteSlot: (slotUid: string) => db.deleteFrom('upload_slots').where('slot_uid', '=', slotUid).execute(),

    staged: (slotUid: string) =>
      db
        .selectFrom('staged_uploads')
        .selectAll()
        .where('slot_uid', '=', slotUid)
        .orderBy('id', 'desc')
        .execute(),

    /** Replaces the staged file of a role; answers the keys it replaced (the caller discards them). */
    replaceStaged: async (row: {
      slot_uid: string;
      user_id: number;
      role: StagedRole;
      staged_key: string;
      original_name: string;
      size: number;
      meta_json: string | null;
      created_at: number;
    }) => {
      const old = await db
        .selectFrom('staged_uploads')
        .select(['id', 'staged_key'])
        .where('slot_uid', '=', row.slot_uid)
        .where('role', '=', row.role)
        .execute();
      if (old.length > 0)
        await db
          .deleteFrom('staged_uploads')
          .where(
            'id',
            'in',
            old.map((o) => o.id),
          )
          .execute();
      await db.insertInto('staged_uploads').values(row).execute();
      return old.map((o) => o.staged_key);
    },

    deleteStaged: (slotUid: string) =>
      db.deleteFrom('staged_uploads').where('slot_uid', '=', slotUid).execute(),
  };
}
