import type { Envelope } from '@vsqx/domain';
import { ApiError } from '../../../lib/api';
import { uploadResumable } from '../../../lib/tus-upload';

/**
 * An article image through a resumable upload (target `article_image`; the multipart `upload_image` of
 * spec §7 stays for other clients); answers the image address. A cover is re-encoded by the server to
 * 600x378, a body image keeps its ratio.
 */
export async function uploadArticleImage(
  file: Blob,
  kind: 'cover' | 'body',
  name = 'image.jpg',
): Promise<string> {
  const named = file instanceof File ? file : new File([file], name, { type: file.type || 'image/jpeg' });
  let env: Envelope<unknown>;
  try {
    env = await uploadResumable(named, {
      target: 'article_image',
      ...(kind === 'cover' ? { kind: 'cover' } : {}),
    });
  } catch (err) {
    throw new ApiError((err as Error).message, 400);
  }
  if (typeof env.data !== 'string') throw new ApiError(env.message ?? '', 400, env);
  return env.data;
}
