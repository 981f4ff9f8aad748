import type { FastifyInstance } from 'fastify';
import { analyticsEndpoints, analyticsQuerySchema } from '@vsqx/domain';
import { ok, route } from '../../lib/route';
import { attachmentHeader } from '../../lib/attachment-header';
import { createAnalyticsService, reportCsv } from './analytics.service';

const QUERY_DOC =
  'Range: `days` 7|30|90 (the last N UTC days ending today, default 30) or a custom `from`/`to` (YYYY-MM-DD, UTC, both included, at most 366 days). ' +
  "Optionally one item: `project_type` v (project) | m (MIDI project) | a (article) with `project_id` — 404 unless it is the caller's. " +
  "Only the caller's own items; the caller's own actions are never counted.";

export async function analyticsRoutes(app: FastifyInstance) {
  const analytics = createAnalyticsService(app.ctx);
  route(
    app,
    analyticsEndpoints.report,
    {
      summary: 'My analytics (数据中心): per-day counts, previous-period comparison, top items, view sources',
      tags: ['analytics'],
      description: `${QUERY_DOC} data: {from, to, days: [{date, views, downloads, likes, favourites, comments, licence_requests}], totals, previous_totals, change (% per metric, null when the previous period is 0), top, sources: {search, space, square, external, direct}, external_hosts: [{host, views}]}.`,
    },
    async ({ user, query }) => ok(await analytics.report(user.id, query)),
  );

  // A file, not an envelope: it stays outside the endpoint table (docs/adding-an-endpoint.md).
  route(
    app,
    {
      method: 'GET',
      url: '/api/user/analytics.csv',
      summary: 'My analytics as CSV (the same query and figures)',
      tags: ['analytics'],
      auth: 'user',
      answers: 'file',
      query: analyticsQuerySchema,
      description: QUERY_DOC,
    },
    async ({ user, query, reply }) => {
      const report = await analytics.report(user.id, query);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', attachmentHeader(`analytics-${report.from}-${report.to}.csv`));
      reply.header('cache-control', 'no-store');
      return reportCsv(report);
    },
  );
}
