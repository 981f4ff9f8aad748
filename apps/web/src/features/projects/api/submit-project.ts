import type { Envelope } from '@vsqx/domain';
import { api } from '../../../lib/api';

/** `POST /api/user/new_vsqx_uid`: the slot a new project's uploads go into (DESIGN §5). */
export async function newProjectSlot(): Promise<string> {
  return (await api.post<{ vsqx_uid: string }>('/api/user/new_vsqx_uid')).data!.vsqx_uid;
}

/** The spec's form body, sent as a form (spec §7 "Project"). Failures are alerted by the api client. */
export function submitUpdate(body: Record<string, string>): Promise<Envelope<unknown>> {
  return api.form('/api/user/submit_update_vsqx_project', body);
}

export async function submitNew(body: Record<string, string>): Promise<number> {
  return (await api.form<{ music_id: number }>('/api/user/submit_new_vsqx_project', body)).data!.music_id;
}
