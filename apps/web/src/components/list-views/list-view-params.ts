import { useSearchParams } from 'react-router';
import {
  ENGINE_FILTERS,
  LIMITS,
  parsePageParam,
  SEARCH_MAX,
  VISIBILITIES,
  type SortOrder,
  type Visibility,
} from '@vsqx/domain';

export type ListView = 'card' | 'table';

/** The page sizes offered (the server takes up to LIMITS.maxPageSize). */
export const PAGE_SIZES = [LIMITS.pageSize, 20, 50] as const;

/** What a creator-centre list shows, all of it in the address so a view can be bookmarked and Back returns to it. */
export interface ListViewState {
  page: number;
  pageSize: number;
  sort: SortOrder;
  q: string;
  engine: string;
  agreement: string;
  type: string;
  /** public | unlisted | private ('' all): who sees the item (DESIGN §8). */
  visibility: string;
  view: ListView;
}

/** The search and filters, in the address and the list call under the same names. */
const FILTER_KEYS = ['q', 'engine', 'agreement', 'type', 'visibility'] as const;

const oneOf = (v: string | null, allowed: readonly string[]) => (v && allowed.includes(v) ? v : '');

/** The state from search params; anything unknown falls back to the default (a stale bookmark still opens). */
export function readListView(params: URLSearchParams): ListViewState {
  const size = Number(params.get('page_size'));
  return {
    page: parsePageParam(params.get('page')),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : LIMITS.pageSize,
    sort: params.get('sort') === 'hot' ? 'hot' : 'time',
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX),
    engine: oneOf(params.get('engine'), ENGINE_FILTERS),
    agreement: oneOf(params.get('agreement'), ['1', '2', '3', '4']),
    type: oneOf(params.get('type'), ['1', '2']),
    visibility: oneOf(params.get('visibility'), VISIBILITIES),
    view: params.get('view') === 'table' ? 'table' : 'card',
  };
}

/** The search params of a state: defaults left out, so the plain list keeps its plain address. */
export function listViewParams(s: ListViewState, extra: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = { page: String(s.page) };
  if (s.pageSize !== LIMITS.pageSize) out.page_size = String(s.pageSize);
  if (s.sort === 'hot') out.sort = 'hot';
  for (const k of FILTER_KEYS) if (s[k]) out[k] = s[k];
  if (s.view === 'table') out.view = 'table';
  return { ...out, ...extra };
}

/** The list call's query string: page, size, order and the filters the server takes (DESIGN §8). */
export function listApiQuery(s: ListViewState): string {
  const q = new URLSearchParams({ page: String(s.page), page_size: String(s.pageSize), sort: s.sort });
  for (const k of FILTER_KEYS) if (s[k]) q.set(k, s[k]);
  return q.toString();
}

/** The same query as values for `call()` (an endpoint that reads `myListQuerySchema`); empty filters left out. */
export function listApiParams(s: ListViewState) {
  const number = (v: string) => (v ? Number(v) : undefined);
  return {
    page: s.page,
    page_size: s.pageSize,
    sort: s.sort,
    q: s.q || undefined,
    engine: s.engine || undefined,
    agreement: number(s.agreement),
    type: number(s.type),
    // readListView kept only a known value (or '').
    visibility: (s.visibility || undefined) as Visibility | undefined,
  };
}

/** Whether a search or filter narrows the list (the empty state then says "no match", not "nothing yet"). */
export const isNarrowed = (s: ListViewState) => FILTER_KEYS.some((k) => !!s[k]);

/**
 * The list state of the current address, and `update`, which writes a change as a new history entry (Back
 * undoes it). A change of search or filter goes back to page 1. `extra` keeps a page's own params (the tab).
 */
export function useListView(extra: Record<string, string> = {}) {
  const [params, setParams] = useSearchParams();
  const state = readListView(params);
  const update = (patch: Partial<ListViewState>, more: Record<string, string> = {}) => {
    const narrowing = ([...FILTER_KEYS, 'pageSize', 'sort'] as const).some(
      (k) => k in patch && patch[k] !== state[k],
    );
    const next = { ...state, ...(narrowing && !('page' in patch) ? { page: 1 } : {}), ...patch };
    setParams(listViewParams(next, { ...extra, ...more }));
  };
  return { state, update };
}
