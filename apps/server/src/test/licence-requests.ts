import type { FastifyInstance } from 'fastify';
import { as, buildLicenceRequest, buildMidi, buildProject, registerUser, type TestUser } from './factories';

/** A vsqx project of `userId` as the licence lists show one (length, cover); `id` forces its id (a vsqx and a MIDI project sharing one number). */
export async function addVsqxProject(app: FastifyInstance, userId: number, name = 'Test song', id?: number) {
  const p = await buildProject(app, {
    ...(id ? { music_id: id } : {}),
    owner: userId,
    music_name: name,
    music_length: '03:21',
    pic_exist: 1,
    up_time: 1,
    updated_at: 1,
    tag: 'a',
    music_level: 1,
    music_desc: 'd',
  });
  return { id: p.music_id, uid: p.vsqx_uid };
}

export async function addMidiProject(app: FastifyInstance, userId: number, name = 'Test MIDI', id?: number) {
  const m = await buildMidi(app, {
    ...(id ? { midi_id: id } : {}),
    owner: userId,
    midi_name: name,
    agreement: 1,
    midi_desc: 'd',
    tag: 'a',
    up_time: 1,
    updated_at: 1,
  });
  return { id: m.midi_id, uid: m.midi_uid };
}

/** An author with a project ('Test song') and an applicant with a waiting request on it. */
export async function waitingRequest(app: FastifyInstance) {
  const author = await registerUser(app);
  return buildLicenceRequest(app, { author, project: await addVsqxProject(app, author.uid) });
}

/** What names a request in the spec's answer form: its project (vn, of `type`) and its applicant. */
export interface AnswerTarget {
  project: { id: number };
  applicant: { uid: number };
  type?: 'v' | 'm';
}

/** pass_application / reject_application as a spec client sends it: vn = project id, apply_uid = applicant. */
export function answer(
  app: FastifyInstance,
  user: TestUser | null,
  action: 'pass' | 'reject',
  target: AnswerTarget,
  fields: Record<string, string | number> = {},
) {
  const form: Record<string, string | number> = {
    vn: target.project.id,
    apply_uid: target.applicant.uid,
    reply_text: '',
  };
  if (target.type) form.project_type = target.type;
  return as(app, user).form(`/api/user/${action}_application`, { ...form, ...fields });
}

/** Licence notices (messages kind 'apply') of a user. */
export function notices(app: FastifyInstance, uid: number) {
  return app.ctx.db
    .selectFrom('messages')
    .selectAll()
    .where('to_user_id', '=', uid)
    .where('kind', '=', 'apply')
    .orderBy('id')
    .execute();
}

export const requestRow = (app: FastifyInstance, id: number) =>
  app.ctx.db.selectFrom('licence_requests').selectAll().where('id', '=', id).executeTakeFirst();
