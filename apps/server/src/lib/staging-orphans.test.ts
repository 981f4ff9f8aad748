import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { registerUser } from '../test/factories';
import { sweepOrphanStaging } from './staging-orphans';

describe('orphan staging sweep', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('removes only staged files no upload row or job refers to, and only once untouched for a while', async () => {
    const { files, db } = t.app.ctx;
    const u = await registerUser(t.app);
    const kept = await files.stageBuffer(Buffer.from('waiting for its form'));
    const forJob = await files.stageBuffer(Buffer.from('a transfer will take me'));
    const orphan = await files.stageBuffer(Buffer.from('my upload died'));
    await db
      .insertInto('staged_uploads')
      .values({
        slot_uid: 's1',
        user_id: u.uid,
        role: 'project',
        staged_key: kept.stagedKey,
        original_name: 'a.vsqx',
        size: 1,
        created_at: Date.now(),
      })
      .execute();
    await db
      .insertInto('jobs')
      .values({
        kind: 'vsqx-transfer',
        payload: JSON.stringify({ staged_key: forJob.stagedKey }),
        run_at: Date.now(),
      })
      .execute();
    expect(await sweepOrphanStaging(t.app.ctx, 60_000)).toBe(0);
    expect(await sweepOrphanStaging(t.app.ctx, -10_000)).toBe(1);
    const left = (await files.listStaging()).map((f) => f.stagedKey).sort();
    expect(left).toEqual([kept.stagedKey, forJob.stagedKey].sort());
    expect(left).not.toContain(orphan.stagedKey);
  });
});
