import { queryOptions, useQuery } from '@tanstack/react-query';
import { UPLOAD_TRANSFERRING, type MidiDetail, type ProjectDetail } from '@vsqx/domain';
import { api } from '../../../lib/api';
import { siteKeys } from './keys';
import { fromParam } from '../../../lib/view-origin';

/** While the file is being transferred, look again every few seconds until it can be downloaded. */
const TRANSFER_POLL_MS = 5000;

export const projectDetailQuery = (id: number) =>
  queryOptions({
    queryKey: siteKeys.detail('v', id),
    queryFn: async ({ signal }) =>
      (
        await api.get<ProjectDetail>(`/api/app/project/${id}${fromParam(window.location.pathname)}`, {
          signal,
          silent: true,
        })
      ).data!,
  });

export const midiDetailQuery = (id: number) =>
  queryOptions({
    queryKey: siteKeys.detail('m', id),
    queryFn: async ({ signal }) =>
      (
        await api.get<MidiDetail>(`/api/app/midi/${id}${fromParam(window.location.pathname)}`, {
          signal,
          silent: true,
        })
      ).data!,
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
