import type { Envelope } from '@vsqx/domain';
import { api, ApiError } from '../../../lib/api';

/**
 * POST upload_image: multipart `file` and `vsqx_uid` (spec §7); answers the image address. A cover is
 * re-encoded by the server to 600x378, a body image keeps its ratio.
 */
export async function uploadArticleImage(file: Blob, kind: 'cover' | 'body', name = 'image.jpg'): Promise<string> {
  const body = new FormData();
  body.append('vsqx_uid', '');
  body.append('file', file, name);
  const env = (await api.raw('POST', `/api/article/upload_image?kind=${kind}`, body)) as Envelope<string>;
  if (!env || typeof env !== 'object' || !env.success || !env.data) throw new ApiError(env?.message ?? '', 400, env);
  return env.data;
}
