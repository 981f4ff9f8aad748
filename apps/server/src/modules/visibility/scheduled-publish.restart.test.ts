import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PG_URL, TEST_DB } from '../../test/build-test-app';
import { call } from '../../test/instance-pair';
import { spawnServer, waitUp, type SpawnedServer } from '../../test/spawn-server';

async function pgQuery(text: string) {
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  await c.query(text);
  await c.end();
}

/*
 * DESIGN §8: a scheduled publication is a row, not a timer: scheduled on one process that then stops, it is
 * published by the next process started on the same database.
 */
describe('scheduled publishing survives a restart', () => {
  const started: SpawnedServer[] = [];
  const schema = TEST_DB === 'postgres' ? `sr_${randomBytes(5).toString('hex')}` : '';
  let dataDir = '';
  afterAll(async () => {
    for (const s of started) await s.stop().catch(() => undefined);
    if (schema) await pgQuery(`drop schema if exists ${schema} cascade`);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('the job runs after the app restarts', async () => {
    if (schema) await pgQuery(`create schema ${schema}`);
    const db: Record<string, string> = schema ? { DATABASE_URL: PG_URL, PG_SCHEMA: schema } : {};
    // The first process never polls in time: only the restarted one can publish.
    const first = await spawnServer({ ...db, PUBLISH_POLL_MS: '600000' });
    started.push(first);
    dataDir = first.dataDir;
    await waitUp(first);
    const reg = await call(first.base, 'POST', '/api/auth/register', {
      username: `rs${Date.now() % 1e6}`,
      password: 'secret123',
    });
    const token = reg.json!.data!.token as string;
    const res = await call(
      first.base,
      'POST',
      '/api/article/submit_article',
      {
        article_title: '重启后发布',
        article_type: 2,
        article_author_type: 1,
        article_agreement: 1,
        article_md: '# 标题\n\n这是一篇足够长的调教文章，写满十个字。',
        publish_at: new Date(Date.now() + 1500).toISOString(),
      },
      token,
    );
    const id = res.json!.data!.article_id as unknown as number;
    expect((await call(first.base, 'GET', `/api/app/article/${id}`)).status).toBe(404);
    first.child.kill('SIGTERM');
    await first.exitCode();

    const second = await spawnServer({ ...db, DATA_DIR: dataDir, PUBLISH_POLL_MS: '300' });
    started.push(second);
    await waitUp(second);
    let status = 0;
    for (const end = Date.now() + 15_000; Date.now() < end && status !== 200;) {
      status = (await call(second.base, 'GET', `/api/app/article/${id}`)).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 300));
    }
    expect(status).toBe(200);
  }, 90_000);
});
