import { useMutation, useQueryClient } from '@tanstack/react-query';
import { suggestionEndpoints, type SuggestStatus } from '@vsqx/domain';
import { call } from '../../../lib/api';
import { toast } from '../../../lib/feedback';
import { suggestionKeys } from './keys';

export interface SetStatusInput {
  id: number;
  suggest_status: SuggestStatus;
  manager_comment: string;
}

/** POST set_new_suggestStatus; success or a 409 (someone moved it first) both refresh every list. */
export function useSetSuggestionStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SetStatusInput) => call(suggestionEndpoints.setStatus, { body: input }),
    onSuccess: (env) => toast.success(env.message),
    onSettled: () => qc.invalidateQueries({ queryKey: suggestionKeys.all }),
  });
}
