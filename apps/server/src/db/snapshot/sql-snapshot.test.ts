import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { SNAPSHOT_DIR } from './files';
import { schemaDump } from './schema-dump';
import { statementSnapshot } from './statements';

const committed = (name: string) => fs.readFileSync(path.join(SNAPSHOT_DIR, name), 'utf8');
const HOW =
  'the SQL that runs changed: review it, then run `npm run sql:snapshot -w @vsqx/server` and commit apps/server/sql';

describe('SQL snapshots (apps/server/sql)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('every prepared statement compiles to the committed text, on both dialects', () => {
    for (const dialect of ['sqlite', 'postgres'] as const)
      expect(statementSnapshot(dialect), HOW).toBe(committed(`statements.${dialect}.sql`));
  });

  it('the migrations leave the committed schema on this database', async () => {
    const { db, dialect } = t.app.ctx;
    const schema =
      dialect === 'postgres'
        ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0].s
        : undefined;
    expect((await schemaDump(db, dialect, schema)).join('\n\n') + '\n', HOW).toBe(
      committed(`schema.${dialect}.sql`),
    );
  });
});
