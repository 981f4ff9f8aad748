import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AutoAllowRule,
  DerivedWork,
  LicenceCertificate,
  LicenceProjectType,
  LicenceThreadMessage,
} from '@vsqx/domain';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/feedback';
import { licenceKeys } from './keys';

/** DESIGN §8 "Licences 2.0" calls of the web app. */
export const extraKeys = {
  thread: (id: number) => ['licences', 'thread', id] as const,
  certificate: (code: string) => ['licence-certificate', code] as const,
  derivatives: (type: LicenceProjectType, id: number) => ['licences', 'derivatives', type, id] as const,
  autoAllow: (type: LicenceProjectType, id: number) => ['licences', 'auto-allow', type, id] as const,
};

export function useThread(id: number, enabled: boolean) {
  return useQuery({
    queryKey: extraKeys.thread(id),
    queryFn: async ({ signal }) =>
      (await api.get<LicenceThreadMessage[]>(`/api/user/licence/${id}/thread`, { signal })).data ?? [],
    enabled,
  });
}

/** A change that every licence query (lists, thread, derivatives) is fetched again after. */
function useChange<V>(call: (v: V) => Promise<{ message: string }>, toastOk = true) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (env) => {
      if (toastOk && env.message) toast.success(env.message);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: licenceKeys.all }),
  });
}

export const usePostThread = (id: number) =>
  useChange((text: string) => api.post(`/api/user/licence/${id}/thread`, { text }), false);
export const useRevoke = () =>
  useChange((v: { id: number; reason: string }) =>
    api.post(`/api/user/licence/${v.id}/revoke`, { reason: v.reason }),
  );
export const useAddWork = () =>
  useChange((v: { id: number; link: string }) =>
    api.post(`/api/user/licence/${v.id}/work`, { link: v.link }),
  );

export function useCertificate(code: string) {
  return useQuery({
    queryKey: extraKeys.certificate(code),
    queryFn: async ({ signal }) =>
      (
        await api.get<LicenceCertificate>(`/api/app/licence/verify/${encodeURIComponent(code)}`, {
          signal,
          silent: true,
        })
      ).data ?? null,
    retry: false,
  });
}

/** Works made from a project (vsqx: /api/app/project/{id}/derivatives, MIDI: /api/app/midi/{id}/derivatives). */
export function useDerivatives(type: LicenceProjectType, id: number) {
  return useQuery({
    queryKey: extraKeys.derivatives(type, id),
    queryFn: async ({ signal }) =>
      (
        await api.get<DerivedWork[]>(`/api/app/${type === 'm' ? 'midi' : 'project'}/${id}/derivatives`, {
          signal,
          silent: true,
        })
      ).data ?? [],
  });
}

export function useAutoAllow(type: LicenceProjectType, id: number, enabled: boolean) {
  return useQuery({
    queryKey: extraKeys.autoAllow(type, id),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ auto_allow: AutoAllowRule }>(
          `/api/user/licence/auto_allow?project_type=${type}&project_id=${id}`,
          { signal, silent: true },
        )
      ).data?.auto_allow ?? 'none',
    enabled,
  });
}

export const useSetAutoAllow = (type: LicenceProjectType, id: number) =>
  useChange((rule: AutoAllowRule) =>
    api.post('/api/user/licence/auto_allow', { project_type: type, project_id: id, auto_allow: rule }),
  );
