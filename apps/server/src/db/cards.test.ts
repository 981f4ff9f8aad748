import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { ITEM_SOURCES, itemCardSql, itemSources, projectCardTriggers } from './cards';

/** Every trigger's text as the database holds it (SQLite: the CREATE TRIGGER; PostgreSQL: definitions and function bodies), lower case. */
async function installedTriggers(t: TestApp): Promise<string> {
  const db = t.app.ctx.db;
  if (t.app.ctx.dialect === 'sqlite') {
    const r = await sql<{ sql: string }>`select sql from sqlite_master where type = 'trigger'`.execute(db);
    return r.rows
      .map((x) => x.sql)
      .join('\n')
      .toLowerCase();
  }
  const defs = await sql<{
    d: string;
  }>`select pg_get_triggerdef(t.oid) as d from pg_trigger t where not t.tgisinternal and t.tgrelid::regclass::text in ('vsqx_projects', 'midi_projects')`.execute(
    db,
  );
  const bodies = await sql<{
    d: string;
  }>`select p.prosrc as d from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = current_schema() and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`.execute(
    db,
  );
  const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0].s;
  return [...defs.rows, ...bodies.rows]
    .map((x) => x.d.split(`${schema}.`).join(''))
    .join('\n')
    .toLowerCase();
}

describe('the card definitions (db/cards.ts) are what the installed triggers write', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  // A card changed in cards.ts but not installed by a new migration fails here: the lists would keep sending the old card.
  it('project_cards: the trigger statements as cards.ts makes them', async () => {
    const installed = await installedTriggers(t);
    for (const stmt of projectCardTriggers(t.app.ctx.dialect)) {
      // SQLite keeps the text as run; PostgreSQL keeps the function body and a normalised trigger definition.
      const body =
        t.app.ctx.dialect === 'postgres'
          ? (stmt.match(/\$\$(.*)\$\$/s)?.[1] ?? stmt.match(/update of ([^\n]*) on/)![1])
          : stmt.replace(/^create trigger/, '');
      expect(installed).toContain(body.toLowerCase());
    }
  });

  it('project_items: each kind of item with its card and the columns that rewrite it', async () => {
    const installed = await installedTriggers(t);
    for (const s of ITEM_SOURCES) {
      expect(installed).toContain(itemCardSql(t.app.ctx.dialect, s, 'new').toLowerCase());
      expect(installed).toContain(`update of ${itemSources(s).join(', ')} on ${s.table}`);
    }
  });
});
