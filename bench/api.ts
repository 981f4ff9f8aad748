// API throughput on a big world: autocannon (50 connections) on the authenticated list calls of the big
// creator, each beside a static JSON route serving the same payload from the same server in the same run.
// CPUs: left to the scheduler, so autocannon shares the server's cores; BENCH_PIN=1 runs the server alone on the last
// CPU and this process with the server's PostgreSQL backends on the others (bench/lib/placement.ts: why not default).
// Run: npx tsx bench/api.ts   (knobs: BENCH_QUICK=1, BENCH_PG=0, BENCH_SQLITE=0, BENCH_DURATION=10, BENCH_PROFILE=1,
// BENCH_PIN=1, BENCH_CALLS=<text>: only the calls whose label contains it, reported in a section of their own)
import fs from 'node:fs';
import path from 'node:path';
import { hashPassword } from '../apps/server/src/modules/auth/passwords';
import pg from 'pg';
import { CALLS, bulkTimes, sample } from './lib/api-calls';
import { report, type ApiRow } from './lib/api-report';
import { BENCH_PASSWORD, BIG_USER, FULL_WORLD, QUICK_WORLD, generateWorld } from './lib/big-world';
import { DURATION, median, medianShot, type ProcessList } from './lib/cannon';
import { alternate } from './lib/alternate';
import { placeProcesses } from './lib/placement';
import { summariseProfiles } from './lib/profile-summary';
import { ROOT } from './lib/report';
import { buildServer, isMain, login, startServer } from './lib/server';
import { PG_URL, openWorldDb, pgAvailable } from './lib/world-db';

const QUICK = process.env.BENCH_QUICK === '1';
const SIZE = QUICK ? QUICK_WORLD : FULL_WORLD;
const CONNECTIONS = 50;
/** Each call and its static twin run alternately in this many slices of DURATION / ROUNDS seconds. */
const ROUNDS = 5;
/** A subset run (BENCH_CALLS) writes its own section, so the full table is not replaced by a few rows. */
const ONLY = process.env.BENCH_CALLS;

/** The server's PostgreSQL sessions name themselves, so the bench can find their backends' CPU. */
const APP_NAME = 'vsqx-bench-api';

/** The PostgreSQL backends serving the bench's server (by application_name), for their CPU per request. */
function pgBackends(): { list: ProcessList; end(): Promise<void> } {
  const client = new pg.Client({ connectionString: PG_URL });
  const ready = client.connect();
  return {
    list: async () => {
      await ready;
      const r = await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where application_name = $1',
        [APP_NAME],
      );
      return r.rows.map((x) => x.pid);
    },
    end: async () => {
      await ready;
      await client.end();
    },
  };
}

/** A kept world: its server environment, and nothing to drop. */
function reuseWorld(dialect: 'sqlite' | 'postgres', where: string) {
  const env: Record<string, string> =
    dialect === 'sqlite'
      ? { DATA_DIR: where, DATABASE_URL: `sqlite:${path.join(where, 'vsqx.db')}` }
      : {
          DATA_DIR: fs.mkdtempSync(path.join(ROOT, 'bench/.out/reuse-')),
          DATABASE_URL: PG_URL,
          PG_SCHEMA: where,
        };
  return { env, drop: async () => undefined };
}

