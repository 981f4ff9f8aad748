// A realistic big world for the API benchmarks, inserted in bulk through Kysely: multi-row inserts inside
// transactions, on the server's own schema (createDatabase + migrateToLatest). Deterministic (seeded PRNG).
import { popularityScore } from '@vsqx/domain';
import { sql } from 'kysely';
import type { DB, Dialect } from '../../apps/server/src/db/database';

/**
 * The loader's database. On PostgreSQL each bulk transaction commits without waiting for the WAL flush and,
 * with `replica` (superuser only), skips triggers and foreign-key checks; openWorldDb's settle() then
 * rebuilds the trigger-kept list_counts.
 */
export interface Loader {
  db: DB;
  dialect: Dialect;
  replica?: boolean;
}

export interface WorldSize {
  creators: number;
  projects: number;
  /** Projects of the one big creator (`bench_big`). */
  bigProjects: number;
  favourites: number;
  bigFavourites: number;
  /** MIDI projects (they join the vsqx projects in "all my projects", spec §2). */
  midi: number;
  bigMidi: number;
  /** Reply messages (`kind = 'comment'`). */
  messages: number;
  bigMessages: number;
}

export const FULL_WORLD: WorldSize = {
  creators: 1000,
  projects: 100_000,
  bigProjects: 10_000,
  midi: 20_000,
  bigMidi: 5_000,
  favourites: 1_000_000,
  bigFavourites: 10_000,
  messages: 1_000_000,
  bigMessages: 100_000,
};
/** `BENCH_QUICK=1`: the same shape at a tenth of the size (deep pages still exist). */
export const QUICK_WORLD: WorldSize = {
  creators: 100,
  projects: 10_000,
  bigProjects: 6_000,
  midi: 2_000,
  bigMidi: 1_000,
  favourites: 100_000,
  bigFavourites: 6_000,
  messages: 100_000,
  bigMessages: 10_000,
};

export const BENCH_PASSWORD = 'bench1234';
export const BIG_USER = 'bench_big';

/** mulberry32: a tiny seeded PRNG, so every run builds the same world. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const T0 = Date.UTC(2024, 0, 1);
const TITLES = [
  '千本桜',
  '夜に駆ける',
  'ロミオとシンデレラ',
  '普通 Disco',
  '万古生香',
  'World is Mine',
  '达拉崩吧',
  '九九八十一',
];

/** Inserts `total` rows made by `make(i)` in chunks of `chunk`, `perTx` chunks per transaction. */
async function bulk<R>(
  { db, dialect, replica }: Loader,
  total: number,
  chunk: number,
  make: (i: number) => R,
  insert: (trx: DB, rows: R[]) => Promise<unknown>,
) {
  const perTx = 50;
  for (let start = 0; start < total; start += chunk * perTx) {
    await db.transaction().execute(async (trx) => {
      if (dialect === 'postgres') await sql`set local synchronous_commit = off`.execute(trx);
      if (replica) await sql`set local session_replication_role = replica`.execute(trx);
      for (let c = start; c < Math.min(total, start + chunk * perTx); c += chunk) {
        const rows: R[] = [];
        for (let i = c; i < Math.min(total, c + chunk); i++) rows.push(make(i));
        await insert(trx as unknown as DB, rows);
      }
    });
  }
}

/** `n` users named `${prefix}0001…`, all with the same (real scrypt) password hash; answers their ids in order. */
export async function addUsers(ld: Loader, names: string[], passwordHash: string): Promise<number[]> {
  await bulk(
    ld,
    names.length,
    500,
    (i) => ({ username: names[i], password_hash: passwordHash, created_at: T0 + i }),
    (trx, rows) => trx.insertInto('users').values(rows).execute(),
  );
  const got = await ld.db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username', 'in', names.slice(0, 1))
    .execute();
  const first = got[0].id;
  return names.map((_, i) => first + i);
}

