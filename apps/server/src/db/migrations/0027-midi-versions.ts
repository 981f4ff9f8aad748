import { sql, type Kysely } from 'kysely';

/**
 * MIDI projects keep their history too (issue 21, DESIGN §8 "Versions"): `midi_projects.file_key` names
 * the current version's immutable file (null: the spec's live key `midi/{uid}.mid` of older rows), and
 * every MIDI project with a file gets that file as its version 1, as migration 0020 did for vsqx projects
 * (no hash: the database cannot read files; its downloads are the project's count so far).
 */
export function midiVersionsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('midi_projects').addColumn('file_key', 'varchar(255)').execute();
      await sql`insert into project_versions (project_type, project_id, user_id, version, file_key, file_extension, file_name, size, note, meta_json, created_at, downloads)
        select 'm', midi_id, user_id, 1, 'midi/' || midi_uid || '.mid', 'mid', file_name, file_size, '', meta_json, updated_at, download_num
        from midi_projects where upload_finish = 1 and file_name <> ''`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db
        .deleteFrom('project_versions' as never)
        .where('project_type' as never, '=', 'm' as never)
        .execute();
      await db.schema.alterTable('midi_projects').dropColumn('file_key').execute();
    },
  };
}
