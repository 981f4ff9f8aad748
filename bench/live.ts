/**
 * Issue 24 "Live messages", measured with real server processes:
 *  (a) one instance (embedded SQLite default) holding 2,000 open event streams: the server's RSS growth;
 *  (b) two instances on one PostgreSQL schema (LISTEN/NOTIFY, no Redis) with 500 connections of mixed load
 *      (400 open streams on B, 100 connections in request loops on both): a message written through A
 *      (an @ in a square post) until it reaches its recipient's stream on B.
 * Reproduce: `flock /tmp/bench.lock npx tsx bench/live.ts` (BENCH_LIVE=a or b for one part).
 */
import fs from 'node:fs';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { createDatabase, migrateToLatest } from '../apps/server/src/db/database';
import { hashToken, newToken } from '../apps/server/src/modules/auth/passwords';
import { PG_URL } from '../apps/server/src/test/build-test-app';
import { call, startInstancePair } from '../apps/server/src/test/instance-pair';
import { spawnServer, waitUp } from '../apps/server/src/test/spawn-server';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 2000);
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

interface Stream {
  /** Resolves with the next `unread` counts. */
  next(): Promise<Record<string, number>>;
  close(): void;
}

/** An event stream over a socket of its own (Bearer header); resolves once the counts at connect arrived. */
function openStream(base: string, token: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const waiting: ((c: Record<string, number>) => void)[] = [];
    const queued: Record<string, number>[] = [];
    const req = http.get(
      `${base}/api/user/events`,
      { agent: false, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream: ${res.statusCode}`));
        res.setEncoding('utf8');
        let buf = '';
        let first = true;
        res.on('data', (chunk: string) => {
          buf += chunk;
          let end: number;
          while ((end = buf.indexOf('\n\n')) >= 0) {
            const block = buf.slice(0, end);
            buf = buf.slice(end + 2);
            if (!block.startsWith('event: unread')) continue;
            const counts = JSON.parse(block.slice(block.indexOf('data: ') + 6));
            if (first) {
              first = false;
              resolve(stream);
              continue;
            }
            const w = waiting.shift();
            if (w) w(counts);
            else queued.push(counts);
          }
        });
      },
    );
    req.on('error', reject);
    const stream: Stream = {
      next: () => new Promise((r) => (queued.length ? r(queued.shift()!) : waiting.push(r))),
      close: () => req.destroy(),
    };
  });
}

/** Users with a session each, written straight into the database (registering thousands would time password hashing). */
async function makeUsers(opts: { dataDir?: string; pgSchema?: string }, n: number, prefix: string) {
  const handle = createDatabase({
    dataDir: opts.dataDir ?? '',
    databaseUrl: opts.pgSchema ? PG_URL : '',
    pgSchema: opts.pgSchema,
  });
  await migrateToLatest(handle);
  const now = Date.now();
  const out: { id: number; username: string; token: string }[] = [];
  for (let i = 0; i < n; i += 250) {
    const names = Array.from({ length: Math.min(250, n - i) }, (_, k) => `${prefix}${i + k}`);
    const rows = await handle.db
      .insertInto('users')
      .values(names.map((username) => ({ username, password_hash: 'x', created_at: now })))
      .returning(['id', 'username'])
      .execute();
    const tokens = rows.map(() => newToken());
    await handle.db
      .insertInto('sessions')
      .values(
        rows.map((r, k) => ({
          user_id: r.id,
          token_hash: hashToken(tokens[k]),
          created_at: now,
          expires_at: now + 86_400_000,
        })),
      )
      .execute();
    rows.forEach((r, k) => out.push({ id: r.id, username: r.username, token: tokens[k] }));
  }
  await handle.close();
  return out;
}

async function manyStreams() {
  const server = await spawnServer({ LOG_LEVEL: 'warn' });
  try {
    await waitUp(server);
    const users = await makeUsers(
      { dataDir: server.dataDir },
      STREAMS / 4,
      `ls${randomBytes(2).toString('hex')}`,
    );
    // Warm: the routes and the statements the streams use, once.
    for (const u of users.slice(0, 20)) (await openStream(server.base, u.token)).close();
    await sleep(2000);
    const before = rssMb(server.child.pid!);
    const t0 = performance.now();
    const streams: Stream[] = [];
    for (let i = 0; i < STREAMS; i += 100) {
      streams.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(100, STREAMS - i) }, (_, k) =>
            openStream(server.base, users[(i + k) % users.length].token),
          ),
        )),
      );
    }
    const opened = performance.now() - t0;
    await sleep(5000);
    const after = rssMb(server.child.pid!);
    // A change for every holder: each of the 2,000 streams gets its event.
    const t1 = performance.now();
    const admin = await import('../apps/server/src/admin/commands');
    const handle = createDatabase({ dataDir: server.dataDir, databaseUrl: '' });
    await admin.adminCommands['system-message'].run(
      // On the embedded default the admin process's bus reaches no server (as in admin.ts): the server sees the
      // write through its data_version watch.
      {
        db: handle.db,
        dialect: handle.dialect,
        config: {} as never,
        live: { publish: () => undefined },
      },
      ['--all', 'bench', 'bench'],
    );
    await handle.close();
    await Promise.all(streams.map((s) => s.next()));
    const fanOut = performance.now() - t1;
    await sleep(2000);
    const afterFanOut = rssMb(server.child.pid!);
    for (const s of streams) s.close();
    console.log(
      `(a) SQLite, one instance: ${STREAMS} streams opened in ${(opened / 1000).toFixed(1)} s; RSS ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB with them open (+${(after - before).toFixed(0)} MB), ${afterFanOut.toFixed(0)} MB after a system message to all (+${(afterFanOut - before).toFixed(0)} MB); that message reached all ${STREAMS} streams in ${fanOut.toFixed(0)} ms (admin process → data_version watch → recount); load ${load()}`,
    );
  } finally {
    await server.stop();
  }
}

async function acrossInstances() {
  const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 200);
  const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);
  const pair = await startInstancePair({ REDIS_URL: '', RATE_SQUARE_POST_MAX: '100000', LOG_LEVEL: 'warn' });
  const [a, b] = pair.bases;
  try {
    const prefix = `lx${randomBytes(2).toString('hex')}`;
    const receivers = await makeUsers({ pgSchema: pair.schema }, 100, prefix);
    const [sender, reader] = await makeUsers({ pgSchema: pair.schema }, 2, `${prefix}s`);
    // 400 streams on B: four tabs each of the 100 receivers.
    const streams = new Map<number, Stream[]>();
    for (const r of receivers)
      streams.set(r.id, await Promise.all([0, 1, 2, 3].map(() => openStream(b, r.token))));
    // 100 connections looping requests on both instances: unread counts (auth + four counts) and the square page.
    let stop = false;
    let done = 0;
    let errors = 0;
    const agentA = new http.Agent({ keepAlive: true, maxSockets: 50 });
    const agentB = new http.Agent({ keepAlive: true, maxSockets: 50 });
    const get = (base: string, agent: http.Agent, path: string) =>
      new Promise<void>((resolve) => {
        const req = http.get(
          `${base}${path}`,
          { agent, headers: { authorization: `Bearer ${reader.token}` } },
          (res) => {
            res.resume();
            res.on('end', () => {
              if (res.statusCode === 200) done++;
              else errors++;
              resolve();
            });
          },
        );
        req.on('error', () => (errors++, resolve()));
      });
    const loops = Array.from({ length: 100 }, async (_, i) => {
      const [base, agent] = i % 2 ? [b, agentB] : [a, agentA];
      // A user's pace, not a flood: a request, then THINK_MS (a closed loop without pauses measures only the queue).
      await sleep(Math.random() * THINK_MS);
      while (!stop) {
        await get(base, agent, i % 4 < 2 ? '/api/user/unread_msg_count' : '/api/app/square?page=1');
        await sleep(THINK_MS);
      }
    });
    await sleep(3000);
    const latencies: number[] = [];
    const posts: number[] = [];
    const deliveries: number[] = [];
    const t0 = performance.now();
    for (let i = 0; i < MESSAGES; i++) {
      const r = receivers[i % receivers.length];
      const arrived = Promise.race(streams.get(r.id)!.map((s) => s.next()));
      const sent = performance.now();
      const res = await call(
        a,
        'POST',
        '/api/app/square',
        { text: `@${r.username} 消息 ${i}` },
        sender.token,
      );
      if (res.status !== 200) throw new Error(`post: ${res.status} ${res.json?.message}`);
      const answered = performance.now();
      // The race leaves a reader on each of the receiver's four tabs: each takes its own copy of this event.
      await arrived;
      const now = performance.now();
      latencies.push(now - sent);
      posts.push(answered - sent);
      deliveries.push(Math.max(0, now - answered));
    }
    const seconds = (performance.now() - t0) / 1000;
    stop = true;
    await Promise.all(loops);
    agentA.destroy();
    agentB.destroy();
    for (const list of streams.values()) for (const s of list) s.close();
    console.log(
      `(b) PostgreSQL, two instances, 400 streams on B + 100 connections requesting every ${THINK_MS} ms (${(done / seconds).toFixed(0)} req/s, ${errors} errors): ${MESSAGES} messages through A → stream on B, from the POST sent to the event read: p50 ${pct(latencies, 50).toFixed(0)} ms, p99 ${pct(latencies, 99).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms; of which the POST: p50 ${pct(posts, 50).toFixed(0)}, p99 ${pct(posts, 99).toFixed(0)} ms; after its answer: p50 ${pct(deliveries, 50).toFixed(0)}, p99 ${pct(deliveries, 99).toFixed(0)} ms; load ${load()}`,
    );
  } finally {
    await pair.stop();
  }
}

const part = process.env.BENCH_LIVE ?? 'ab';
console.log(`live bench ${new Date().toISOString()}, node ${process.version}, load ${load()}`);
if (part.includes('a')) await manyStreams();
if (part.includes('b')) await acrossInstances();
