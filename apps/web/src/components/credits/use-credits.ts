import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreditedWork, LicenceProjectType, OwnerCredit, ProjectCreditsInput } from '@vsqx/domain';
import { api } from '../../lib/api';
import { toast } from '../../lib/feedback';

/** DESIGN §8 "Credits" calls of the web app. */
export const creditKeys = {
  all: ['credits'] as const,
  mine: (type: LicenceProjectType, id: number) => ['credits', 'mine', type, id] as const,
  basedOn: (id: number) => ['credits', 'based-on', id] as const,
  credited: (uid: number) => ['credits', 'credited', uid] as const,
};

/** My lines on a project: all of them when it is mine, else the ones naming me (invitations). */
export function useMyCredits(type: LicenceProjectType, id: number, enabled: boolean) {
  return useQuery({
    queryKey: creditKeys.mine(type, id),
    queryFn: async ({ signal }) =>
      (
        await api.get<OwnerCredit[]>(`/api/user/project_credits?project_type=${type}&project_id=${id}`, {
          signal,
          silent: true,
        })
      ).data ?? [],
    enabled,
  });
}

export function useBasedOn(musicId: number) {
  return useQuery({
    queryKey: creditKeys.basedOn(musicId),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ project_type: LicenceProjectType; project_id: number; name: string }[]>(
          `/api/app/project/${musicId}/based_on`,
          { signal, silent: true },
        )
      ).data ?? [],
  });
}

export function useCredited(uid: number) {
  return useQuery({
    queryKey: creditKeys.credited(uid),
    queryFn: async ({ signal }) =>
      (await api.get<CreditedWork[]>(`/api/app/space/${uid}/credited`, { signal, silent: true })).data ?? [],
  });
}

/** Saving or answering credits refreshes the credit queries and the public detail that shows them. */
function useCreditChange<V>(call: (v: V) => Promise<{ message: string }>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (env) => {
      if (env.message) toast.success(env.message);
    },
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: creditKeys.all });
      void qc.invalidateQueries({ queryKey: ['site'] });
    },
  });
}

export const useSaveCredits = () =>
  useCreditChange((input: ProjectCreditsInput) => api.post('/api/user/project_credits', input));
export const useAnswerCredit = () =>
  useCreditChange((v: { type: LicenceProjectType; id: number; accept: boolean }) =>
    api.post(`/api/user/project_credits/${v.accept ? 'accept' : 'decline'}`, {
      project_type: v.type,
      project_id: v.id,
    }),
  );
