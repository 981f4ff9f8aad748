import type { FastifyInstance } from 'fastify';
import { as, registerUser, type TestUser } from '../../test/factories';

let n = 0;

/** A vsqx project row owned by `userId` (the projects feature builds the real creation endpoints). */
/** `id` forces the project's id (a vsqx and a MIDI project sharing one number). */
export async function addVsqxProject(app: FastifyInstance, userId: number, name = 'Test song', id?: number) {
  n += 1;
  const row = await app.ctx.db
    .insertInto('vsqx_projects')
    .values({
      ...(id ? { music_id: id } : {}),
      vsqx_uid: `lv${n}_${Math.random().toString(16).slice(2, 10)}`, user_id: userId, music_name: name, music_length: '03:21', pic_exist: 1,
      up_time: 1, updated_at: 1, music_type: 1, p_name: '', agreement: 1, music_language: '1', tag: 'a', music_level: 1,
      music_desc: 'd', synthesizer_type: 1, file_extension: 'vsqx', meta_json: null,
    })
    .returning(['music_id', 'vsqx_uid'])
    .executeTakeFirstOrThrow();
  return { id: row.music_id, uid: row.vsqx_uid };
}

export async function addMidiProject(app: FastifyInstance, userId: number, name = 'Test MIDI', id?: number) {
  n += 1;
  const row = await app.ctx.db
    .insertInto('midi_projects')
    .values({
      ...(id ? { midi_id: id } : {}),
      midi_uid: `lm${n}_${Math.random().toString(16).slice(2, 10)}`, user_id: userId, midi_name: name, midi_type: '1', agreement: 1,
      midi_language: '1', trick_num: '1', midi_desc: 'd', tag: 'a', p_name: '', up_time: 1, updated_at: 1, meta_json: null,
    })
    .returning(['midi_id', 'midi_uid'])
    .executeTakeFirstOrThrow();
  return { id: row.midi_id, uid: row.midi_uid };
}

/** An author with a project and an applicant with a waiting request on it. */
export async function waitingRequest(app: FastifyInstance) {
  const author = await registerUser(app);
  const applicant = await registerUser(app);
  const project = await addVsqxProject(app, author.uid);
  const res = await as(app, applicant).post('/api/app/apply', { project_type: 'v', project_id: project.id, apply_text: '想用于翻唱视频' });
  if (res.statusCode !== 200) throw new Error(`apply failed: ${res.body}`);
  const id = (res.json() as { data: { id: number } }).data.id;
  return { author, applicant, project, id };
}

/** What names a request in the spec's answer form: its project (vn, of `type`) and its applicant. */
export interface AnswerTarget {
  project: { id: number };
  applicant: { uid: number };
  type?: 'v' | 'm';
}

/** pass_application / reject_application as a spec client sends it: vn = project id, apply_uid = applicant. */
export function answer(app: FastifyInstance, user: TestUser | null, action: 'pass' | 'reject', target: AnswerTarget, fields: Record<string, string | number> = {}) {
  const form: Record<string, string | number> = { vn: target.project.id, apply_uid: target.applicant.uid, reply_text: '' };
  if (target.type) form.project_type = target.type;
  return as(app, user).form(`/api/user/${action}_application`, { ...form, ...fields });
}

/** Licence notices (messages kind 'apply') of a user. */
export function notices(app: FastifyInstance, uid: number) {
  return app.ctx.db.selectFrom('messages').selectAll().where('to_user_id', '=', uid).where('kind', '=', 'apply').orderBy('id').execute();
}

export const requestRow = (app: FastifyInstance, id: number) =>
  app.ctx.db.selectFrom('licence_requests').selectAll().where('id', '=', id).executeTakeFirst();
