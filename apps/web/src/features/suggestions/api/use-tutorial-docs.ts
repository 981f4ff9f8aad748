import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { suggestionEndpoints, type SubmitSuggestInput } from '@vsqx/domain';
import { call } from '../../../lib/api';
import { toast } from '../../../lib/feedback';
import { suggestionKeys } from './keys';

/** GET /api/v-course/docs: the tutorial documents (public). */
export const useTutorialDocs = () =>
  useQuery({
    queryKey: suggestionKeys.docs,
    queryFn: async () => (await call(suggestionEndpoints.docs)).data,
    staleTime: 60_000,
  });

/** GET /api/v-course/docs/{id}: one document with its HTML. */
export const useTutorialDoc = (id: number | undefined) =>
  useQuery({
    queryKey: suggestionKeys.doc(id ?? 0),
    queryFn: async () =>
      (await call(suggestionEndpoints.doc, { params: { id: id! } }, { silent: true })).data,
    enabled: !!id,
    staleTime: 60_000,
  });

/** GET /api/v-course/my_suggestions: what I suggested and where it stands. */
export const useMySuggestions = (enabled: boolean) =>
  useQuery({
    queryKey: suggestionKeys.mine,
    queryFn: async () => (await call(suggestionEndpoints.mine, {}, { silent: true })).data,
    enabled,
  });

/** POST /api/v-course/submit_suggest. */
export function useSubmitSuggestion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitSuggestInput) => call(suggestionEndpoints.submit, { body: input }),
    onSuccess: (env) => {
      toast.success(env.message);
      return qc.invalidateQueries({ queryKey: suggestionKeys.all });
    },
  });
}
