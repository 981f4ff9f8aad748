import { sql } from 'kysely';
import type { DB, Dialect } from '../types';

/**
 * The schema the migrations leave, as text: every table, index and trigger (SQLite: the stored CREATE
 * statements; PostgreSQL: columns, index and trigger definitions, and the trigger functions' source), sorted,
 * so a change to what a migration runs shows as a diff in the snapshot (sql/*.sql).
 */
export async function schemaDump(db: DB, dialect: Dialect, pgSchema?: string): Promise<string[]> {
  if (dialect === 'sqlite') {
    const r = await sql<{ type: string; name: string; sql: string | null }>`
      select type, name, sql from sqlite_master where sql is not null and name not like 'kysely_%' and name not like 'sqlite_%' order by type, name`.execute(
      db,
    );
    return r.rows.map((x) => `${x.sql!.trim()};`);
  }
  const schema = pgSchema ?? 'public';
  const columns = await sql<{ t: string; c: string; type: string; nullable: string; def: string | null }>`
    select table_name as t, column_name as c, data_type as type, is_nullable as nullable, column_default as def
    from information_schema.columns where table_schema = ${schema} and table_name not like 'kysely_%' order by table_name, ordinal_position`.execute(
    db,
  );
  const tables = new Map<string, string[]>();
  for (const c of columns.rows) {
    const line = `  ${c.c} ${c.type}${c.nullable === 'NO' ? ' not null' : ''}${c.def ? ` default ${c.def}` : ''}`;
    tables.set(c.t, [...(tables.get(c.t) ?? []), line]);
  }
  const indexes = await sql<{ d: string }>`
    select indexdef as d from pg_indexes where schemaname = ${schema} and tablename not like 'kysely_%' order by tablename, indexname`.execute(
    db,
  );
  const triggers = await sql<{ d: string }>`
    select pg_get_triggerdef(t.oid) as d from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${schema} and not t.tgisinternal order by c.relname, t.tgname`.execute(db);
  const functions = await sql<{ name: string; args: string; src: string }>`
    select p.proname as name, pg_get_function_arguments(p.oid) as args, p.prosrc as src from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = ${schema} and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e') order by p.proname, args`.execute(
    db,
  );
  // Without the schema's name, and without the schema pg_trgm happens to live in (the first to create it).
  const strip = (s: string) =>
    s
      .split(`${schema}.`)
      .join('')
      .replace(/\b\w+\.(gin_trgm_ops|gist_trgm_ops)\b/g, '$1');
  return [
    ...[...tables].map(([t, cols]) => `table ${t} (\n${cols.join(',\n')}\n);`),
    ...indexes.rows.map((x) => `${strip(x.d)};`),
    ...triggers.rows.map((x) => `${strip(x.d)};`),
    ...functions.rows.map((x) => `function ${x.name}(${x.args}) as $$${x.src}$$;`),
  ];
}
