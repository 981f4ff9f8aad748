// Growth: the list and message calls of one user whose own lists stay at 100 rows while the tables around
// them grow from 1k to 1M rows each (projects, favourites, messages). Flat figures mean the indexes do the
// work. Run: npx tsx bench/growth.ts   (knobs: BENCH_QUICK=1 stops at 100k, BENCH_GROWTH_CALLS=200,
// BENCH_GROWTH_PG=1 repeats it on PostgreSQL)
import { hashPassword } from '../apps/server/src/modules/auth/passwords';
import { BENCH_PASSWORD, addFavourites, addProjects, addReplies, addUsers, spread } from './lib/big-world';
import { once, sequential, type CallSpec } from './lib/latency';
import { machine, table, writeSection } from './lib/report';
import { buildServer, isMain, login, startServer } from './lib/server';
import { openWorldDb, pgAvailable } from './lib/world-db';

const LEVELS =
  process.env.BENCH_QUICK === '1' ? [1_000, 10_000, 100_000] : [1_000, 10_000, 100_000, 1_000_000];
const CALLS = Number(process.env.BENCH_GROWTH_CALLS ?? 200);
const OWN = 100;
const PROBE = 'bench_probe';

const enc = encodeURIComponent;

const PROBES: { label: string; path: string; method?: string; body?: string; first?: boolean }[] = [
  {
    label: 'projects, time, page 1',
    path: '/api/user/select_vsqx_project_list?page=1&page_size=10&sort=time',
  },
  { label: 'projects, hot, page 1', path: '/api/user/select_vsqx_project_list?page=1&page_size=10&sort=hot' },
  { label: 'favourites, page 1', path: '/api/user/select_my_fav_list?page=1&page_size=10' },
  {
    label: 'replies, pageIndex 1',
    path: '/api/user/select_comment_msg_v2',
    method: 'POST',
    body: '{"pageIndex":1}',
  },
  { label: 'unread counts', path: '/api/user/unread_msg_count' },
  // DESIGN §8 search (migration 0030). The probe's own titles are k = 1…100 (TITLES[k % 8] + k, big-world.ts):
  // a selective text (k = 97), a title 1 in 8 rows of every size hold (k ≡ 7 mod 8), and its 2-character part
  // (below a trigram: checked row by row). Public search counts every public match: "first" is the first
  // call's time, which counts (totals of 1,000+ are then kept 30 s, modules/search/search-plan.repository.ts).
  {
    label: 'my search "夜に駆ける 97"',
    path: `/api/user/select_vsqx_project_list?page=1&page_size=10&q=${enc('夜に駆ける 97')}`,
  },
  {
    label: 'my search "九九八十一"',
    path: `/api/user/select_vsqx_project_list?page=1&page_size=10&q=${enc('九九八十一')}`,
  },
  {
    label: 'my search "八十" (2 chars)',
    path: `/api/user/select_vsqx_project_list?page=1&page_size=10&q=${enc('八十')}`,
  },
  {
    label: 'public search "夜に駆ける 97"',
    path: `/api/app/search?type=project&page=1&q=${enc('夜に駆ける 97')}`,
    first: true,
  },
  {
    label: 'public search "九九八十一"',
    path: `/api/app/search?type=project&page=1&q=${enc('九九八十一')}`,
    first: true,
  },
  {
    label: 'public search "八十" (2 chars)',
    path: `/api/app/search?type=project&page=1&q=${enc('八十')}`,
    first: true,
  },
];

const fmt = (n: number) => (n >= 1e6 ? `${n / 1e6}M` : `${n / 1e3}k`);

export interface GrowthResult {
  db: string;
  /** [probe][level] → { p50, p95 } in ms, and the first call's ms for the probes that ask */
  cells: { p50: number; p95: number; first?: number }[][];
}

