import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { registerUser } from '../test/factories';
import {
  ITEM_SOURCES,
  itemCardSql,
  itemSources,
  messageCardTriggers,
  projectCardTriggers,
  refillMessageCards,
} from './cards';

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
  }>`select pg_get_triggerdef(t.oid) as d from pg_trigger t where not t.tgisinternal and t.tgrelid::regclass::text in ('vsqx_projects', 'midi_projects', 'messages')`.execute(
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
  it.each([
    ['project_cards', projectCardTriggers],
    ['messages', messageCardTriggers],
  ])('%s: the trigger statements as cards.ts makes them', async (_, triggersOf) => {
    const installed = await installedTriggers(t);
    for (const stmt of triggersOf(t.app.ctx.dialect)) {
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

  it('messages: the refill writes the pieces the triggers wrote', async () => {
    const db = t.app.ctx.db;
    const pieces = () =>
      db.selectFrom('messages').select(['id', 'kind', 'card_sender', 'card_body']).orderBy('id').execute();
    const [a, b] = [await registerUser(t.app), await registerUser(t.app)];
    // Every row names every column: SQLite's multi-row insert has no DEFAULT for a column one row leaves out.
    const row = {
      to_user_id: a.uid,
      from_user_id: null,
      scene: null,
      project_id: null,
      project_name: '',
      comment_type: null,
      comment_id: null,
      title: '',
    };
    await db
      .insertInto('messages')
      .values([
        {
          ...row,
          kind: 'comment',
          from_user_id: b.uid,
          text: '回复 "引号"',
          created_at: 1,
          scene: 2,
          project_id: 3,
          project_name: 'p',
          comment_type: 2,
          comment_id: 4,
        },
        { ...row, kind: 'at', text: '@a\n', created_at: 2 },
        { ...row, kind: 'system', title: 't', text: 'x', created_at: 3 },
      ])
      .execute();
    const written = await pieces();
    expect(written.filter((r) => r.card_sender !== null).map((r) => r.kind)).toEqual(['comment', 'at']);
    await db.updateTable('messages').set({ card_sender: null, card_body: null }).execute();
    await refillMessageCards(db as never, t.app.ctx.dialect);
    expect(await pieces()).toEqual(written);
  });
});
