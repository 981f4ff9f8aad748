// Stored card (trigger-written JSON text, project_cards) vs the same card built at read time by the database
// (json_object / json_build_object over the project row), for one page of "my projects": a tight loop of the
// prepared page read, on the quick world, both dialects. Run: npx tsx bench/card-json.ts
import type { MyProjectItem } from '@vsqx/domain';
import { sql } from 'kysely';
import { jsonNum, jsonObject, jsonText, type JsonMembers } from './lib/json-object';
import { preparedQuery } from '../apps/server/src/db/prepared-query';
import type { DB, Dialect } from '../apps/server/src/db/types';
import { PROJECT_CARD } from '../apps/server/src/db/cards';
import { BIG_USER, QUICK_WORLD, generateWorld } from './lib/big-world';
import { openWorldDb, pgAvailable } from './lib/world-db';

const ROUNDS = 3;
const N = 1500;

function reads(db: DB, dialect: Dialect) {
  const keys = (userId: number) =>
    db
      .selectFrom('vsqx_projects as p')
      .select('p.music_id')
      .where('p.user_id', '=', userId)
      .orderBy('p.music_id', 'desc');
  const stored = preparedQuery(db, (u: number, limit: number, offset: number) =>
    db
      .selectFrom(keys(u).limit(limit).offset(offset).as('k'))
      .innerJoin('project_cards as c', 'c.music_id', 'k.music_id')
      .select('c.card')
      .orderBy('k.music_id', 'desc'),
  );
  const members = Object.fromEntries(
    Object.entries(PROJECT_CARD).map(([m, { quote }]) => [
      m,
      (quote ? jsonText : jsonNum)(sql.ref(`p.${m}`)),
    ]),
  ) as unknown as JsonMembers<MyProjectItem>;
  const readTime = preparedQuery(db, (u: number, limit: number, offset: number) =>
    db
      .selectFrom(keys(u).limit(limit).offset(offset).as('k'))
      .innerJoin('vsqx_projects as p', 'p.music_id', 'k.music_id')
      .select(jsonObject<MyProjectItem>(dialect, members).as('card'))
      .orderBy('k.music_id', 'desc'),
  );
  return { stored, readTime };
}

const dialects: Dialect[] = ['sqlite'];
if (await pgAvailable()) dialects.push('postgres');
for (const dialect of dialects) {
  const w = await openWorldDb(dialect, 'cardjson');
  try {
    await generateWorld(w.loader, QUICK_WORLD, 'x');
    await w.settle();
    const db = w.handle.db;
    const { id } = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', BIG_USER)
      .executeTakeFirstOrThrow();
    const r = reads(db, dialect);
    const a = await r.stored(id, 10, 0);
    const b = await r.readTime(id, 10, 0);
    const same =
      JSON.stringify(a.map((x) => JSON.parse(x.card))) === JSON.stringify(b.map((x) => JSON.parse(x.card)));
    const times: Record<string, number[]> = { stored: [], readTime: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const k of ['stored', 'readTime'] as const) {
        const t0 = process.hrtime.bigint();
        for (let i = 0; i < N; i++) await r[k](id, 10, (i * 7) % 50);
        times[k].push(Number(process.hrtime.bigint() - t0) / 1000 / N);
      }
    }
    const fmt = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(' / ');
    console.log(
      `${dialect}: same members: ${same}; bytes stored ${a.map((x) => x.card).join(',').length}, read-time ${b.map((x) => x.card).join(',').length}`,
    );
    console.log(
      `${dialect}: µs per page of 10, rounds: stored ${fmt(times.stored)}; read-time json ${fmt(times.readTime)}`,
    );
  } finally {
    await w.drop();
  }
}
process.exit(0);
