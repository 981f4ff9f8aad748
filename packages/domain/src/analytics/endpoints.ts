import { endpoint } from '../common/endpoint';
import { analyticsQuerySchema, analyticsReportSchema } from './schemas';

/**
 * The creator's analytics (DESIGN §8 "Analytics"). Not here: `GET /api/user/analytics.csv`, a file download
 * with the same query (it keeps its own route and the web fetches it as a file).
 */
export const analyticsEndpoints = {
  report: endpoint({
    method: 'GET',
    path: '/api/user/analytics',
    auth: 'user',
    query: analyticsQuerySchema,
    data: analyticsReportSchema,
  }),
};
