import { sql } from 'kysely';
import type { DB } from '../../db/database';

export type ProjectType = 'v' | 'm';

/** What a request needs to know about its project, whichever table it lives in. */
export interface LicenceProject {
  id: number;
  author_id: number;
  name: string;
}

export interface ListFilter {
  /** author_reply values to keep; undefined = all. */
  statuses?: readonly number[];
  project?: { type: ProjectType; id: number };
  /** DESIGN §8 "Licences 2.0" filters. */
  useType?: string;
  platform?: string;
  limit?: number;
  offset?: number;
}

/**
 * Kysely only. `db` may be a transaction: the service builds one repository per transaction so a request
 * change and its licence notice commit together.
 */
/** Requests joined to their project (vsqx `v` or MIDI `m`, by the request's kind) and both users (`ap` applicant, `au` author). */
export const requestsWithParties = (db: DB) =>
  db
    .selectFrom('licence_requests as r')
    .leftJoin('vsqx_projects as v', (j) =>
      j.onRef('v.music_id', '=', 'r.project_id').on('r.project_type', '=', 'v'),
    )
    .leftJoin('midi_projects as m', (j) =>
      j.onRef('m.midi_id', '=', 'r.project_id').on('r.project_type', '=', 'm'),
    )
    .innerJoin('users as ap', 'ap.id', 'r.applicant_id')
    .innerJoin('users as au', 'au.id', 'r.author_id');

export function createLicencesRepository(db: DB) {
  /** Requests joined to their project (vsqx or MIDI) and both users; `side` picks whose list it is. */
  function listQuery(side: 'applicant_id' | 'author_id', userId: number, f: ListFilter) {
    let q = requestsWithParties(db).where(`r.${side}`, '=', userId);
    if (f.statuses) q = q.where('r.author_reply', 'in', [...f.statuses]);
    if (f.project)
      q = q.where('r.project_type', '=', f.project.type).where('r.project_id', '=', f.project.id);
    if (f.useType) q = q.where('r.use_type', '=', f.useType);
    if (f.platform) q = q.where('r.platform', '=', f.platform);
    return q;
  }

  return {
    async findProject(type: ProjectType, id: number): Promise<LicenceProject | undefined> {
      if (type === 'v') {
        return db
          .selectFrom('vsqx_projects')
          .select(['music_id as id', 'user_id as author_id', 'music_name as name'])
          .where('music_id', '=', id)
          .executeTakeFirst();
      }
      return db
        .selectFrom('midi_projects')
        .select(['midi_id as id', 'user_id as author_id', 'midi_name as name'])
        .where('midi_id', '=', id)
        .executeTakeFirst();
    },

    userName: async (id: number) =>
      (await db.selectFrom('users').select('username').where('id', '=', id).executeTakeFirst())?.username ??
      '',

    findWaiting: (applicantId: number, type: ProjectType, projectId: number) =>
      db
        .selectFrom('licence_requests')
        .select('id')
        .where('applicant_id', '=', applicantId)
        .where('project_type', '=', type)
        .where('project_id', '=', projectId)
        .where('author_reply', '=', 1)
        .executeTakeFirst(),

    /**
     * The author's requests from one applicant on project id `projectId` (of `type` when given), as the
     * spec's answer form names them; `pickAnswerable` chooses the one to decide.
     */
    findByProject: (authorId: number, applicantId: number, projectId: number, type?: ProjectType) => {
      let q = db
        .selectFrom('licence_requests')
        .selectAll()
        .where('author_id', '=', authorId)
        .where('applicant_id', '=', applicantId)
        .where('project_id', '=', projectId);
      if (type) q = q.where('project_type', '=', type);
      return q.orderBy('id', 'desc').execute();
    },

    findById: (id: number) =>
      db.selectFrom('licence_requests').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Ids of the caller's requests on one project (the legacy `.php` calls name a project, not a request). */
    idsForProject: async (
      applicantId: number,
      type: ProjectType,
      projectId: number,
      statuses: readonly number[],
    ) =>
      (
        await db
          .selectFrom('licence_requests')
          .select('id')
          .where('applicant_id', '=', applicantId)
          .where('project_type', '=', type)
          .where('project_id', '=', projectId)
          .where('author_reply', 'in', [...statuses])
          .execute()
      ).map((r) => r.id),

    async insertRequest(row: {
      project_type: ProjectType;
      project_id: number;
      applicant_id: number;
      author_id: number;
      apply_text: string;
      apply_time: number;
      use_type: string | null;
      platform: string;
      planned_link: string;
    }) {
      const res = await db
        .insertInto('licence_requests')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      return res.id;
    },

    /**
     * The one-winner state change: only a request still in `from` moves. Returns whether this call won.
     */
    async moveState(
      id: number,
      from: readonly number[],
      to: number,
      replyText: string,
      now: number,
      certificateCode: string | null = null,
    ): Promise<boolean> {
      const res = await db
        .updateTable('licence_requests')
        .set({
          author_reply: to,
          reply_text: replyText,
          reply_time: now,
          ...(certificateCode ? { certificate_code: certificateCode, granted_at: now } : {}),
        })
        .where('id', '=', id)
        .where('author_reply', 'in', [...from])
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    /** Removes the request only if it is the applicant's and still in one of `states`. */
    async removeInState(id: number, applicantId: number, states: readonly number[]): Promise<boolean> {
      const res = await db
        .deleteFrom('licence_requests')
        .where('id', '=', id)
        .where('applicant_id', '=', applicantId)
        .where('author_reply', 'in', [...states])
        .executeTakeFirst();
      return Number(res.numDeletedRows) === 1;
    },

    async count(side: 'applicant_id' | 'author_id', userId: number, f: ListFilter) {
      const r = await listQuery(side, userId, f)
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    list(side: 'applicant_id' | 'author_id', userId: number, f: ListFilter) {
      let q = listQuery(side, userId, f)
        .select([
          'r.id',
          'r.project_type',
          'r.project_id',
          'r.apply_time',
          'r.apply_text',
          'r.author_reply',
          'r.reply_text',
          'r.reply_time',
          'r.applicant_id',
          'r.author_id',
          'r.use_type',
          'r.platform',
          'r.planned_link',
          'r.certificate_code',
          'r.granted_at',
          'r.revoked_at',
          'r.revoke_reason',
          'ap.username as apply_name',
          'au.username as author_name',
          sql<string | null>`coalesce(v.music_name, m.midi_name)`.as('music_name'),
          sql<string | null>`coalesce(v.music_length, m.music_length)`.as('music_length'),
          sql<number | null>`coalesce(v.pic_exist, m.pic_exist)`.as('pic_exist'),
          sql<string | null>`coalesce(v.vsqx_uid, m.midi_uid)`.as('cover_uid'),
        ])
        .orderBy('r.id', 'desc');
      if (f.limit !== undefined) q = q.limit(f.limit).offset(f.offset ?? 0);
      return q.execute();
    },
  };
}
