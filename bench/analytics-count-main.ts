/**
 * The counting cost on one tree, standalone: `npx tsx bench/analytics-count-main.ts [tree root]`; the root
 * defaults to this checkout (a copy of another commit made with `git archive <commit> apps/server packages`
 * and a `node_modules` link measures that one the same way).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { countingCost } from './analytics-count';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
const { buildTestApp } = await import(
  pathToFileURL(path.join(root, 'apps/server/src/test/build-test-app.ts')).href
);
const { hashToken, newToken } = await import(
  pathToFileURL(path.join(root, 'apps/server/src/modules/auth/passwords.ts')).href
);
// The production flush interval (a tree without batched counting ignores it).
const t = await buildTestApp({ db: 'sqlite', viewFlushMs: 1000 });
try {
  const owner = (
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'bench_owner', password: 'bench1234' },
    })
  ).json().data;
  const ids: number[] = [];
  for (let i = 0; i < 20; i++) {
    const r = await t.app.ctx.db
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
  await countingCost(
    t.app,
    owner,
    ids,
    root === path.resolve(import.meta.dirname, '..') ? 'this build' : `tree ${path.basename(root)}`,
    hashToken,
    newToken,
  );
} finally {
  await t.close();
}
