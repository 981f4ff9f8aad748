import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubmitSuggestInput, SuggestionRow, TutorialDoc, TutorialDocSummary } from '@vsqx/domain';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/feedback';
import { suggestionKeys } from './keys';

/** GET /api/v-course/docs: the tutorial documents (public). */
export const useTutorialDocs = () =>
  useQuery({
    queryKey: suggestionKeys.docs,
    queryFn: async () => (await api.get<TutorialDocSummary[]>('/api/v-course/docs')).data ?? [],
    staleTime: 60_000,
  });

/** GET /api/v-course/docs/{id}: one document with its HTML. */
export const useTutorialDoc = (id: number | undefined) =>
  useQuery({
    queryKey: suggestionKeys.doc(id ?? 0),
    queryFn: async () => (await api.get<TutorialDoc>(`/api/v-course/docs/${id}`, { silent: true })).data!,
    enabled: !!id,
    staleTime: 60_000,
  });

/** GET /api/v-course/my_suggestions: what I suggested and where it stands. */
export const useMySuggestions = (enabled: boolean) =>
  useQuery({
    queryKey: suggestionKeys.mine,
    queryFn: async () =>
      (await api.get<SuggestionRow[]>('/api/v-course/my_suggestions', { silent: true })).data ?? [],
    enabled,
  });

/** POST /api/v-course/submit_suggest. */
export function useSubmitSuggestion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitSuggestInput) =>
      api.post<{ id: number }>('/api/v-course/submit_suggest', input),
    onSuccess: (env) => {
      toast.success(env.message);
      return qc.invalidateQueries({ queryKey: suggestionKeys.all });
    },
  });
}
