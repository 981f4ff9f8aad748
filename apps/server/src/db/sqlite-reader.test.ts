import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { sqliteReader } from './sqlite-reader';

// The reader alone, on a file of its own (the same on either TEST_DB): its worker's start, failure and end.
// Reads beside an open transaction and one failing read among many are in prepared-query.test.ts.
describe('sqliteReader', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsqx-reader-'));
  const file = path.join(dir, 'reader.db');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('fails the reads a worker held when it dies, and the next read starts another', async () => {
    const reader = sqliteReader(file);
    // No file yet: the worker's read-only connection cannot open, and the worker ends with an error.
    await expect(reader.all('select 1 as n', [])).rejects.toThrow();
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.exec("create table t (a, b); insert into t values (1, 'x'), (2, 'y')");
    expect(await reader.all('select a, b from t where a >= +? order by a', [1])).toEqual([
      [1, 'x'],
      [2, 'y'],
    ]);
    // The same statement again (sent by number this time) with another value.
    expect(await reader.all('select a, b from t where a >= +? order by a', [2])).toEqual([[2, 'y']]);
    const err = await reader.all('select * from missing_table', []).catch((e: unknown) => e);
    expect(err).toMatchObject({ message: expect.stringContaining('missing_table'), code: 'SQLITE_ERROR' });
    await reader.close();
    await expect(reader.all('select 1', [])).rejects.toThrow(/closed/);
    sqlite.close();
  });
});
