import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../types';

/**
 * What a job is about (`jobs.subject`, modules/jobs): the MIDI transfers found their project's jobs with
 * `payload like '%"midi_uid":"…"%'`, a scan of every payload. The key now has its own indexed column; jobs
 * queued before this migration get theirs from the payload.
 */
export function jobSubjectsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('jobs').addColumn('subject', 'varchar(64)').execute();
      const uid =
        dialect === 'postgres' ? sql`payload::json ->> 'midi_uid'` : sql`json_extract(payload, '$.midi_uid')`;
      await sql`update jobs set subject = ${uid} where kind = 'midi_transfer'`.execute(db);
      await db.schema.createIndex('jobs_subject').on('jobs').columns(['kind', 'subject']).execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('jobs_subject').execute();
      await db.schema.alterTable('jobs').dropColumn('subject').execute();
    },
  };
}
