import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../types';

// A frozen copy of db/cards.ts's REPLY_CARD and MENTION_CARD as they were when this migration shipped.

/** A stored JSON member: its name, whether its value is text, and its SQL over row `r`. */
type Field = readonly [name: string, text: boolean, expr: (r: string) => string];

const sender = (id: string, name: string): Field[] => [
  [id, false, (r) => `coalesce(${r}.from_user_id, 0)`],
  [name, true, (r) => `coalesce((select username from users where id = ${r}.from_user_id), '')`],
];
const place: Field[] = [
  ['scene', false, (r) => `coalesce(${r}.scene, 1)`],
  ['project_id', false, (r) => `coalesce(${r}.project_id, 0)`],
  ['project_name', true, (r) => `${r}.project_name`],
];

/** Per kind: the members between `is_read` and `avatar_exist`, and those after `avatar_version`. */
const CARDS = {
  comment: {
    sender: sender('uid', 'comment_name'),
    body: [
      ['comment_text', true, (r) => `${r}.text`],
      ['comment_time', false, (r) => `${r}.created_at`],
      ['comment_type', false, (r) => `coalesce(${r}.comment_type, 1)`],
      ...place,
      ['comment_id', false, (r) => `coalesce(${r}.comment_id, 0)`],
    ] as Field[],
  },
  at: {
    sender: sender('at_uid', 'at_name'),
    body: [
      ['text', true, (r) => `${r}.text`],
      ['timestamp', false, (r) => `${r}.created_at`],
      ...place,
    ] as Field[],
  },
};

const SOURCES =
  'kind, from_user_id, text, created_at, comment_type, scene, project_id, project_name, comment_id';

function members(dialect: Dialect, r: string, fields: Field[]) {
  const quote = (e: string) => (dialect === 'postgres' ? `to_json((${e})::text)::text` : `json_quote(${e})`);
  return fields
    .map(([name, text, expr], i) => `'${i ? ',' : ''}"${name}":' || ${text ? quote(expr(r)) : expr(r)}`)
    .join(' || ');
}

/** card_sender and card_body over row `r`, by kind (NULL for the other kinds). */
function columns(dialect: Dialect, r: string) {
  const byKind = (piece: (c: (typeof CARDS)['comment']) => string) =>
    `case ${r}.kind ${Object.entries(CARDS)
      .map(([kind, c]) => `when '${kind}' then ${piece(c)}`)
      .join(' ')} end`;
  return [
    ['card_sender', byKind((c) => `',' || ${members(dialect, r, c.sender)} || ',"avatar_exist":'`)],
    ['card_body', byKind((c) => `',' || ${members(dialect, r, c.body)} || '}'`)],
  ] as const;
}

function triggers(dialect: Dialect): string[] {
  if (dialect === 'postgres') {
    const assign = columns(dialect, 'new').map(([c, v]) => `new.${c} := ${v};`);
    return [
      `create function messages_card() returns trigger language plpgsql as $$ begin ${assign.join(' ')} return new; end $$`,
      `create trigger messages_card before insert or update of ${SOURCES} on messages
         for each row execute function messages_card()`,
    ];
  }
  const update = `update messages set ${columns(dialect, 'new')
    .map(([c, v]) => `${c} = ${v}`)
    .join(', ')} where id = new.id;`;
  return [
    `create trigger messages_card_ins after insert on messages begin ${update} end`,
    `create trigger messages_card_upd after update of ${SOURCES} on messages begin ${update} end`,
  ];
}

/**
 * Replies and mentions keep their cards on their own rows, in two stored pieces around what changes (the read
 * state, the sender's avatar): a page of the inbox reads them instead of building each card's JSON again
 * (PostgreSQL: the page's statement 151-158 → 117-121 µs in pgbench, docs/performance.md "Replies, session 40").
 */
export function messageCardsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('messages').addColumn('card_sender', 'text').execute();
      await db.schema.alterTable('messages').addColumn('card_body', 'text').execute();
      const set = columns(dialect, 'messages').map(([c, v]) => `${c} = ${v}`);
      await sql.raw(`update messages set ${set.join(', ')}`).execute(db);
      for (const stmt of triggers(dialect)) await sql.raw(stmt).execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres')
        await sql.raw('drop function if exists messages_card() cascade').execute(db);
      else
        for (const t of ['messages_card_ins', 'messages_card_upd'])
          await sql.raw(`drop trigger if exists ${t}`).execute(db);
      await db.schema.alterTable('messages').dropColumn('card_body').execute();
      await db.schema.alterTable('messages').dropColumn('card_sender').execute();
    },
  };
}
