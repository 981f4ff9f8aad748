import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { versionEndpoints } from '@vsqx/domain';
import { call } from '../../lib/api';
import { toast } from '../../lib/feedback';

/** Whose versions: a vsqx project ('v', its music_id) or a MIDI project ('m', its midi_id). */
export type VersionKind = 'v' | 'm';

const versionsKey = (kind: VersionKind, id: number) => ['versions', kind, id] as const;

/** `GET /api/app/project/{music_id}/versions` or `/api/app/midi/{midi_id}/versions`, newest first (DESIGN §8 "Versions"). */
export function useVersions(kind: VersionKind, id: number) {
  return useQuery({
    queryKey: versionsKey(kind, id),
    queryFn: async ({ signal }) =>
      (kind === 'm'
        ? await call(versionEndpoints.midiList, { params: { midi_id: id } }, { signal })
        : await call(versionEndpoints.list, { params: { music_id: id } }, { signal })
      ).data,
    // A new version arrives by the transfer job some seconds after the submit: each visit reads the history afresh.
    staleTime: 0,
  });
}

/**
 * After a save that changed the file the page stays open (the MIDI form): the new version appears once the
 * transfer ran (within 15 s, spec §4), so the history is read again a few times meanwhile.
 */
export function refreshVersionsSoon(qc: QueryClient, kind: VersionKind, id: number) {
  for (const ms of [2_000, 5_000, 10_000, 16_000])
    setTimeout(() => void qc.invalidateQueries({ queryKey: versionsKey(kind, id) }), ms);
}

/** `POST /api/user/project_version_restore`: the old version becomes the newest; the list reloads. */
export function useRestoreVersion(kind: VersionKind, id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      call(versionEndpoints.restore, { body: { project_type: kind, music_id: id, version } }),
    onSuccess: async (env) => {
      toast.success(env.message);
      await qc.invalidateQueries({ queryKey: versionsKey(kind, id) });
    },
  });
}

/** The download address of one version. */
export const versionDownloadUrl = (kind: VersionKind, id: number, version: number) =>
  kind === 'm'
    ? `/api/app/download_midi/${id}?version=${version}`
    : `/api/app/download/${id}?version=${version}`;
