import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Envelope, SessionData } from '@vsqx/domain';

let counter = 0;

/** A unique valid username (2-12 of letters, digits, underscore). */
export function uniqueName(prefix = 'u'): string {
  counter += 1;
  return `${prefix}${counter}_${Math.floor(Math.random() * 1e4)}`.slice(0, 12);
}

export interface TestUser extends SessionData {
  password: string;
}

export async function registerUser(app: FastifyInstance, username = uniqueName(), password = 'secret123'): Promise<TestUser> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { username, password } });
  const body = res.json() as Envelope<SessionData>;
  if (!body.success) throw new Error(`register failed: ${res.body}`);
  return { ...body.data!, password };
}

/** Makes a user a course manager, as `npm run admin -- grant-manager` does. */
export async function makeManager(app: FastifyInstance, uid: number) {
  await app.ctx.db.updateTable('users').set({ is_manager: 1 }).where('id', '=', uid).execute();
}

/** Calls the API as a user (or anonymously with `null`). */
export function as(app: FastifyInstance, user: { token: string } | null) {
  const headers = user ? { authorization: `Bearer ${user.token}` } : {};
  const call = (opts: InjectOptions) => app.inject({ ...opts, headers: { ...headers, ...(opts.headers ?? {}) } });
  return {
    get: (url: string) => call({ method: 'GET', url }),
    post: (url: string, payload?: object) => call({ method: 'POST', url, payload }),
    /** application/x-www-form-urlencoded, as the spec's form calls send. */
    form: (url: string, fields: Record<string, string | number>) =>
      call({
        method: 'POST',
        url,
        payload: new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    call,
  };
}

/** Builds a multipart body by hand (no client library needed for inject). */
export function multipart(fields: Record<string, string>, file?: { field?: string; name: string; data: Buffer; type?: string }) {
  const boundary = `----vsqx${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
