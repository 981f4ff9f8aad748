/**
 * What `GET /api/user/storage` costs (DESIGN §8 addition "storage per creator"): the SUM over the creator's
 * `project_versions` rows, per index choice, on SQLite and PostgreSQL. A heavy creator (10,000 vsqx projects
 * × 3 versions, the third a restore naming the first file, plus 2,000 MIDI projects × 2) among 500 others
 * with 200 versions each. Reproduce: `flock /tmp/bench.lock npx tsx bench/storage.ts` (BENCH_PG=0: SQLite only).
 */
import { sql } from 'kysely';
import { userStorage } from '../apps/server/src/modules/versions/storage';
import { machine, table, writeSection } from './lib/report';
import { isMain } from './lib/server';
import { openWorldDb, pgAvailable, type WorldDb } from './lib/world-db';

const HEAVY_V = 30_000;
const HEAVY_M = 4_000;
const OTHERS = 500 * 200;

const VARIANTS: { name: string; columns: string | null }[] = [
  { name: 'the existing (user_id, sha256) index only', columns: null },
  { name: '(user_id, file_key, size)', columns: 'user_id, file_key, size' },
  {
    name: '(user_id, project_type, project_id, file_key, size)',
    columns: 'user_id, project_type, project_id, file_key, size',
  },
];

const series = (w: WorldDb, n: number) =>
  w.dialect === 'postgres'
    ? sql.raw(`generate_series(0, ${n - 1}) s(i)`)
    : sql.raw(
        `(with recursive r(i) as (select 0 union all select i + 1 from r where i < ${n - 1}) select i from r) s`,
      );

async function load(w: WorldDb) {
  const db = w.handle.db;
  const cols = sql.raw(
    'project_type, project_id, user_id, version, file_key, file_extension, file_name, size, created_at',
  );
  const div = (a: string, b: number) => sql.raw(w.dialect === 'postgres' ? `(${a} / ${b})` : `(${a} / ${b})`);
  // vsqx: version 3 of each project is a restore of version 1 (the same key, counted once).
  await sql`insert into project_versions (${cols}) select 'v', ${div('i', 3)}, 1, (i % 3) + 1, 'version/1/v' || (case when i % 3 = 2 then i - 2 else i end), 'vsqx', 'f.vsqx', 1000000 + i, 0 from ${series(w, HEAVY_V)}`.execute(
    db,
  );
  await sql`insert into project_versions (${cols}) select 'm', ${div('i', 2)}, 1, (i % 2) + 1, 'version/1/m' || i, 'mid', 'f.mid', 5000 + i, 0 from ${series(w, HEAVY_M)}`.execute(
    db,
  );
  await sql`insert into project_versions (${cols}) select 'v', 100000 + ${div('i', 2)}, 2 + ${div('i', 200)}, (i % 2) + 1, 'version/o/' || i, 'vsqx', 'f.vsqx', 2000 + i, 0 from ${series(w, OTHERS)}`.execute(
    db,
  );
}

async function timeIt(w: WorldDb, userId = 1, runs = 30) {
  await userStorage(w.handle.db, userId);
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await userStorage(w.handle.db, userId);
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return { p50: ms[Math.floor(runs / 2)], p95: ms[Math.floor(runs * 0.95)] };
}

export async function runStorageBench() {
  const dialects = (['sqlite', 'postgres'] as const).filter(
    (d) => d === 'sqlite' || process.env.BENCH_PG !== '0',
  );
  const rows: (string | number)[][] = [];
  let answer = '';
  for (const dialect of dialects) {
    if (dialect === 'postgres' && !(await pgAvailable())) continue;
    const w = await openWorldDb(dialect, 'storage');
    try {
      await load(w);
      const db = w.handle.db;
      for (const v of VARIANTS) {
        await sql`drop index if exists project_versions_owner_files`.execute(db);
        if (v.columns)
          await sql`create index project_versions_owner_files on project_versions (${sql.raw(v.columns)})`.execute(
            db,
          );
        await (dialect === 'postgres' ? sql`vacuum analyze project_versions` : sql`analyze`).execute(db);
        const t = await timeIt(w);
        const small = await timeIt(w, 2);
        rows.push([dialect, v.name, t.p50.toFixed(2), t.p95.toFixed(2), small.p50.toFixed(2)]);
        console.log(rows.at(-1)!.join(' | '));
      }
      answer = JSON.stringify(await userStorage(db, 1));
    } finally {
      await w.drop();
    }
  }
  writeSection(
    'storage',
    'Storage per creator (GET /api/user/storage)',
    `${machine()}; a shared 2-core machine (other sessions' tests ran meanwhile). The heavy creator: ${HEAVY_V.toLocaleString('en')} vsqx versions (10,000 projects × 3, the third a restore of the first), ${HEAVY_M.toLocaleString('en')} MIDI versions, among ${OTHERS.toLocaleString('en')} rows of 500 others; 30 calls of \`userStorage\` (both of its queries) after one warm-up.\n\n${table(['database', 'index on project_versions', 'heavy creator p50 ms', 'p95 ms', 'a creator with 200 versions p50 ms'], rows)}\n\nThe server keeps the last index (migration 0056). The heavy creator's answer: \`${answer}\`. Reproduce: \`flock /tmp/bench.lock npx tsx bench/storage.ts\`.`,
  );
}

if (isMain(import.meta.url)) await runStorageBench();
