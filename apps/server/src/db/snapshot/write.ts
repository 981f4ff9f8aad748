// Writes sql/statements.<dialect>.sql and sql/schema.<dialect>.sql (immich-style SQL snapshots): every
// prepared statement compiled for both dialects, and the schema the migrations leave on each database.
// Run: npm run sql:snapshot -w @vsqx/server   (PostgreSQL from TEST_PG_URL, default postgres://root@127.0.0.1:5432/test)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, migrateToLatest } from '../database';
import { schemaDump } from './schema-dump';
import { statementSnapshot } from './statements';
import { SNAPSHOT_DIR } from './files';

const PG_URL = process.env.TEST_PG_URL ?? 'postgres://root@127.0.0.1:5432/test';

fs.mkdirSync(SNAPSHOT_DIR, { recursive: true });
for (const dialect of ['sqlite', 'postgres'] as const)
  fs.writeFileSync(path.join(SNAPSHOT_DIR, `statements.${dialect}.sql`), statementSnapshot(dialect));

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sql-snapshot-'));
const lite = createDatabase({ dataDir: dir, databaseUrl: `sqlite:${path.join(dir, 'vsqx.db')}` });
await migrateToLatest(lite);
fs.writeFileSync(
  path.join(SNAPSHOT_DIR, 'schema.sqlite.sql'),
  (await schemaDump(lite.db, 'sqlite')).join('\n\n') + '\n',
);
await lite.close();
fs.rmSync(dir, { recursive: true, force: true });

const schema = `snap_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: PG_URL });
await admin.connect();
await admin.query(`create schema ${schema}`);
try {
  const pgDb = createDatabase({ dataDir: os.tmpdir(), databaseUrl: PG_URL, pgSchema: schema });
  await migrateToLatest(pgDb);
  fs.writeFileSync(
    path.join(SNAPSHOT_DIR, 'schema.postgres.sql'),
    (await schemaDump(pgDb.db, 'postgres', schema)).join('\n\n') + '\n',
  );
  await pgDb.close();
} finally {
  await admin.query(`drop schema ${schema} cascade`);
  await admin.end();
}
console.log(`wrote ${SNAPSHOT_DIR}`);
