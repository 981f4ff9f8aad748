import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  type Compilable,
} from 'kysely';
import { INBOX_LISTS } from '../../modules/messages/messages.repository';
import { FAVOURITE_LISTS } from '../../modules/favourites/favourites.repository';
import { ALL_PROJECTS_LISTS } from '../../modules/projects/all-projects.repository';
import { mySearchPageQuery, PROJECT_LISTS } from '../../modules/projects/project-lists';
import { projectSearchPageQuery } from '../../modules/discovery/project-search-page';
import { publicationStatesQuery } from '../../modules/visibility/publication-states.repository';
import { certificateQuery } from '../../modules/licences/licence-extras.repository';
import { listStateQuery } from '../list-counts';
import { compilable, probeCountQuery, probeIdsQuery } from '../search-probe';
import { statementsOf, type HotList, type KeysQuery } from '../paged-list';
import { StablePlanCompiler } from '../sqlite-dialect';
import type { Database } from '../tables';
import type { DB, Dialect } from '../types';

/** A Kysely that only compiles, as the server's own dialect does (SQLite: `+?` placeholders). */
function compilerOnly(dialect: Dialect): DB {
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => (dialect === 'postgres' ? new PostgresAdapter() : new SqliteAdapter()),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) =>
        dialect === 'postgres' ? new PostgresIntrospector(db) : new SqliteIntrospector(db),
      createQueryCompiler: () =>
        dialect === 'postgres' ? new PostgresQueryCompiler() : new StablePlanCompiler(),
    },
  });
}

// Placeholders the snapshot names back (as preparedQuery finds its parameter slots).
const MARK = -7_340_000_001;

/** One statement: its compiled SQL and each bound value, named when it is an argument, else the constant. */
function render(
  title: string,
  names: readonly string[],
  build: (...a: number[]) => Compilable<unknown>,
): string {
  const c = build(...names.map((_, i) => MARK - i)).compile();
  const params = c.parameters.map((p, i) => {
    const at = typeof p === 'number' ? MARK - p : -1;
    return `${i + 1}: ${at >= 0 && at < names.length ? names[at] : JSON.stringify(p)}`;
  });
  return `-- ${title}\n-- parameters: ${params.join(', ') || 'none'}\n${c.sql};\n`;
}

function listStatements<S extends readonly (string | number)[], Q extends KeysQuery<Q> & Compilable<K>, K, R>(
  db: DB,
  list: HotList<S, Q, K, R>,
): string[] {
  const { build, names } = statementsOf(list, db);
  const args = (own: readonly string[]) => [...list.scope, ...own];
  const out = [render(`${list.name}: a page, keys first`, args(names.pageDesc), build.pageDesc)];
  if (build.state)
    out.push(
      render(
        `${list.name}: the list's state alone (an empty page; a deep page before its path)`,
        args(names.state),
        build.state,
      ),
    );
  if (build.shallow)
    out.push(render(`${list.name}: a page near the top, read directly`, args(names.shallow), build.shallow));
  if (list.mirror)
    out.push(render(`${list.name}: a page read from the far end`, args(names.pageAsc), build.pageAsc));
  if (list.anchors) {
    out.push(render(`${list.name}: the first anchor`, args(names.firstKey), build.firstKey));
    out.push(render(`${list.name}: the next anchor`, args(names.nextKey), build.nextKey));
    out.push(render(`${list.name}: a page below an anchor`, args(names.after), build.after));
  }
  return out;
}

/**
 * Every prepared statement the server runs, compiled for `dialect`: what the hot lists (db/paged-list.ts) and
 * the list state read. `npm run sql:snapshot -w @vsqx/server` writes it to sql/statements.<dialect>.sql;
 * sql-snapshot.test.ts fails when it differs, so a change to what runs shows in review.
 */
export function statementSnapshot(dialect: Dialect): string {
  const db = compilerOnly(dialect);
  const lists = [
    ...Object.values(PROJECT_LISTS).flatMap((l) => listStatements(db, l)),
    ...Object.values(ALL_PROJECTS_LISTS).flatMap((l) => listStatements(db, l)),
    ...listStatements(db, FAVOURITE_LISTS.time),
    ...listStatements(db, FAVOURITE_LISTS.hot),
    ...listStatements(db, INBOX_LISTS[dialect].comment),
    ...listStatements(db, INBOX_LISTS[dialect].at),
    ...listStatements(db, INBOX_LISTS[dialect].apply),
    ...listStatements(db, INBOX_LISTS[dialect].system),
  ];
  const state = render(
    'list state: length and version of one list (db/list-counts.ts)',
    ['user_id', 'list'],
    (u, l) => listStateQuery(db, u, l as never),
  );
  const beside = [
    render(
      "owner's lists: visibility and schedule of a page's items (modules/visibility/publication-states.repository.ts)",
      ['vsqx_ids', 'midi_ids'],
      (v, m) => publicationStatesQuery(db, dialect, v as never, m as never),
    ),
    render(
      'licence certificate by its code, the public verify page (modules/licences/licence-extras.repository.ts)',
      ['code'],
      (c) => certificateQuery(db, c as never),
    ),
  ];
  // Searched pages (modules/search/search-plan.repository.ts `prepared`): one statement per test and window.
  const searched: string[] = [];
  const tests = {
    index: 'trigram index',
    row: 'row by row',
    plain: 'row by row, no case to fold',
    ids: "a probe's ids",
    probe: "the probe's lookup inside the page",
  } as const;
  const testsOf: (keyof typeof tests)[] = ['index', 'row', 'plain', 'ids', 'probe'];
  for (const test of testsOf)
    for (const withTotal of [false, true]) {
      if ((test === 'ids' || test === 'probe') && !withTotal) continue; // a probe's page always carries its total
      const shape = `${tests[test]}${withTotal ? ', with its total' : ''}`;
      searched.push(
        render(`search.public.projects: a page, ${shape}`, ['value', 'limit', 'offset'], (v, l, o) =>
          projectSearchPageQuery(db, dialect, test, withTotal, v as never, l, o),
        ),
      );
      for (const sort of ['time', 'hot'] as const)
        searched.push(
          render(
            `search.mine.projects.${sort}: a page, ${shape}`,
            ['user_id', 'value', 'limit', 'offset'],
            (u, v, l, o) => mySearchPageQuery(db, dialect, sort, test, withTotal, u, v as never, l, o),
          ),
        );
    }
  // The probe of a rare piece (db/search-probe.ts), per search index; the vsqx one stands for all three.
  searched.push(
    render('search.probe: how many items hold a piece (up to PROBE_MAX + 1)', ['piece'], (p) =>
      compilable(db, probeCountQuery(dialect, 'search_v', p)),
    ),
    render(
      'search.probe: the items a cheaper lookup finds that hold the whole text',
      ['lookup', 'q'],
      (l, q) => compilable(db, probeIdsQuery(dialect, 'search_v', l, q)),
    ),
  );
  return [
    `-- Prepared statements, ${dialect}. Generated by \`npm run sql:snapshot -w @vsqx/server\`; do not edit.\n`,
    state,
    ...lists,
    ...beside,
    ...searched,
  ].join('\n');
}
