import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { creditEndpoints, LicenceProjectType, ProjectCreditsInput } from '@vsqx/domain';
import { callAt } from '../../lib/api';
import { toast } from '../../lib/feedback';

/**
 * DESIGN §8 "Credits" calls of the web app. The public project page and the space (first screens) show
 * credits, so the endpoints are named as types only: their schemas (and zod) stay out of those pages.
 */
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
        await callAt<typeof creditEndpoints.mine>(
          { method: 'GET', path: '/api/user/project_credits' },
          { query: { project_type: type, project_id: id } },
          { signal, silent: true },
        )
      ).data,
    enabled,
  });
}

export function useBasedOn(musicId: number) {
  return useQuery({
    queryKey: creditKeys.basedOn(musicId),
    queryFn: async ({ signal }) =>
      (
        await callAt<typeof creditEndpoints.basedOn>(
          { method: 'GET', path: '/api/app/project/:music_id/based_on' },
          { params: { music_id: musicId } },
          { signal, silent: true },
        )
      ).data,
  });
}

export function useCredited(uid: number) {
  return useQuery({
    queryKey: creditKeys.credited(uid),
    queryFn: async ({ signal }) =>
      (
        await callAt<typeof creditEndpoints.credited>(
          { method: 'GET', path: '/api/app/space/:uid/credited' },
          { params: { uid } },
          { signal, silent: true },
        )
      ).data,
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
  useCreditChange((input: ProjectCreditsInput) =>
    callAt<typeof creditEndpoints.save>(
      { method: 'POST', path: '/api/user/project_credits' },
      { body: input },
    ),
  );
export const useAnswerCredit = () =>
  useCreditChange((v: { type: LicenceProjectType; id: number; accept: boolean }) => {
    const body = { project_type: v.type, project_id: v.id };
    return v.accept
      ? callAt<typeof creditEndpoints.accept>(
          { method: 'POST', path: '/api/user/project_credits/accept' },
          { body },
        )
      : callAt<typeof creditEndpoints.decline>(
          { method: 'POST', path: '/api/user/project_credits/decline' },
          { body },
        );
  });
