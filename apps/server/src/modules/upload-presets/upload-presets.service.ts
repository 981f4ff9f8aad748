import {
  UPLOAD_PRESETS_MAX,
  uploadPresetFieldsSchema,
  type UploadPreset,
  type UploadPresetBody,
} from '@vsqx/domain';
import type { AppContext } from '../../lib/context';
import type { DB } from '../../db/database';
import { conflict, invalid, notFound } from '../../lib/errors';

/** A row's stored fields, read through the schema so an old or hand-edited row never answers junk. */
function toPreset(r: { id: number; name: string; fields: string; updated_at: number }): UploadPreset {
  let fields = {};
  try {
    const parsed = uploadPresetFieldsSchema.safeParse(JSON.parse(r.fields));
    if (parsed.success) fields = parsed.data;
  } catch {
    /* unreadable: an empty preset */
  }
  return { id: Number(r.id), name: r.name, fields, updated_at: Number(r.updated_at) };
}

/**
 * Upload presets (DESIGN §8 "Finding and managing my content"): named sets of the upload form's fields a
 * creator always fills, kept on the server so every browser has them. Owner-only; at most 20 per user;
 * names unique per user (the unique index decides a race).
 */
export function createUploadPresetsService(ctx: AppContext) {
  const { db } = ctx;
  const rows = (userId: number, on: DB = db) =>
    on
      .selectFrom('upload_presets')
      .select(['id', 'name', 'fields', 'updated_at'])
      .where('user_id', '=', userId);
  // Read on the caller's transaction: SQLite has one connection, so a read outside it would wait forever.
  const nameTaken = async (userId: number, name: string, exceptId = 0, on: DB = db) =>
    !!(await rows(userId, on).where('name', '=', name).where('id', '<>', exceptId).executeTakeFirst());

  return {
    list: async (userId: number) => (await rows(userId).orderBy('name').execute()).map(toPreset),

    async create(userId: number, b: UploadPresetBody): Promise<UploadPreset> {
      return db.transaction().execute(async (trx) => {
        const n = await trx
          .selectFrom('upload_presets')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        if (Number(n.n) >= UPLOAD_PRESETS_MAX) throw invalid('presetsMax');
        if (await nameTaken(userId, b.name, 0, trx)) throw conflict('presetNameTaken');
        const row = await trx
          .insertInto('upload_presets')
          .values({ user_id: userId, name: b.name, fields: JSON.stringify(b.fields), updated_at: Date.now() })
          .returning(['id', 'name', 'fields', 'updated_at'])
          .executeTakeFirstOrThrow();
        return toPreset(row);
      });
    },

    async update(userId: number, id: number, b: UploadPresetBody): Promise<UploadPreset> {
      if (await nameTaken(userId, b.name, id)) throw conflict('presetNameTaken');
      const row = await db
        .updateTable('upload_presets')
        .set({ name: b.name, fields: JSON.stringify(b.fields), updated_at: Date.now() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning(['id', 'name', 'fields', 'updated_at'])
        .executeTakeFirst();
      if (!row) throw notFound();
      return toPreset(row);
    },

    async remove(userId: number, id: number): Promise<void> {
      const r = await db
        .deleteFrom('upload_presets')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (Number(r.numDeletedRows) === 0) throw notFound();
    },
  };
}
