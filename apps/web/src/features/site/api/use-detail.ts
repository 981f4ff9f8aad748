import { queryOptions, useQuery } from '@tanstack/react-query';
import { UPLOAD_TRANSFERRING, type detailEndpoints } from '@vsqx/domain';
import { callAt } from '../../../lib/api';
import { siteKeys } from './keys';
import { viewOrigin } from '../../../lib/view-origin';

/** While the file is being transferred, look again every few seconds until it can be downloaded. */
const TRANSFER_POLL_MS = 5000;

export const projectDetailQuery = (id: number) =>
  queryOptions({
    queryKey: siteKeys.detail('v', id),
    queryFn: async ({ signal }) =>
      // The public page is a first screen: the endpoint by type only, so its schemas (and zod) stay out of it.
      (
        await callAt<typeof detailEndpoints.project>(
          { method: 'GET', path: '/api/app/project/:id' },
          { params: { id }, query: { from: viewOrigin(window.location.pathname) } },
          { signal, silent: true },
        )
      ).data,
  });

export const midiDetailQuery = (id: number) =>
  queryOptions({
    queryKey: siteKeys.detail('m', id),
    queryFn: async ({ signal }) =>
      (
        await callAt<typeof detailEndpoints.midi>(
          { method: 'GET', path: '/api/app/midi/:id' },
          { params: { id }, query: { from: viewOrigin(window.location.pathname) } },
          { signal, silent: true },
        )
      ).data,
  });

/** GET /api/app/project/{music_id}: the page's data (the server counts the view as a click). */
export function useProjectDetail(id: number) {
  return useQuery({
    ...projectDetailQuery(id),
    refetchInterval: (q) => (q.state.data?.upload_finish === UPLOAD_TRANSFERRING ? TRANSFER_POLL_MS : false),
  });
}

/** GET /api/app/midi/{midi_id}. */
export function useMidiDetail(id: number) {
  return useQuery({
    ...midiDetailQuery(id),
    refetchInterval: (q) => (q.state.data?.upload_finish === UPLOAD_TRANSFERRING ? TRANSFER_POLL_MS : false),
  });
}
