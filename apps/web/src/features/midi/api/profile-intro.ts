import { api } from '../../../lib/api';

/** The producer-intro prefill of the MIDI page failed (spec §8, the MIDI page's own variants). */
export class ProfileIntroError extends Error {
  constructor(readonly kind: 'notObject' | 'exception') {
    super(kind);
  }
}

/** `GET /api/user/select_user_info.php`: a plain object containing p_desc (spec §7). */
export async function fetchProfileIntro(): Promise<{ p_desc: string; agreement?: number }> {
  let body: unknown;
  try {
    body = await api.raw('GET', '/api/user/select_user_info.php');
  } catch {
    throw new ProfileIntroError('exception');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ProfileIntroError('notObject');
  const p = body as { p_desc?: unknown; agreement?: unknown };
  return {
    p_desc: typeof p.p_desc === 'string' ? p.p_desc : '',
    agreement: typeof p.agreement === 'number' ? p.agreement : undefined,
  };
}
