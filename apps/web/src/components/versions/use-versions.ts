import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProjectVersion } from '@vsqx/domain';
import { api } from '../../lib/api';
import { toast } from '../../lib/feedback';

const versionsKey = (musicId: number) => ['versions', 'v', musicId] as const;

/** `GET /api/app/project/{music_id}/versions`, newest first (DESIGN §8 "Versions"). */
export function useVersions(musicId: number) {
  return useQuery({
    queryKey: versionsKey(musicId),
    queryFn: async ({ signal }) => (await api.get<ProjectVersion[]>(`/api/app/project/${musicId}/versions`, { signal })).data!,
    // A new version arrives by the transfer job some seconds after the submit: each visit reads the history afresh.
    staleTime: 0,
  });
}

/** `POST /api/user/project_version_restore`: the old version becomes the newest; the list reloads. */
export function useRestoreVersion(musicId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => api.post<{ version: number }>('/api/user/project_version_restore', { music_id: musicId, version }),
    onSuccess: async (env) => {
      toast.success(env.message);
      await qc.invalidateQueries({ queryKey: versionsKey(musicId) });
    },
  });
}

/** The download address of one version. */
export const versionDownloadUrl = (musicId: number, version: number) => `/api/app/download/${musicId}?version=${version}`;