export async function runApiBench(): Promise<ApiRow[]> {
  buildServer();
  const placement = placeProcesses();
  const hash = await hashPassword(BENCH_PASSWORD);
  const dialects: ('sqlite' | 'postgres')[] = process.env.BENCH_SQLITE === '0' ? [] : ['sqlite'];
  if (process.env.BENCH_PG !== '0' && (await pgAvailable())) dialects.push('postgres');
  const rows: ApiRow[] = [];
  const notes: string[] = [];
  for (const dialect of dialects) {
    // BENCH_REUSE_SQLITE=<data dir> / BENCH_REUSE_PG=<schema>: a world this generator built and settled before
    // (kept, not dropped), so a subset run on a busy machine does not spend its time rebuilding 2M rows.
    const reused = dialect === 'sqlite' ? process.env.BENCH_REUSE_SQLITE : process.env.BENCH_REUSE_PG;
    const t0 = Date.now();
    let w: { env: Record<string, string>; drop(): Promise<void> };
    if (reused) w = reuseWorld(dialect, reused);
    else {
      const fresh = await openWorldDb(dialect, 'api');
      await generateWorld(fresh.loader, SIZE, hash);
      await fresh.settle();
      w = fresh;
    }
    notes.push(
      reused
        ? `${dialect}: the world built earlier by the same generator (${reused}), reused`
        : `${dialect}: world generated in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
    );
    const profile = process.env.BENCH_PROFILE === '1';
    if (profile) fs.rmSync(path.join(ROOT, `bench/.out/prof-${dialect}`), { recursive: true, force: true });
    const env =
      dialect === 'postgres'
        ? {
            ...w.env,
            DATABASE_URL: `${w.env.DATABASE_URL}${w.env.DATABASE_URL.includes('?') ? '&' : '?'}application_name=${APP_NAME}`,
          }
        : w.env;
    const backends = dialect === 'postgres' ? pgBackends() : undefined;
    // With a placement, each backend is moved beside this process the first time the list sees it.
    const dbList = backends && placement ? placement.follow(backends.list) : backends?.list;
    const server = await startServer(env, {
      label: `api-${dialect}`,
      nodeArgs: profile ? ['--cpu-prof', `--cpu-prof-dir=prof-${dialect}`] : [],
      cpus: placement?.server,
    });
    try {
      const token = await login(server.base, BIG_USER, BENCH_PASSWORD);
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      for (const listed of CALLS.filter((x) => !ONLY || x.label.includes(ONLY))) {
        const c = listed.prepare ? { ...listed, path: await listed.prepare(server.base, token) } : listed;
        const payload = await sample(server.base, token, c);
        await dbList?.();
        // The static route serves this call's own payload: same bytes, no session, no query.
        await fetch(`${server.base}/bench/static`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: payload,
        });
        // Static and call in alternating slices over the same 50 connections, kept open (bench/lib/alternate.ts).
        const { a: bases, b: shots } = await alternate(
          server.base,
          { path: '/bench/static' },
          { path: c.path, method: c.method ?? 'GET', headers, body: c.body },
          { rounds: ROUNDS, sliceS: Math.max(1, DURATION / ROUNDS), warmS: 1, connections: CONNECTIONS },
          server.proc.pid,
          dbList,
        );
        const row = {
          db: dialect,
          call: c.label,
          shot: medianShot(shots),
          base: medianShot(bases),
          ratio: median(shots.map((s, i) => s.rps / bases[i].rps)),
        };
        rows.push(row);
        console.log(
          `${dialect} ${c.label}: ${row.shot.rps} req/s (static ${row.base.rps}, p99 ${row.base.p99} ms), ratio ${row.ratio.toFixed(2)}, p50 ${row.shot.p50} ms, p99 ${row.shot.p99} ms, CPU ${row.shot.cpuUs.toFixed(0)} µs/req (static ${row.base.cpuUs.toFixed(0)})${backends ? `, PostgreSQL CPU ${row.shot.dbCpuUs.toFixed(0)} µs/req` : ''}, bad ${row.shot.bad}`,
        );
      }
      if (!ONLY || ONLY === 'search' || ONLY === 'bulk') {
        const times = await bulkTimes(server.base, token);
        const ms = times.map((x) => x.ms);
        notes.push(
          `${dialect}: bulk action on 100 of her projects, one call each (${times.map((x) => x.action).join(', ')}): ${ms.map((x) => x.toFixed(0)).join(' / ')} ms, max ${Math.max(...ms).toFixed(0)} ms (target ≤ 1,000 ms)`,
        );
        console.log(notes.at(-1));
      }
    } finally {
      await server.stop();
      await backends?.end();
      if (profile)
        notes.push(
          `${dialect} CPU profile, self time:\n\n${summariseProfiles(`bench/.out/prof-${dialect}`)}`,
        );
      await w.drop();
    }
  }
  report(
    {
      only: ONLY,
      quick: QUICK,
      size: SIZE,
      connections: CONNECTIONS,
      rounds: ROUNDS,
      duration: DURATION,
      placement: placement && { server: placement.server, rest: placement.rest },
    },
    rows,
    notes,
  );
  return rows;
}

if (isMain(import.meta.url)) await runApiBench();
