// The server for the projects benchmarks: the real app (buildApp) plus two baseline routes in the same
// process, so each figure is compared with the framework's own floor on the same machine at the same time:
//   GET  /bench/static/:name  the very JSON the list endpoint answered, pre-serialised (no auth, no DB)
//   POST /bench/plain-upload  the raw body streamed to a file on disk (no parsing, no checks)
// Bundled by server-process.ts; prints one JSON line `{ ready, port, ... }` when listening.
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config/config';

const payloads = new Map<string, string>();

async function main() {
  const config = loadConfig({ ...process.env, SEED_DEMO: '0', LOG_LEVEL: 'warn' });
  const app = await buildApp(config, { logger: false });
  app.get('/bench/static/:name', async (req, reply) => {
    const body = payloads.get((req.params as { name: string }).name);
    return reply.type('application/json; charset=utf-8').send(body ?? '{}');
  });
  app.addContentTypeParser('application/octet-stream', (_req, payload, done) => done(null, payload));
  app.post('/bench/plain-upload', async (req) => {
    const file = path.join(config.dataDir, `plain-${Date.now()}`);
    await pipeline(req.body as Readable, fs.createWriteStream(file));
    const size = fs.statSync(file).size;
    fs.rmSync(file, { force: true });
    return { success: true, message: '', data: { size } };
  });
  await app.ready();

  const extra: Record<string, unknown> = {};
  if (process.env.BENCH_MODE === 'list') {
    // The baseline answers byte for byte what the real route answers for each case.
    const cases = JSON.parse(process.env.BENCH_CASES ?? '{}') as Record<string, string>;
    for (const [name, url] of Object.entries(cases)) {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${process.env.BENCH_TOKEN}` } });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      payloads.set(name, res.body);
      extra[name] = res.body.length;
    }
  } else {
    const reg = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { username: 'bench_up', password: 'bench1234' } });
    const token = reg.json().data.token as string;
    const slots: string[] = [];
    for (let i = 0; i < Number(process.env.BENCH_SLOTS ?? 5); i += 1) {
      const s = await app.inject({ method: 'POST', url: '/api/user/new_vsqx_uid', headers: { authorization: `Bearer ${token}` } });
      slots.push(s.json().data.vsqx_uid);
    }
    Object.assign(extra, { token, slots });
  }
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  console.log(JSON.stringify({ ready: true, pid: process.pid, ...extra }));
}

// A clean exit on SIGTERM, so `--cpu-prof` (BENCH_NODE_ARGS) can write its profile.
process.on('SIGTERM', () => process.exit(0));

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
