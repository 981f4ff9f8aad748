import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/*
 * Rows the site's tests read: projects, MIDI projects and articles inserted straight into the database, so
 * these tests depend only on the schema, not on another feature's creation endpoints.
 */

const uid = () => randomBytes(12).toString('hex');

export async function addVsqx(app: FastifyInstance, userId: number, over: Partial<{ music_name: string; tag: string; p_name: string; score: number; file_name: string; meta_json: string; music_language: string }> = {}) {
  const row = await app.ctx.db
    .insertInto('vsqx_projects')
    .values({
      vsqx_uid: uid(), user_id: userId, music_name: 'song', up_time: Date.now(), updated_at: Date.now(), music_type: 1, p_name: '',
      agreement: 1, music_language: '1', tag: '洛天依,古风', music_level: 2, music_desc: 'desc', synthesizer_type: 1, file_extension: 'vsqx',
      ...over,
    })
    .returning(['music_id', 'vsqx_uid'])
    .executeTakeFirstOrThrow();
  return row;
}

export async function addMidi(app: FastifyInstance, userId: number, over: Partial<{ midi_name: string; tag: string; file_name: string; meta_json: string }> = {}) {
  return app.ctx.db
    .insertInto('midi_projects')
    .values({
      midi_uid: uid(), user_id: userId, midi_name: 'midi song', midi_type: '1', agreement: 2, midi_language: '1', trick_num: '1',
      midi_desc: 'desc', tag: '流行曲', p_name: '', up_time: Date.now(), updated_at: Date.now(), file_extension: 'mid', ...over,
    })
    .returning(['midi_id', 'midi_uid'])
    .executeTakeFirstOrThrow();
}

export async function addArticle(app: FastifyInstance, userId: number, title = 'an article') {
  return app.ctx.db
    .insertInto('articles')
    .values({
      user_id: userId, article_title: title, article_type: 1, article_author_type: 1, article_agreement: 2, article_md: 'hello world!',
      article_html: '<p>hello world!</p>', timestamp: Date.now(), updated_at: Date.now(),
    })
    .returning('article_id')
    .executeTakeFirstOrThrow();
}

export const vsqxRow = (app: FastifyInstance, musicId: number) =>
  app.ctx.db.selectFrom('vsqx_projects').selectAll().where('music_id', '=', musicId).executeTakeFirstOrThrow();

export const dailyRows = (app: FastifyInstance, type: 'v' | 'm', projectId: number) =>
  app.ctx.db.selectFrom('daily_stats').selectAll().where('project_type', '=', type).where('project_id', '=', projectId).execute();

/** Messages of one kind a user received, oldest first. */
export const inbox = (app: FastifyInstance, userId: number, kind: 'comment' | 'at') =>
  app.ctx.db.selectFrom('messages').selectAll().where('to_user_id', '=', userId).where('kind', '=', kind).orderBy('id').execute();
