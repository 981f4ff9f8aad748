import { projectEndpoints, type ProjectFormBody } from '@vsqx/domain';
import { call } from '../../../lib/api';

/** `POST /api/user/new_vsqx_uid`: the slot a new project's uploads go into (DESIGN §5). */
export async function newProjectSlot(): Promise<string> {
  return (await call(projectEndpoints.newSlot)).data.vsqx_uid;
}

/** The spec's form body, sent as a form (spec §7 "Project"). Failures are alerted by the api client. */
export function submitUpdate(body: ProjectFormBody) {
  return call(projectEndpoints.update, { body });
}

export async function submitNew(body: ProjectFormBody): Promise<number> {
  return (await call(projectEndpoints.create, { body })).data.music_id;
}
