import { sql, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../../db/database';
import type { Database, ProjectVersionsTable } from '../../db/tables';

type Exec = DB | Transaction<Database>;

/** Whose file a version is: a vsqx project ('v', `music_id`) or a MIDI project ('m', `midi_id`). */
export type VersionKind = 'v' | 'm';

/** A version as stored; `file_key` names its immutable file. */
export type VersionRow = Pick<
  Selectable<ProjectVersionsTable>,
  | 'version'
  | 'file_key'
  | 'file_extension'
  | 'file_name'
  | 'size'
  | 'sha256'
  | 'note'
  | 'meta_json'
  | 'created_at'
  | 'downloads'
>;

const COLUMNS = [
  'version',
  'file_key',
  'file_extension',
  'file_name',
  'size',
  'sha256',
  'note',
  'meta_json',
  'created_at',
  'downloads',
] as const;

/**
 * `project_versions` of one kind of project (migrations 0020, 0027); numbers only grow, rows never change
 * but `downloads`. `musicId` below is the project's id of that kind.
 */
export function createVersionsRepository(db: DB, kind: VersionKind = 'v') {
  const of = (ex: Exec, musicId: number) =>
    ex.selectFrom('project_versions').where('project_type', '=', kind).where('project_id', '=', musicId);

  return {
    /** Newest first. */
    list: (musicId: number): Promise<VersionRow[]> =>
      of(db, musicId).select(COLUMNS).orderBy('version', 'desc').execute(),

    find: (ex: Exec, musicId: number, version: number): Promise<VersionRow | undefined> =>
      of(ex, musicId).select(COLUMNS).where('version', '=', version).executeTakeFirst(),

    latest: (ex: Exec, musicId: number): Promise<VersionRow | undefined> =>
      of(ex, musicId).select(COLUMNS).orderBy('version', 'desc').limit(1).executeTakeFirst(),

    /** Appends the next number; the unique (type, id, version) index refuses a racing duplicate. */
    async append(
      trx: Exec,
      musicId: number,
      userId: number,
      v: Omit<VersionRow, 'version' | 'downloads'>,
    ): Promise<number> {
      const last = await of(trx, musicId)
        .select((eb) => eb.fn.max('version').as('n'))
        .executeTakeFirst();
      const version = Number(last?.n ?? 0) + 1;
      await trx
        .insertInto('project_versions')
        .values({ project_type: kind, project_id: musicId, user_id: userId, version, ...v })
        .execute();
      return version;
    },

    /** One download of a version (the current one when `version` is null), counted with the project's. */
    countDownload: (trx: Exec, musicId: number, version: number | null) =>
      trx
        .updateTable('project_versions')
        .set({ downloads: sql`downloads + 1` })
        .where('project_type', '=', kind)
        .where('project_id', '=', musicId)
        .where(
          'version',
          '=',
          version ??
            sql<number>`(select max(version) from project_versions where project_type = ${kind} and project_id = ${musicId})`,
        )
        .execute(),

    /** Removes every version of a project; answers the files they named. */
    async removeAll(trx: Exec, musicId: number): Promise<string[]> {
      const rows = await of(trx, musicId).select('file_key').execute();
      await trx
        .deleteFrom('project_versions')
        .where('project_type', '=', kind)
        .where('project_id', '=', musicId)
        .execute();
      return [...new Set(rows.map((r) => r.file_key))];
    },

    /** Whether any version (of any project) still names this file: identical uploads share one. */
    inUse: async (fileKey: string) =>
      !!(await db
        .selectFrom('project_versions')
        .select('id')
        .where('file_key', '=', fileKey)
        .limit(1)
        .executeTakeFirst()),
  };
}