async function growOn(dialect: 'sqlite' | 'postgres'): Promise<GrowthResult> {
  const w = await openWorldDb(dialect, 'growth');
  const ld = w.loader;
  const hash = await hashPassword(BENCH_PASSWORD);
  const users = await addUsers(
    ld,
    [PROBE, ...Array.from({ length: 999 }, (_, i) => `bench_g${String(i + 1).padStart(4, '0')}`)],
    hash,
  );
  const [probe, ...others] = users;
  const own = await addProjects(ld, OWN, () => probe, 31);
  const range = { first: own.first, last: own.last };
  let projects = OWN;
  let favourites = 0;
  let messages = 0;
  let seed = 40;
  const cells: GrowthResult['cells'] = PROBES.map(() => []);
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    for (const level of LEVELS) {
      // The server is stopped while the rows go in: its own background writes (job sweeps, scheduled
      // publications, analytics roll-ups) waited on the loader's long transactions on SQLite until a request
      // timed out at the 1M step. The table measures reads of a grown table, not reads during a bulk load.
      await server?.stop();
      server = undefined;
      if (level > projects) {
        const r = await addProjects(
          ld,
          level - projects,
          (i) => others[(i * 7 + seed) % others.length],
          seed++,
        );
        range.last = r.last;
        projects = level;
      }
      if (favourites === 0) {
        await addFavourites(ld, [probe], [OWN], range, seed++);
        favourites = OWN;
      }
      // Each top-up brings its own 1,000 fans, so (user, project) pairs stay unique without bookkeeping.
      const fans = await addUsers(
        ld,
        Array.from({ length: 1000 }, (_, i) => `bench_f${fmt(level)}_${i}`),
        hash,
      );
      await addFavourites(ld, fans, spread(level - favourites, fans.length), range, seed++);
      favourites = level;
      if (messages === 0) {
        await addReplies(ld, [probe], [OWN], others, range, seed++);
        messages = OWN;
      }
      await addReplies(ld, others, spread(level - messages, others.length), users, range, seed++);
      messages = level;
      await w.settle();
      server = await startServer(w.env, { label: `growth-${dialect}-${fmt(level)}` });
      const token = await login(server.base, PROBE, BENCH_PASSWORD);
      for (const [i, p] of PROBES.entries()) {
        const spec: CallSpec = { ...p, token };
        const first = p.first ? await once(server.base, spec) : undefined;
        cells[i].push({ ...(await sequential(server.base, spec, CALLS)), first });
      }
      console.log(
        `${dialect} growth ${fmt(level)}: ${PROBES.map((p, i) => `${p.label} ${cells[i].at(-1)!.p50.toFixed(2)} ms`).join(', ')}`,
      );
    }
  } finally {
    await server?.stop();
    await w.drop();
  }
  return { db: dialect, cells };
}

export async function runGrowthBench(): Promise<GrowthResult[]> {
  buildServer();
  const results = [await growOn('sqlite')];
  if (process.env.BENCH_GROWTH_PG === '1' && (await pgAvailable())) results.push(await growOn('postgres'));
  const rows = results.flatMap((r) =>
    PROBES.map((p, i) => {
      const p50s = r.cells[i].map((c) => c.p50);
      return [
        r.db,
        p.label,
        ...r.cells[i].map(
          (c) =>
            `${c.p50.toFixed(2)} / ${c.p95.toFixed(2)}${c.first === undefined ? '' : ` (first ${c.first.toFixed(0)})`}`,
        ),
        (Math.max(...p50s) / Math.min(...p50s)).toFixed(2),
      ];
    }),
  );
  writeSection(
    'growth',
    'Growth: the same calls as the tables grow',
    [
      `${machine()}. Reproduce: \`npx tsx bench/growth.ts\` (part of \`npm run bench\`; \`BENCH_GROWTH_PG=1\` adds PostgreSQL).`,
      '',
      `One user (\`${PROBE}\`) keeps ${OWN} projects, ${OWN} favourites and ${OWN} replies while vsqx_projects, favourites and messages each grow to the row count of the column ` +
        "(other creators' rows, added through Kysely between the steps, the server stopped meanwhile and started again for the calls; `ANALYZE` after each step). " +
        `Each cell: median / 95th percentile in ms of ${CALLS} sequential calls over one kept-alive connection, through the real server (esbuild bundle, own process, logged in). ` +
        '"max/min" is the largest median over the smallest: flat means close to 1 (the CPU noise on this machine alone moves it by ±0.3).',
      '',
      table(['db', 'call', ...LEVELS.map((l) => `${fmt(l)} rows`), 'max/min'], rows),
    ].join('\n'),
  );
  return results;
}

if (isMain(import.meta.url)) await runGrowthBench();
