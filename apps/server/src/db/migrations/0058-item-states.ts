import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../types';

/** The item tables of project_items (migration 0018): kind, table, id column. */
const SOURCES = [
  { kind: 1, table: 'vsqx_projects', id: 'music_id' },
  { kind: 2, table: 'midi_projects', id: 'midi_id' },
] as const;

/** The state of item `i` from its own row, as one SQL expression per column (a scalar subquery by primary key). */
const fromSource = (column: string, i: string) =>
  `case ${i}.kind ${SOURCES.map((s) => `when ${s.kind} then (select ${column} from ${s.table} where ${s.id} = ${i}.item_id)`).join(' ')} end`;

function pgTriggers(): string[] {
  return [
    // The item's row is written by its table's trigger (0018), which does not name the state: fill it in.
    `create function project_items_state() returns trigger language plpgsql as $$
     begin
       new.visibility := ${fromSource('visibility', 'new')};
       new.publish_at := ${fromSource('publish_at', 'new')};
       return new;
     end $$`,
    `create trigger project_items_state before insert on project_items for each row execute function project_items_state()`,
    ...SOURCES.flatMap((s) => [
      `create function ${s.table}_item_state() returns trigger language plpgsql as $$
       begin
         update project_items set visibility = new.visibility, publish_at = new.publish_at where kind = ${s.kind} and item_id = new.${s.id};
         return null;
       end $$`,
      `create trigger ${s.table}_item_state after update of visibility, publish_at on ${s.table} for each row execute function ${s.table}_item_state()`,
    ]),
  ];
}

function sqliteTriggers(): string[] {
  return [
    `create trigger project_items_state after insert on project_items begin
       update project_items set visibility = ${fromSource('visibility', 'new')}, publish_at = ${fromSource('publish_at', 'new')}
       where kind = new.kind and item_id = new.item_id; end`,
    ...SOURCES.map(
      (s) =>
        `create trigger ${s.table}_item_state after update of visibility, publish_at on ${s.table} begin
           update project_items set visibility = new.visibility, publish_at = new.publish_at where kind = ${s.kind} and item_id = new.${s.id}; end`,
    ),
  ];
}

/**
 * Each item of "all my projects" carries its visibility and schedule (migration 0035) in `project_items`, kept by
 * triggers, so a page of the list reads one table: before, each page joined both item tables by primary key
 * for them (twenty index probes for ten items, a third of the page's PostgreSQL time; docs/performance.md
 * "PostgreSQL list calls, session 39").
 */
export function itemStatesMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('project_items')
        .addColumn('visibility', 'varchar(10)', (c) => c.notNull().defaultTo('public'))
        .execute();
      await db.schema.alterTable('project_items').addColumn('publish_at', 'bigint').execute();
      await sql
        .raw(
          `update project_items set visibility = ${fromSource('visibility', 'project_items')}, publish_at = ${fromSource('publish_at', 'project_items')}`,
        )
        .execute(db);
      for (const stmt of dialect === 'postgres' ? pgTriggers() : sqliteTriggers())
        await sql.raw(stmt).execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') {
        await sql.raw('drop function if exists project_items_state() cascade').execute(db);
        for (const s of SOURCES)
          await sql.raw(`drop function if exists ${s.table}_item_state() cascade`).execute(db);
      } else {
        await sql.raw('drop trigger if exists project_items_state').execute(db);
        for (const s of SOURCES) await sql.raw(`drop trigger if exists ${s.table}_item_state`).execute(db);
      }
      await db.schema.alterTable('project_items').dropColumn('publish_at').execute();
      await db.schema.alterTable('project_items').dropColumn('visibility').execute();
    },
  };
}
