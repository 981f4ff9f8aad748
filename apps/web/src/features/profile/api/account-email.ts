import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountEmailData } from '@vsqx/domain';
import { api } from '../../../lib/api';
import { profileKeys } from './profile-keys';

/** `GET /api/user/email`: the account's address and whether it is verified (DESIGN §8). */
export function useAccountEmail() {
  return useQuery({
    queryKey: profileKeys.email,
    queryFn: async () => (await api.get<AccountEmailData>('/api/user/email', { silent: true })).data!,
  });
}

/** `POST /api/user/email`: sets the address and mails a verification link; answers the server's words. */
export function useSetEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) => {
      const env = await api.post<AccountEmailData>('/api/user/email', { email });
      qc.setQueryData(profileKeys.email, env.data);
      return env.message;
    },
  });
}
