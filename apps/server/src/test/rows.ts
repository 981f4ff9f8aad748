import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/* What tests read back straight from the tables, to check what an endpoint changed beside its answer. */

export const vsqxRow = (app: FastifyInstance, musicId: number) =>
  app.ctx.db
    .selectFrom('vsqx_projects')
    .selectAll()
    .where('music_id', '=', musicId)
    .executeTakeFirstOrThrow();

export const dailyRows = (app: FastifyInstance, type: 'v' | 'm', projectId: number) =>
  app.ctx.db
    .selectFrom('daily_stats')
    .selectAll()
    .where('project_type', '=', type)
    .where('project_id', '=', projectId)
    .execute();

/** Messages of one kind a user received, oldest first. */
export const inbox = (app: FastifyInstance, userId: number, kind: 'comment' | 'at') =>
  app.ctx.db
    .selectFrom('messages')
    .selectAll()
    .where('to_user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();

/**
 * A vsqx project row to insert straight into the table (bulk worlds for search and list tests, where going
 * through the upload endpoint for thousands of rows would take minutes): the given fields over plain defaults.
 */
export const newVsqxRow = (
  userId: number,
  fields: { music_name: string } & Partial<{
    score: number;
    agreement: number;
    up_time: number;
    visibility: 'public' | 'unlisted' | 'private';
  }>,
) => ({
  vsqx_uid: randomBytes(12).toString('hex'),
  user_id: userId,
  up_time: 0,
  updated_at: fields.up_time ?? 0,
  music_type: 1,
  p_name: '',
  agreement: 1,
  music_language: '1',
  tag: '',
  music_level: 2,
  music_desc: '',
  synthesizer_type: 1,
  file_extension: 'vsqx',
  score: 1,
  visibility: 'public' as 'public' | 'unlisted' | 'private',
  ...fields,
});
