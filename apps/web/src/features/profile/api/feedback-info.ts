import { useQuery } from '@tanstack/react-query';
import type { FeedbackInfo } from '@vsqx/domain';
import { api } from '../../../lib/api';
import { profileKeys } from './profile-keys';

/** `GET /api/app/feedback_info`: public contact details from the server's configuration. */
export function useFeedbackInfo() {
  return useQuery({
    queryKey: profileKeys.feedback,
    queryFn: async () => (await api.get<FeedbackInfo>('/api/app/feedback_info')).data!,
    staleTime: Infinity,
  });
}
