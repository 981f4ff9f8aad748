import { sql, type Expression, type SqlBool } from 'kysely';
import type { MyListQuery } from '@vsqx/domain';
import type { DB, Dialect } from '../../db/database';
import { hasText, madeWith, type SearchIndex, type TextTest } from '../../db/search-match';
import { ROW_TEST_MAX, type createSearchPlan } from './search-plan.repository';

type SearchPlan = ReturnType<typeof createSearchPlan>;

/** Where a list's columns live: the table (or alias), its search index, and its filter columns (null: not filterable). */
export interface ListColumns {
  table: string;
  id: string;
  index: SearchIndex;
  engine: boolean;
  agreement: string;
  /** The original/repost column, and whether it holds text ('1' | '2', MIDI) rather than numbers. */
  type: string;
  typeIsText?: boolean;
}

export const PROJECT_LIST: ListColumns = {
  table: 'p',
  id: 'music_id',
  index: 'search_v',
  engine: true,
  agreement: 'agreement',
  type: 'music_type',
};
export const MIDI_LIST: ListColumns = {
  table: 'midi_projects',
  id: 'midi_id',
  index: 'search_m',
  engine: false,
  agreement: 'agreement',
  type: 'midi_type',
  typeIsText: true,
};
export const ARTICLE_LIST: ListColumns = {
  table: 'articles',
  id: 'article_id',
  index: 'search_a',
  engine: false,
  agreement: 'article_agreement',
  type: 'article_author_type',
};

/**
 * The conditions a creator-centre list query adds to "owned by me" (DESIGN §8 "Finding and managing my content"):
 * the search text, engine, licence, original/repost and visibility. A filter a list has no column for (engine on MIDI or
 * articles) matches nothing rather than being ignored, so a shared link never shows more than it says.
 */
export function myListFilters(dialect: Dialect, c: ListColumns, q: MyListQuery): Expression<SqlBool>[] {
  return [...(q.q ? [hasText(dialect, c.index, `${c.table}.${c.id}`, q.q)] : []), ...myColumnFilters(c, q)];
}

/** The filters on the item's own columns (everything but the search text). */
function myColumnFilters(c: ListColumns, q: MyListQuery): Expression<SqlBool>[] {
  const ref = (col: string) => sql.ref(`${c.table}.${col}`);
  const out: Expression<SqlBool>[] = [];
  if (q.engine) out.push(c.engine ? madeWith(q.engine, c.table) : sql<SqlBool>`1 = 0`);
  if (q.agreement) out.push(sql<SqlBool>`${ref(c.agreement)} = ${q.agreement}`);
  if (q.type) out.push(sql<SqlBool>`${ref(c.type)} = ${c.typeIsText ? String(q.type) : q.type}`);
  // Who sees it (a waiting schedule is stored private, so it is found under private).
  if (q.visibility) out.push(sql<SqlBool>`${ref('visibility')} = ${q.visibility}`);
  return out;
}

/**
 * A searched or filtered page of a creator's own list, planned as public search plans its pages
 * (modules/search/search-plan.repository.ts): the total first, over her rows that pass every filter; with a search
 * text and many matches the total is kept (per owner and filters: another user's key never names her rows) and
 * the page walks her list's index testing each row's text. Without a text the count is only over her rows' own
 * columns and stays exact, so a bulk change shows at once. `offset` null: the whole list.
 */
export function planMyList<T>(
  plan: SearchPlan,
  c: ListColumns,
  p: {
    userId: number;
    q: MyListQuery;
    offset: number | null;
    indexedOrder: boolean;
    count: (where: Expression<SqlBool>) => Promise<number>;
    page: (where: Expression<SqlBool>, withTotal: boolean) => Promise<T[]>;
    /** The page as a prepared statement (search-plan.repository.ts `prepared`): used when the text is the only condition. */
    prepared?: (test: TextTest, value: string, withTotal: boolean) => Promise<T[]>;
    /** Her list's length, when known cheaply (search-plan.repository.ts `ownRows`). */
    ownRows?: number;
  },
): Promise<{ rows: T[]; total: number }> {
  const others = myColumnFilters(c, p.q);
  const key = p.q.q
    ? `${c.index}:${p.userId}:${JSON.stringify([p.q.q, p.q.engine, p.q.agreement, p.q.type, p.q.visibility])}`
    : null;
  return plan({
    key,
    index: c.index,
    id: `${c.table}.${c.id}`,
    q: p.q.q,
    offset: p.offset,
    indexedOrder: p.indexedOrder,
    count: (text) => p.count(allOf([text, ...others])),
    page: (text, withTotal) => p.page(allOf([text, ...others]), withTotal),
    prepared: others.length ? undefined : p.prepared,
    ownRows: p.ownRows,
  });
}

/**
 * How many rows of hers a table holds, counted on her user_id index only as far as ROW_TEST_MAX + 1: enough for
 * the plan to know whether her list is small (search-plan.repository.ts `ownRows`) for lists without a kept
 * count (the vsqx list reads its count from list_counts).
 */
export async function ownRowsUpTo(db: DB, table: 'midi_projects' | 'articles', userId: number) {
  const { n } = await db
    .selectFrom((eb) =>
      eb
        .selectFrom(table)
        .select(sql<number>`1`.as('one'))
        .where('user_id', '=', userId)
        .limit(ROW_TEST_MAX + 1)
        .as('mine'),
    )
    .select(sql<number | string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The filters joined with AND, for `.where(...)`. */
export const allOf = (conds: Expression<SqlBool>[]): Expression<SqlBool> =>
  conds.length ? sql<SqlBool>`${sql.join(conds, sql` and `)}` : sql<SqlBool>`1 = 1`;
