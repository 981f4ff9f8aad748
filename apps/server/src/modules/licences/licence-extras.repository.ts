import { sql } from 'kysely';
import { AUTO_ALLOW_RULES, type AutoAllowRule } from '@vsqx/domain';
import type { DB } from '../../db/database';
import { preparedQuery } from '../../db/prepared-query';
import { requestsWithParties, type ProjectType } from './licences.repository';

/** Kysely only: DESIGN §8 "Licences 2.0" beside the spec's requests (thread, certificate, works, auto-allow). */
export function createLicenceExtrasRepository(db: DB) {
  return {
    async autoAllow(type: ProjectType, projectId: number): Promise<AutoAllowRule> {
      const row = await db
        .selectFrom('licence_settings')
        .select('auto_allow')
        .where('project_type', '=', type)
        .where('project_id', '=', projectId)
        .executeTakeFirst();
      return (AUTO_ALLOW_RULES as readonly string[]).includes(row?.auto_allow ?? '')
        ? (row!.auto_allow as AutoAllowRule)
        : 'none';
    },

    async setAutoAllow(type: ProjectType, projectId: number, rule: AutoAllowRule) {
      await db
        .insertInto('licence_settings')
        .values({ project_type: type, project_id: projectId, auto_allow: rule })
        .onConflict((oc) => oc.columns(['project_type', 'project_id']).doUpdateSet({ auto_allow: rule }))
        .execute();
    },

    thread: (requestId: number) =>
      db
        .selectFrom('licence_thread as t')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .select(['t.id', 't.user_id', 'u.username', 't.text', 't.created_at'])
        .where('t.request_id', '=', requestId)
        .orderBy('t.id')
        .execute(),

    insertThread: (row: { request_id: number; user_id: number; text: string; created_at: number }) =>
      db.insertInto('licence_thread').values(row).returning('id').executeTakeFirstOrThrow(),

    /** A certificate by its code, as the public verify page shows it (one prepared statement per database). */
    certificate: async (code: string) => (await certificateReader(db)(code))[0],

    /** allowed → revoked, once: only an allowed, unrevoked request of this owner moves. */
    async revoke(id: number, ownerId: number, reason: string, now: number): Promise<boolean> {
      const res = await db
        .updateTable('licence_requests')
        .set({ revoked_at: now, revoke_reason: reason })
        .where('id', '=', id)
        .where('author_id', '=', ownerId)
        .where('author_reply', '=', 2)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    countWorks: async (requestId: number) =>
      Number(
        (
          await db
            .selectFrom('licence_works')
            .select(sql<number>`count(*)`.as('n'))
            .where('request_id', '=', requestId)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    insertWork: (row: {
      request_id: number;
      project_type: string;
      project_id: number;
      user_id: number;
      link: string;
      created_at: number;
    }) => db.insertInto('licence_works').values(row).returning('id').executeTakeFirstOrThrow(),

    /** Works made from a project, newest first, with the licensee and the licence's use. */
    works: (type: ProjectType, projectId: number) =>
      db
        .selectFrom('licence_works as w')
        .innerJoin('licence_requests as r', 'r.id', 'w.request_id')
        .innerJoin('users as u', 'u.id', 'w.user_id')
        .select([
          'w.id',
          'w.request_id',
          'w.link',
          'w.created_at',
          'r.use_type',
          'u.id as licensee_uid',
          'u.username as licensee_name',
        ])
        .where('w.project_type', '=', type)
        .where('w.project_id', '=', projectId)
        .orderBy('w.id', 'desc')
        .limit(100)
        .execute(),

    /** Works recorded under the given requests (the request lists show them beside each request). */
    worksOf: (requestIds: number[]) =>
      requestIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('licence_works')
            .select(['id', 'request_id', 'link', 'created_at'])
            .where('request_id', 'in', requestIds)
            .orderBy('id')
            .execute(),
  };
}

/**
 * A granted request's certificate by its code (unique index `licence_certificate`), with both names and the
 * project's title. Public and unauthenticated: on PostgreSQL planning its five-table join cost ~10 times running
 * it (0.5 ms against 0.06), so it runs as a prepared statement (db/prepared-query.ts, the SQL snapshot).
 */
export const certificateQuery = (db: DB, code: string) =>
  requestsWithParties(db)
    .select([
      'r.certificate_code',
      'r.project_type',
      'r.project_id',
      'r.use_type',
      'r.granted_at',
      'r.revoked_at',
      'r.revoke_reason',
      'ap.username as licensee_name',
      'au.username as owner_name',
      sql<string | null>`coalesce(v.music_name, m.midi_name)`.as('music_name'),
    ])
    .where('r.certificate_code', '=', code)
    .where('r.author_reply', '=', 2);

type CertificateRow = Awaited<ReturnType<ReturnType<typeof certificateQuery>['executeTakeFirstOrThrow']>>;
const certificateReaders = new WeakMap<DB, (code: string) => Promise<CertificateRow[]>>();

function certificateReader(db: DB) {
  let read = certificateReaders.get(db);
  if (!read)
    certificateReaders.set(db, (read = preparedQuery(db, (code: string) => certificateQuery(db, code))));
  return read;
}
