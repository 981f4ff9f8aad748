import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { PG_URL } from '../test/build-test-app';
import { pipelinedReads, type PgReads } from './pipelined-reads';

// PostgreSQL only (*.pg.test.ts): the prepared reads' pipelined connections (pipelined-reads.ts).
describe('pipelined reads on PostgreSQL', () => {
  let reads: PgReads | undefined;
  afterEach(async () => reads?.end());

  const square = { name: 'plr_square', text: 'select $1::int * $1::int as v' };
  const failing = { name: 'plr_fail', text: 'select 1 / ($1::int - $1::int) as v' };

  it('answers each of many reads in flight on few connections with its own rows, in any order of arrival', async () => {
    reads = pipelinedReads({ connectionString: PG_URL }, 2);
    const sent = Array.from({ length: 60 }, (_, i) => i);
    const rows = await Promise.all(
      sent.map((i) => reads!.query<{ v: number }>({ ...square, values: [i] }).then((r) => r.rows)),
    );
    expect(rows).toEqual(sent.map((i) => [{ v: i * i }]));
    const pids = await Promise.all(
      Array.from({ length: 20 }, () =>
        reads!.query<{ pid: number }>({
          name: 'plr_pid',
          text: 'select pg_backend_pid() as pid',
          values: [],
        }),
      ),
    );
    expect(new Set(pids.map((r) => r.rows[0].pid)).size).toBeLessThanOrEqual(2);
  });

  it('fails a failing read alone: the reads sent before and after it on the same connection answer', async () => {
    reads = pipelinedReads({ connectionString: PG_URL }, 1);
    const out = await Promise.allSettled([
      reads.query({ ...square, values: [3] }),
      reads.query({ ...failing, values: [1] }),
      reads.query({ ...square, values: [4] }),
      reads.query({ ...failing, values: [2] }),
      reads.query({ ...square, values: [5] }),
    ]);
    expect(out.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled']);
    expect((out[1] as PromiseRejectedResult).reason.message).toMatch(/division by zero/);
    expect((out[4] as PromiseFulfilledResult<{ rows: unknown[] }>).value.rows).toEqual([{ v: 25 }]);
    // The failed statement was parsed: it still runs, and fails, by name.
    await expect(reads.query({ ...failing, values: [1] })).rejects.toThrow(/division by zero/);
    expect((await reads.query({ ...square, values: [6] })).rows).toEqual([{ v: 36 }]);
  });

  it('replaces a connection that was lost: the reads on it fail, the next read opens a new one', async () => {
    reads = pipelinedReads({ connectionString: PG_URL, application_name: 'plr_lost' }, 1);
    const pid = (
      await reads.query<{ pid: number }>({
        name: 'plr_pid',
        text: 'select pg_backend_pid() as pid',
        values: [],
      })
    ).rows[0].pid;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    try {
      const slow = reads.query({ name: 'plr_sleep', text: 'select pg_sleep($1::float) as v', values: [5] });
      // Its failure is awaited before the backend goes: it may fail before pg_terminate_backend answers.
      const failed = expect(slow).rejects.toThrow(/terminat/);
      await new Promise((r) => setTimeout(r, 200));
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await failed;
    } finally {
      await admin.end();
    }
    const again = await reads.query<{ pid: number }>({
      name: 'plr_pid',
      text: 'select pg_backend_pid() as pid',
      values: [],
    });
    expect(again.rows[0].pid).not.toBe(pid);
  });

  it('refuses reads once ended', async () => {
    const ended = pipelinedReads({ connectionString: PG_URL }, 2);
    expect((await ended.query({ ...square, values: [2] })).rows).toEqual([{ v: 4 }]);
    await ended.end();
    await expect(ended.query({ ...square, values: [2] })).rejects.toThrow(/ended/);
  });
});
