import type { UserStorage } from '@vsqx/domain';
import type { DB } from '../../db/types';

/**
 * A creator's storage (`GET /api/user/storage`): summed from `project_versions` at read time, not kept in a
 * counter. The sum is exact by construction (every upload, version, restore and delete already writes these
 * rows in its own transaction), it touches no hot list, and the owner's rows are read from the covering
 * index `project_versions_owner_files` (migration 0056) without visiting the table: docs/performance.md
 * "Storage per creator". A file counts once however many versions name it: identical bytes of one owner
 * share one key (`version/{owner}/{sha256}`), and a restore names the old key again.
 */
export async function userStorage(db: DB, userId: number): Promise<UserStorage> {
  const files = db
    .selectFrom('project_versions')
    .select((eb) => ['file_key', eb.fn.max('size').as('size'), eb.fn.countAll().as('n')])
    .where('user_id', '=', userId)
    .groupBy('file_key')
    .as('f');
  const [sum, kinds] = await Promise.all([
    db
      .selectFrom(files)
      .select((eb) => [
        eb.fn.sum<string | number | null>('f.size').as('bytes'),
        eb.fn.countAll<string | number>().as('files'),
        eb.fn.sum<string | number | null>('f.n').as('versions'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('project_versions')
      .select((eb) => ['project_type', eb.fn.count<string | number>('project_id').distinct().as('n')])
      .where('user_id', '=', userId)
      .groupBy('project_type')
      .execute(),
  ]);
  const of = (kind: string) => Number(kinds.find((k) => k.project_type === kind)?.n ?? 0);
  const projects = of('v');
  const midi = of('m');
  const versions = Number(sum.versions ?? 0);
  return {
    bytes: Number(sum.bytes ?? 0),
    files: Number(sum.files),
    projects,
    midi,
    versions,
    earlier_versions: versions - projects - midi,
  };
}
