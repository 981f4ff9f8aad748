import { useQuery } from '@tanstack/react-query';
import { profileEndpoints } from '@vsqx/domain';
import { call } from '../../../lib/api';
import { profileKeys } from './profile-keys';

/** `GET /api/app/feedback_info`: public contact details from the server's configuration. */
export function useFeedbackInfo() {
  return useQuery({
    queryKey: profileKeys.feedback,
    queryFn: async () => (await call(profileEndpoints.feedbackInfo)).data,
    staleTime: Infinity,
  });
}
