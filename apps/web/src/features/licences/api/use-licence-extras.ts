import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { licenceExtraEndpoints, AutoAllowRule, LicenceProjectType } from '@vsqx/domain';
import { callAt } from '../../../lib/api';
import { toast } from '../../../lib/feedback';
import { licenceKeys } from './keys';

/** Endpoints as types only (`callAt`): the project page uses these, and its first load stays without the licence schemas. */
type Ep = typeof licenceExtraEndpoints;

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
      (
        await callAt<Ep['thread']>(
          { method: 'GET', path: '/api/user/licence/:id/thread' },
          { params: { id } },
          { signal },
        )
      ).data,
    enabled,
  });
}

/** A change that every licence query (lists, thread, derivatives) is fetched again after. */
function useChange<V>(change: (v: V) => Promise<{ message: string }>, toastOk = true) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (env) => {
      if (toastOk && env.message) toast.success(env.message);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: licenceKeys.all }),
  });
}

export const usePostThread = (id: number) =>
  useChange(
    (text: string) =>
      callAt<Ep['postThread']>(
        { method: 'POST', path: '/api/user/licence/:id/thread' },
        { params: { id }, body: { text } },
      ),
    false,
  );
export const useRevoke = () =>
  useChange((v: { id: number; reason: string }) =>
    callAt<Ep['revoke']>(
      { method: 'POST', path: '/api/user/licence/:id/revoke' },
      { params: { id: v.id }, body: { reason: v.reason } },
    ),
  );
export const useAddWork = () =>
  useChange((v: { id: number; link: string }) =>
    callAt<Ep['addWork']>(
      { method: 'POST', path: '/api/user/licence/:id/work' },
      { params: { id: v.id }, body: { link: v.link } },
    ),
  );

export function useCertificate(code: string) {
  return useQuery({
    queryKey: extraKeys.certificate(code),
    queryFn: async ({ signal }) =>
      (
        await callAt<Ep['verify']>(
          { method: 'GET', path: '/api/app/licence/verify/:code' },
          { params: { code } },
          { signal, silent: true },
        )
      ).data,
    retry: false,
  });
}

/** Works made from a project (vsqx: /api/app/project/{id}/derivatives, MIDI: /api/app/midi/{id}/derivatives). */
export function useDerivatives(type: LicenceProjectType, id: number) {
  return useQuery({
    queryKey: extraKeys.derivatives(type, id),
    queryFn: async ({ signal }) =>
      type === 'm'
        ? (
            await callAt<Ep['midiDerivatives']>(
              { method: 'GET', path: '/api/app/midi/:id/derivatives' },
              { params: { id } },
              { signal, silent: true },
            )
          ).data
        : (
            await callAt<Ep['projectDerivatives']>(
              { method: 'GET', path: '/api/app/project/:music_id/derivatives' },
              { params: { music_id: id } },
              { signal, silent: true },
            )
          ).data,
  });
}

export function useAutoAllow(type: LicenceProjectType, id: number, enabled: boolean) {
  return useQuery({
    queryKey: extraKeys.autoAllow(type, id),
    queryFn: async ({ signal }) =>
      (
        await callAt<Ep['autoAllow']>(
          { method: 'GET', path: '/api/user/licence/auto_allow' },
          { query: { project_type: type, project_id: id } },
          { signal, silent: true },
        )
      ).data.auto_allow,
    enabled,
  });
}

export const useSetAutoAllow = (type: LicenceProjectType, id: number) =>
  useChange((rule: AutoAllowRule) =>
    callAt<Ep['setAutoAllow']>(
      { method: 'POST', path: '/api/user/licence/auto_allow' },
      { body: { project_type: type, project_id: id, auto_allow: rule } },
    ),
  );
