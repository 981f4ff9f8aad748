// TEMP: profile one call under load on a persistent FULL world.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { hashPassword } from '../apps/server/src/modules/auth/passwords';
import { createDatabase, migrateToLatest } from '../apps/server/src/db/database';
import { sql } from 'kysely';
import { BENCH_PASSWORD, BIG_USER, FULL_WORLD, generateWorld } from './lib/big-world';
import { shoot } from './lib/cannon';
import { buildServer, login, startServer } from './lib/server';
import { ROOT } from './lib/report';

const dir = '/tmp/vsqx-world-full';
const url = `sqlite:${dir}/vsqx.db`;
if (!fs.existsSync(`${dir}/ready`)) {
  fs.rmSync(dir, { recursive: true, force: true }); fs.mkdirSync(dir, { recursive: true });
  const handle = createDatabase({ dataDir: dir, databaseUrl: url });
  await migrateToLatest(handle);
  await sql`pragma synchronous = off`.execute(handle.db);
  await sql`pragma cache_size = -262144`.execute(handle.db);
  await generateWorld({ db: handle.db, dialect: 'sqlite' }, FULL_WORLD, await hashPassword(BENCH_PASSWORD));
  await sql`analyze`.execute(handle.db);
  await sql`pragma wal_checkpoint(truncate)`.execute(handle.db);
  await handle.close();
  fs.writeFileSync(`${dir}/ready`, '1');
}
if (process.env.NOBUILD !== '1') buildServer();
const prof = process.env.PROF === '1';
const profDir = path.join(ROOT, 'bench/.out/prof-tmp');
fs.rmSync(profDir, { recursive: true, force: true });
const server = await startServer({ DATA_DIR: dir, DATABASE_URL: url }, { label: 'prof', nodeArgs: prof ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [] });
const token = await login(server.base, BIG_USER, BENCH_PASSWORD);
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
const calls = (process.env.CALLS ?? '/api/user/select_vsqx_project_list?page=1&page_size=10&sort=time').split(' ');
for (const c of calls) {
  const [p, body] = c.split('|');
  const res = await fetch(server.base + p, { method: body ? 'POST' : 'GET', headers, body });
  const text = await res.text();
  await fetch(`${server.base}/bench/static`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: text });
  await shoot({ url: server.base + p, method: body ? 'POST' : 'GET', headers, body, connections: 50, duration: 2 });
  for (let i = 0; i < 2; i++) {
    const st = process.env.ONLY ? { rps: 1, cpuUs: 0 } : await shoot({ url: `${server.base}/bench/static`, connections: 50, duration: 3 }, server.proc.pid);
    const r = await shoot({ url: server.base + p, method: body ? 'POST' : 'GET', headers, body, connections: 50, duration: 3 }, server.proc.pid);
    console.log(`${p.slice(10, 70)} ${body ?? ''}: ${r.rps} rps (static ${st.rps}) ratio ${(r.rps / st.rps).toFixed(2)} p99 ${r.p99} cpu ${r.cpuUs.toFixed(0)} µs (static ${st.cpuUs.toFixed(0)}) bad ${r.bad} bytes ${text.length}`);
  }
}
await server.stop();
if (prof) console.log(execFileSync('node', ['/tmp/analyze.mjs', profDir, process.env.FILT ?? '.', 'self'], { encoding: 'utf8' }).split('\n').slice(0, 200).join('\n'));
