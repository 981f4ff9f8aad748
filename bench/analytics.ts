/**
 * Issue 24 数据中心: the analytics call over 90 days on a big world, and what counting a view costs the
 * project page. In-process (app.inject: routing, auth, schema parse, the queries, serialisation), SQLite
 * unless BENCH_ANALYTICS_PG=1. Reproduce: `flock /tmp/bench.lock npx tsx bench/analytics.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildTestApp } from '../apps/server/src/test/build-test-app';
import { rollUpAll } from '../apps/server/src/modules/analytics/rollup.repository';
import { countingCost } from './analytics-count';
import { hashToken, newToken } from '../apps/server/src/modules/auth/passwords';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const ITEMS = 100;
const DAYS = 180;
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const SOURCES = ['search', 'space', 'square', 'external', 'direct'];
const HOSTS = [
  'www.bilibili.com',
  'weibo.com',
  'twitter.com',
  'www.youtube.com',
  'nicovideo.jp',
  'example.org',
];

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];
const ms = (n: number) => n.toFixed(2);

/** The big world: 100 projects of one owner, EVENTS views and a tenth as many downloads and likes, rolled up. */
async function seedWorld(app: FastifyInstance, db: string) {
  const reg = async (username: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username, password: 'bench1234' },
      })
    ).json().data;
  const owner = await reg('bench_ana');
  await reg('bench_ana2');
  const ids: number[] = [];
  for (let i = 0; i < ITEMS; i++) {
    const r = await app.ctx.db
      .insertInto('vsqx_projects')
      .values({
        vsqx_uid: `bench${i}`,
        user_id: owner.uid,
        music_name: `曲 ${i}`,
        up_time: 1,
        updated_at: 1,
        music_type: 1,
        p_name: '',
        agreement: 1,
        music_language: '1',
        tag: 'a',
        music_level: 1,
        music_desc: 'd',
        synthesizer_type: 1,
        file_extension: 'vsqx',
      })
      .returning('music_id')
      .executeTakeFirstOrThrow();
    ids.push(r.music_id);
  }
  // 1M view events (and some downloads and likes) over the last 180 days, bulk-inserted straight into the event table.
  // mulberry32: the old LCG multiplied past 2^53 in doubles, lost its low bits and cycled through a few
  // thousand values (2,340 distinct daily keys out of 1M events); Math.imul keeps the arithmetic 32-bit.
  let seed = 7;
  const rnd = (n: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return Math.floor((((x ^ (x >>> 14)) >>> 0) / 4294967296) * n);
  };
  const now = Date.now();
  const t0 = performance.now();
  const BATCH = 500;
  // EVENTS views, then a tenth as many downloads and likes.
  const TOTAL = EVENTS + Math.floor(EVENTS / 10);
  let made = 0;
  for (let done = 0; done < TOTAL; done += BATCH * 20) {
    await app.ctx.db.transaction().execute(async (trx) => {
      for (let b = 0; b < 20 && done + b * BATCH < TOTAL; b++) {
        const rows = Array.from({ length: Math.min(BATCH, TOTAL - done - b * BATCH) }, () => {
          const source = SOURCES[rnd(5)];
          const metric = made++ < EVENTS ? 'views' : rnd(2) === 0 ? 'downloads' : 'likes';
          return {
            owner_id: owner.uid,
            item_type: 'v',
            item_id: ids[rnd(ITEMS)],
            day: new Date(now - rnd(DAYS) * 86_400_000).toISOString().slice(0, 10),
            metric,
            n: 1,
            source: metric === 'views' ? source : '',
            host: metric === 'views' && source === 'external' ? HOSTS[rnd(HOSTS.length)] : '',
          };
        });
        await trx.insertInto('analytics_events').values(rows).execute();
      }
    });
  }
  const seeded = performance.now() - t0;
  const t1 = performance.now();
  const folded = await rollUpAll(app.ctx.db);
  const rolled = performance.now() - t1;
  const dailyRows = Number(
    (
      await app.ctx.db
        .selectFrom('analytics_daily')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  // The statistics a deployment's planner would have after a while (the old call passed a fake node and failed silently).
  await sql`analyze`.execute(app.ctx.db);
  console.log(
    `${db}: seeded ${EVENTS} views + ${TOTAL - EVENTS} other events in ${ms(seeded)} ms; roll-up of ${folded} events in ${ms(rolled)} ms → ${dailyRows} daily rows`,
  );

  return { owner: owner as { uid: number; token: string }, ids };
}

/**
 * BENCH_ANALYTICS_WORLD=<folder> keeps the seeded and rolled-up SQLite world there (made on the first run, which
 * may be a loaded machine's: seeding and the roll-up take minutes) and measures a fresh copy of it on each later
 * run, so a quiet window is spent on the calls alone.
 */
async function openWorld(db: 'sqlite' | 'postgres') {
  const world = db === 'sqlite' ? process.env.BENCH_ANALYTICS_WORLD : undefined;
  const kept = world ? path.join(world, `events-${EVENTS}.db`) : '';
  if (kept && fs.existsSync(kept)) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsqx-bench-analytics-'));
    fs.copyFileSync(kept, path.join(dataDir, 'vsqx.db'));
    const t = await buildTestApp({ db, viewFlushMs: 1000, dataDir });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'bench_ana', password: 'bench1234' },
    });
    const owner = login.json().data as { uid: number; token: string };
    const rows = await t.app.ctx.db
      .selectFrom('vsqx_projects')
      .select('music_id')
      .where('user_id', '=', owner.uid)
      .orderBy('music_id')
      .execute();
    console.log(`${db}: the kept world ${kept}`);
    return {
      t,
      owner,
      ids: rows.map((r) => r.music_id),
      close: () => fs.rmSync(dataDir, { recursive: true }),
    };
  }
  const t = await buildTestApp({ db, viewFlushMs: 1000 });
  const { owner, ids } = await seedWorld(t.app, db);
  if (kept) {
    fs.mkdirSync(world!, { recursive: true });
    await sql`vacuum into ${sql.lit(kept)}`.execute(t.app.ctx.db);
  }
  return { t, owner, ids, close: () => undefined };
}

async function main() {
  const db = process.env.BENCH_ANALYTICS_PG === '1' ? 'postgres' : 'sqlite';
  const { t, owner, ids, close } = await openWorld(db);
  const { app } = t;
  try {
    const auth = { authorization: `Bearer ${owner.token}` };
    const time = async (url: string) => {
      const xs: number[] = [];
      for (let i = 0; i < 10; i++) await app.inject({ method: 'GET', url, headers: auth });
      for (let i = 0; i < CALLS; i++) {
        const s = performance.now();
        const res = await app.inject({ method: 'GET', url, headers: auth });
        xs.push(performance.now() - s);
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
      }
      return { p50: pct(xs, 50), p99: pct(xs, 99) };
    };
    for (const [label, url] of [
      ['analytics, all content, 90 days', '/api/user/analytics?days=90'],
      ['analytics, all content, 30 days', '/api/user/analytics?days=30'],
      ['analytics, one project, 90 days', `/api/user/analytics?days=90&project_type=v&project_id=${ids[0]}`],
      ['analytics CSV, all content, 90 days', '/api/user/analytics.csv?days=90'],
    ] as const) {
      const r = await time(url);
      console.log(`| ${db} | ${label} | ${ms(r.p50)} | ${ms(r.p99)} |`);
    }

    await countingCost(app, owner, ids.slice(10, 30), db, hashToken, newToken);
  } finally {
    await t.close();
    close();
  }
}

await main();
