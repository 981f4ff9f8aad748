import { useMutation, useQueryClient } from '@tanstack/react-query';
import { licenceRequestEndpoints as ep, type ApplyInput, type LicenceProjectType } from '@vsqx/domain';
import { call } from '../../../lib/api';
import { toast } from '../../../lib/feedback';
import { licenceKeys } from './keys';

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
export const useCancelRequest = () => useLicenceMutation((id: number) => call(ep.cancel, { params: { id } }));

/** GET delete_apply/{id}: the applicant deletes a refused request. */
export const useDeleteRequest = () => useLicenceMutation((id: number) => call(ep.remove, { params: { id } }));

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
    call(a.allow ? ep.allow : ep.refuse, {
      body: { vn: a.projectId, apply_uid: a.applyUid, project_type: a.projectType, reply_text: a.replyText },
    }),
  );

/** POST /api/app/apply: a new request (the project page's licence box). */
export const useApply = () => useLicenceMutation((input: ApplyInput) => call(ep.apply, { body: input }));