/** `n` vsqx projects; `owner(i)` picks the owner's id. Answers the id range [first, last]. */
export async function addProjects(ld: Loader, n: number, owner: (i: number) => number, seed: number) {
  const rnd = prng(seed);
  const before = await maxId(ld.db, 'vsqx_projects', 'music_id');
  await bulk(
    ld,
    n,
    800,
    (i) => {
      const zan = Math.floor(rnd() * 40),
        download_num = Math.floor(rnd() * 60),
        comment_num = Math.floor(rnd() * 20),
        click_num = Math.floor(rnd() * 900);
      const k = before + i + 1;
      const t = T0 + k * 60_000;
      return {
        vsqx_uid: `b${seed.toString(36)}${k.toString(36).padStart(8, '0')}${Math.floor(rnd() * 1e9).toString(36)}`,
        user_id: owner(i),
        music_name: `${TITLES[k % TITLES.length]} ${k}`,
        pic_exist: k % 3 === 0 ? 1 : 0,
        music_length: `${2 + (k % 3)}:${String(k % 60).padStart(2, '0')}`,
        up_time: t,
        updated_at: t,
        zan,
        download_num,
        comment_num,
        click_num,
        score: popularityScore({ zan, download_num, comment_num, click_num }),
        music_type: 1,
        p_name: '',
        agreement: 1,
        music_language: 'ja',
        tag: '["VOCALOID","翻调"]',
        music_level: 2,
        music_desc: '调教工程，欢迎学习交流。',
        synthesizer_type: 1,
        file_extension: 'vsqx',
        meta_json: null,
      };
    },
    (trx, rows) => trx.insertInto('vsqx_projects').values(rows).execute(),
  );
  return { first: before + 1, last: before + n };
}

/**
 * `n` MIDI projects; `owner(i)` picks the owner's id. Their upload times interleave with the vsqx projects'
 * (one every 5 minutes over the same years), so "all my projects" mixes both kinds on every page.
 */
export async function addMidiProjects(ld: Loader, n: number, owner: (i: number) => number, seed: number) {
  const rnd = prng(seed);
  await bulk(
    ld,
    n,
    800,
    (i) => {
      const zan = Math.floor(rnd() * 40),
        download_num = Math.floor(rnd() * 60),
        comment_num = Math.floor(rnd() * 20),
        click_num = Math.floor(rnd() * 900);
      const t = T0 + i * 300_000 + 30_000;
      return {
        midi_uid: `m${seed.toString(36)}${i.toString(36).padStart(8, '0')}${Math.floor(rnd() * 1e9).toString(36)}`,
        user_id: owner(i),
        midi_name: `${TITLES[i % TITLES.length]} MIDI ${i}`,
        midi_type: '1',
        agreement: 1,
        midi_language: '2',
        trick_num: '2',
        p_name: '',
        midi_desc: '小节清晰，可直接导入编辑器。',
        tag: '流行曲',
        music_length: `${2 + (i % 3)}:${String(i % 60).padStart(2, '0')}`,
        pic_exist: i % 4 === 0 ? 1 : 0,
        up_time: t,
        updated_at: t,
        zan,
        download_num,
        comment_num,
        click_num,
        score: popularityScore({ zan, download_num, comment_num, click_num }),
        file_extension: 'mid',
        meta_json: null,
      };
    },
    (trx, rows) => trx.insertInto('midi_projects').values(rows).execute(),
  );
}

/**
 * `counts[u]` favourites for user `users[u]`, each on distinct projects of [first, last] (a stride coprime
 * with the range visits every project once).
 */
export async function addFavourites(
  ld: Loader,
  users: number[],
  counts: number[],
  range: { first: number; last: number },
  seed: number,
) {
  const rnd = prng(seed);
  const span = range.last - range.first + 1;
  const step = coprimeStep(span);
  const plan: { user: number; start: number; count: number }[] = users.map((user, u) => ({
    user,
    start: Math.floor(rnd() * span),
    count: Math.min(counts[u], span),
  }));
  const total = plan.reduce((n, p) => n + p.count, 0);
  // Interleave users so ids (add order) mix users, as real favourites do.
  const order: { user: number; music: number }[] = [];
  let round = 0;
  while (order.length < total) {
    for (const p of plan)
      if (round < p.count)
        order.push({ user: p.user, music: range.first + ((p.start + round * step) % span) });
    round++;
  }
  await bulk(
    ld,
    total,
    4000,
    (i) => ({ user_id: order[i].user, music_id: order[i].music, add_time: T0 + i * 1000 }),
    (trx, rows) => trx.insertInto('favourites').values(rows).execute(),
  );
}

