// The list benchmark's world: 1,000 creators and 100,000 vsqx projects, one creator (`bench_big`) holding
// 10,000 of them, in a fresh SQLite database migrated by the server's own code. Deterministic.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { popularityScore } from '@vsqx/domain';
import { sql } from 'kysely';
import { createDatabase, migrateToLatest, type DB } from '../../apps/server/src/db/database';
import { hashPassword, hashToken, newToken } from '../../apps/server/src/modules/auth/passwords';

export const WORLD = { creators: 1000, projects: 100_000, bigProjects: 10_000 } as const;
const T0 = Date.UTC(2024, 0, 1);
const TITLES = ['千本桜', '夜に駆ける', 'ロミオとシンデレラ', '普通 Disco', '万古生香', 'World is Mine', '达拉崩吧', '九九八十一'];

/** mulberry32: a tiny seeded PRNG. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function inChunks<R>(db: DB, total: number, chunk: number, make: (i: number) => R, insert: (trx: DB, rows: R[]) => Promise<unknown>) {
  for (let start = 0; start < total; start += chunk * 40) {
    await db.transaction().execute(async (trx) => {
      for (let c = start; c < Math.min(total, start + chunk * 40); c += chunk) {
        const rows = Array.from({ length: Math.min(chunk, total - c) }, (_, k) => make(c + k));
        await insert(trx as unknown as DB, rows);
      }
    });
  }
}

export interface ProjectsWorld {
  dataDir: string;
  /** A live session of the big creator. */
  token: string;
  bigUserId: number;
  seconds: number;
}

/** Builds the world under a new temp folder (the server's DATA_DIR); answers the big creator's token. */
export async function buildProjectsWorld(): Promise<ProjectsWorld> {
  const t0 = performance.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsqx-bench-projects-'));
  const handle = createDatabase({ dataDir, databaseUrl: '' });
  await migrateToLatest(handle);
  const db = handle.db;
  // The loader's connection only: the server opens the file with its own settings (WAL, synchronous=FULL).
  await sql`pragma synchronous = off`.execute(db);
  const hash = await hashPassword('bench1234');
  await inChunks(db, WORLD.creators, 500, (i) => ({ username: i === 0 ? 'bench_big' : `bench_${String(i).padStart(4, '0')}`, password_hash: hash, created_at: T0 + i }),
    (trx, rows) => trx.insertInto('users').values(rows).execute());
  const first = (await db.selectFrom('users').select('id').where('username', '=', 'bench_big').executeTakeFirstOrThrow()).id;
  const rnd = prng(42);
  // Every 10th project is the big creator's, so theirs are spread over the whole id range like real uploads.
  const owner = (i: number) => (i % 10 === 0 ? first : first + 1 + (i % (WORLD.creators - 1)));
  await inChunks(db, WORLD.projects, 600, (i) => {
    const counts = { zan: Math.floor(rnd() * 40), download_num: Math.floor(rnd() * 60), comment_num: Math.floor(rnd() * 20), click_num: Math.floor(rnd() * 900) };
    const t = T0 + i * 60_000;
    return {
      vsqx_uid: `bench${i.toString(36).padStart(8, '0')}`, user_id: owner(i), music_name: `${TITLES[i % TITLES.length]} ${i}`,
      pic_exist: i % 3 === 0 ? 1 : 0, music_length: `0${2 + (i % 3)}:${String(i % 60).padStart(2, '0')}`, up_time: t, updated_at: t,
      ...counts, score: popularityScore(counts), music_type: 1, p_name: '', agreement: 1, music_language: '2', tag: '初音ミク,古风',
      music_level: 2, music_desc: '调教工程，欢迎学习交流。', synthesizer_type: 1, file_extension: 'vsqx',
    };
  }, (trx, rows) => trx.insertInto('vsqx_projects').values(rows).execute());
  const token = newToken();
  await db.insertInto('sessions').values({ user_id: first, token_hash: hashToken(token), created_at: Date.now(), expires_at: Date.now() + 86_400_000 }).execute();
  await sql`analyze`.execute(db);
  await sql`pragma wal_checkpoint(truncate)`.execute(db);
  await handle.close();
  return { dataDir, token, bigUserId: first, seconds: (performance.now() - t0) / 1000 };
}
