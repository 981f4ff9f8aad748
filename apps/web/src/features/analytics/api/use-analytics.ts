import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  analyticsEndpoints,
  LIMITS,
  projectEndpoints,
  wireEntries,
  type AnalyticsItemType,
  type AnalyticsQuery,
  articleEndpoints,
} from '@vsqx/domain';
import { call } from '../../../lib/api';
import { getSession } from '../../../lib/session';

/** What the page asks for: a preset range or a custom one, and optionally one item. */
export interface AnalyticsParams {
  days?: number;
  from?: string;
  to?: string;
  item?: { type: AnalyticsItemType; id: number };
}

/** The query of GET /api/user/analytics(.csv): a custom range or a preset one, and optionally one item. */
function analyticsQuery(p: AnalyticsParams): AnalyticsQuery {
  return {
    ...(p.from && p.to ? { from: p.from, to: p.to } : { days: p.days ?? 30 }),
    ...(p.item ? { project_type: p.item.type, project_id: p.item.id } : {}),
  };
}

/** The same query as text, for the CSV export (a file the api client does not fetch). */
export function analyticsQueryString(p: AnalyticsParams): string {
  return new URLSearchParams(wireEntries(analyticsQuery(p))).toString();
}

export function useAnalytics(p: AnalyticsParams) {
  return useQuery({
    queryKey: ['analytics', analyticsQueryString(p)],
    queryFn: async ({ signal }) =>
      (await call(analyticsEndpoints.report, { query: analyticsQuery(p) }, { signal })).data,
    placeholderData: keepPreviousData,
  });
}

export interface MyItem {
  type: AnalyticsItemType;
  id: number;
  name: string;
}

/** My projects, MIDI projects and articles for the item picker (the first page of the largest size of each list). */
export function useMyItems() {
  return useQuery({
    queryKey: ['analytics', 'items'],
    queryFn: async ({ signal }): Promise<MyItem[]> => {
      const uid = getSession()?.uid ?? 0;
      const [projects, articles] = await Promise.all([
        call(
          projectEndpoints.listAll,
          { query: { page: 1, page_size: LIMITS.maxPageSize, sort: 'time' } },
          { silent: true, signal },
        ),
        call(
          articleEndpoints.list,
          { params: { uid }, query: { page: 1, page_size: LIMITS.maxPageSize, sort: 'time' } },
          { silent: true, signal },
        ),
      ]);
      return [
        ...projects.data.map((p): MyItem =>
          p.kind === 'v'
            ? { type: 'v', id: p.music_id, name: p.music_name }
            : { type: 'm', id: p.midi_id, name: p.midi_name },
        ),
        ...articles.data.map((a): MyItem => ({ type: 'a', id: a.article_id, name: a.article_title })),
      ];
    },
    staleTime: 60_000,
  });
}

/** The Authorization header for a download the api client does not make (the CSV export). */
export function authHeaders(): Record<string, string> {
  const s = getSession();
  return s ? { Authorization: `Bearer ${s.token}` } : {};
}
