import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/instance-pair';
import { serverProcess } from '../../test/server-process';
import { spawnServer, waitUp, type SpawnedServer } from '../../test/spawn-server';
import { openSse, type SseStream } from '../../test/sse-client';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/*
 * The admin command is another process (`npm run admin -- system-message …`). Its message must reach the
 * running server's open streams promptly: on PostgreSQL through NOTIFY, on the embedded SQLite default through
 * the server's watch of the file's data_version (memory-bus.ts). Real processes, real database, both suites.
 */
describe('a system message from the admin process reaches an open stream', () => {
  let server: SpawnedServer;
  const streams: SseStream[] = [];
  beforeAll(async () => {
    server = await spawnServer();
    await waitUp(server);
  }, 120_000);
  afterAll(async () => {
    for (const s of streams) s.close();
    await server?.stop();
  });

  const admin = (...args: string[]) =>
    new Promise<string>((resolve, reject) => {
      const child = spawn(...serverProcess('admin', args), {
        cwd: serverRoot,
        env: { ...process.env, ...server.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout!.on('data', (d) => (out += String(d)));
      child.stderr!.on('data', (d) => (out += String(d)));
      child.once('exit', (code) =>
        code === 0 ? resolve(out) : reject(new Error(`admin exited ${code}: ${out}`)),
      );
    });

  it('within a second of the command ending, to its recipient only', async () => {
    const register = async () => {
      const username = `ap${randomBytes(4).toString('hex')}`;
      const res = await call(server.base, 'POST', '/api/auth/register', { username, password: 'secret123' });
      return { username, token: String(res.json!.data!.token) };
    };
    const to = await register();
    const bystander = await register();
    const mine = await openSse(`${server.base}/api/user/events`, { authorization: `Bearer ${to.token}` });
    const theirs = await openSse(`${server.base}/api/user/events`, {
      authorization: `Bearer ${bystander.token}`,
    });
    streams.push(mine, theirs);
    expect(JSON.parse((await mine.next('unread', 2000)).data)).toMatchObject({ system: 0 });
    await theirs.next('unread', 2000);

    await admin('system-message', to.username, '维护通知', '今晚 23:00 维护');
    const ended = Date.now();
    const event = await mine.next('unread', 1500);
    expect(JSON.parse(event.data)).toEqual({ comment: 0, at: 0, apply: 0, system: 1 });
    expect(Date.now() - ended).toBeLessThan(1000);
    // The bystander's stream may be recounted (SQLite cannot tell whom another process wrote to) but its figures do not change.
    const other = await theirs.next('unread', 500).catch(() => undefined);
    if (other) expect(JSON.parse(other.data)).toEqual({ comment: 0, at: 0, apply: 0, system: 0 });
  }, 120_000);
});