/** Reply notices: `counts[u]` for `users[u]`, from random senders about random projects of the range. */
export async function addReplies(
  ld: Loader,
  users: number[],
  counts: number[],
  senders: number[],
  range: { first: number; last: number },
  seed: number,
) {
  const rnd = prng(seed);
  const owners: number[] = [];
  // Round-robin over receivers so a user's replies are spread through the table, not one block.
  const left = [...counts];
  let total = counts.reduce((a, b) => a + b, 0);
  while (total > 0)
    for (let u = 0; u < users.length; u++)
      if (left[u] > 0) {
        owners.push(users[u]);
        left[u]--;
        total--;
      }
  await bulk(
    ld,
    owners.length,
    2000,
    (i) => {
      const p = range.first + Math.floor(rnd() * (range.last - range.first + 1));
      return {
        to_user_id: owners[i],
        kind: 'comment',
        from_user_id: senders[Math.floor(rnd() * senders.length)],
        scene: 1,
        project_id: p,
        project_name: `${TITLES[p % TITLES.length]} ${p}`,
        comment_type: 1,
        text: `调得真好！第 ${i} 条评论，参数能分享一下吗？`,
        created_at: T0 + i * 500,
        is_read: rnd() < 0.9 ? 1 : 0,
      };
    },
    (trx, rows) => trx.insertInto('messages').values(rows).execute(),
  );
}

/** Splits `total` into `parts` near-equal counts. */
export function spread(total: number, parts: number): number[] {
  return Array.from({ length: parts }, (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0));
}

async function maxId(db: DB, table: 'vsqx_projects', col: 'music_id') {
  const r = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max(col).as('m'))
    .executeTakeFirst();
  return Number(r?.m ?? 0);
}

function coprimeStep(n: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let s = 7919;
  while (gcd(s, n) !== 1) s += 2;
  return s % n || 1;
}

export interface World {
  bigId: number;
  users: number[];
  projects: { first: number; last: number };
}

/** The whole benchmark world: creators (one big), projects, MIDI projects, favourites and replies. */
export async function generateWorld(ld: Loader, size: WorldSize, passwordHash: string): Promise<World> {
  const names = [
    BIG_USER,
    ...Array.from({ length: size.creators - 1 }, (_, i) => `bench_u${String(i + 1).padStart(4, '0')}`),
  ];
  const users = await addUsers(ld, names, passwordHash);
  const bigId = users[0];
  const others = users.slice(1);
  const every = Math.max(1, Math.round(size.projects / size.bigProjects));
  let otherIdx = 0;
  let bigLeft = size.bigProjects;
  const projects = await addProjects(
    ld,
    size.projects,
    (i) => {
      if (bigLeft > 0 && (i % every === 0 || size.projects - i <= bigLeft)) {
        bigLeft--;
        return bigId;
      }
      return others[otherIdx++ % others.length];
    },
    11,
  );
  const midiEvery = Math.max(1, Math.round(size.midi / size.bigMidi));
  let midiOther = 0;
  await addMidiProjects(
    ld,
    size.midi,
    (i) =>
      i % midiEvery === 0 && i / midiEvery < size.bigMidi ? bigId : others[midiOther++ % others.length],
    14,
  );
  await addFavourites(
    ld,
    users,
    [size.bigFavourites, ...spread(size.favourites - size.bigFavourites, others.length)],
    projects,
    12,
  );
  await addReplies(
    ld,
    users,
    [size.bigMessages, ...spread(size.messages - size.bigMessages, others.length)],
    users,
    projects,
    13,
  );
  return { bigId, users, projects };
}
