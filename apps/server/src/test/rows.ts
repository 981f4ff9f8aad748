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
