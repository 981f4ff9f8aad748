import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { licenceRequestEndpoints, ApplyInput, LicenceProjectType } from '@vsqx/domain';
import { callAt } from '../../../lib/api';
import { toast } from '../../../lib/feedback';
import { licenceKeys } from './keys';

/** Endpoints as types only (`callAt`): the project page uses these, and its first load stays without the licence schemas. */
type Ep = typeof licenceRequestEndpoints;

/** After any change (or a 409 telling us the state moved) every licence list is fetched again. */
function useLicenceMutation<V>(change: (v: V) => Promise<{ message: string }>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (env) => {
      if (env.message) toast.success(env.message);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: licenceKeys.all }),
  });
}

/** GET cancel_apply/{id}: the applicant withdraws a waiting request. */
export const useCancelRequest = () =>
  useLicenceMutation((id: number) =>
    callAt<Ep['cancel']>({ method: 'GET', path: '/api/user/cancel_apply/:id' }, { params: { id } }),
  );

/** GET delete_apply/{id}: the applicant deletes a refused request. */
export const useDeleteRequest = () =>
  useLicenceMutation((id: number) =>
    callAt<Ep['remove']>({ method: 'GET', path: '/api/user/delete_apply/:id' }, { params: { id } }),
  );

export interface AnswerInput {
  /** The request's project (music_id or midi_id) and its type: with the applicant they name the request. */
  projectId: number;
  projectType: LicenceProjectType;
  applyUid: number;
  allow: boolean;
  replyText: string;
}

/**
 * POST pass_application / reject_application, the spec's form (vn = the project's id, apply_uid, reply_text)
 * plus project_type, so a vsqx and a MIDI project with the same id are never confused.
 */
export const useAnswerRequest = () =>
  useLicenceMutation((a: AnswerInput) =>
    callAt<Ep['allow'] | Ep['refuse']>(
      {
        method: 'POST',
        path: a.allow ? '/api/user/pass_application' : '/api/user/reject_application',
        bodyAs: 'form',
      },
      {
        body: {
          vn: a.projectId,
          apply_uid: a.applyUid,
          project_type: a.projectType,
          reply_text: a.replyText,
        },
      },
    ),
  );

/** POST /api/app/apply: a new request (the project page's licence box). */
export const useApply = () =>
  useLicenceMutation((input: ApplyInput) =>
    callAt<Ep['apply']>({ method: 'POST', path: '/api/app/apply' }, { body: input }),
  );
