import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, PG_URL, type TestApp } from '../test/build-test-app';

// PostgreSQL only (*.pg.test.ts): SQLite has one schema per file.
describe('introspection on PostgreSQL', () => {
  let t: TestApp;
  const other = `o_${randomBytes(5).toString('hex')}`;
  const query = async (text: string) => {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(text);
    await c.end();
  };
  beforeAll(async () => {
    t = await buildTestApp();
    await query(`create schema ${other}; create table ${other}.users (id serial primary key, stranger text)`);
  });
  afterAll(async () => {
    await query(`drop schema if exists ${other} cascade`);
    await t.close();
  });

  it("lists the app's own schema only: another schema's tables are neither listed nor looked into", async () => {
    const tables = await t.app.ctx.db.introspection.getTables();
    expect(tables.map((x) => x.name)).toContain('users');
    expect(new Set(tables.map((x) => x.schema)).size).toBe(1);
    expect(tables.flatMap((x) => x.columns.map((c) => c.name))).not.toContain('stranger');
    const users = tables.find((x) => x.name === 'users')!;
    expect(users.columns.find((c) => c.name === 'id')).toMatchObject({
      isAutoIncrementing: true,
      isNullable: false,
    });
    expect(await t.app.ctx.db.introspection.getTables({ withInternalKyselyTables: true })).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'kysely_migration' })]),
    );
  });

  it('keeps working while other schemas are dropped around it (two test runs on one database)', async () => {
    const churn = (async () => {
      for (let i = 0; i < 20; i++) {
        const s = `c_${randomBytes(5).toString('hex')}`;
        await query(
          `create schema ${s}; create table ${s}.t (id serial primary key); drop schema ${s} cascade`,
        );
      }
    })();
    for (let i = 0; i < 20; i++) await t.app.ctx.db.introspection.getTables();
    await churn;
  });
});
