import { avatarFileName, profileEndpoints, type AvatarState, type Envelope } from '@vsqx/domain';
import { api, ApiError, call } from '../../../lib/api';

/**
 * `POST /api/user/upload_avatar`: multipart (outside the endpoint table, like every upload: the body is a file), the cropped JPEG named `{uid}.jpg` (spec §7). */
export async function uploadAvatar(uid: number, blob: Blob): Promise<void> {
  const body = new FormData();
  body.append('file', blob, avatarFileName(uid));
  const env = (await api.raw('POST', '/api/user/upload_avatar', body)) as Envelope;
  if (!env || typeof env !== 'object' || !env.success) throw new ApiError(env?.message ?? '', 400, env);
}

/** `GET /api/user/avatar_submit`: makes the staged avatar live; answers the new flags. */
export async function submitAvatar(): Promise<{ message: string; state: AvatarState }> {
  const env = await call(profileEndpoints.avatarSubmit);
  return { message: env.message, state: env.data };
}
