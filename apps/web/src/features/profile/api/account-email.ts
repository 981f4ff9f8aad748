import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints } from '@vsqx/domain';
import { call } from '../../../lib/api';
import { profileKeys } from './profile-keys';

/** `GET /api/user/email`: the account's address and whether it is verified (DESIGN §8). */
export function useAccountEmail() {
  return useQuery({
    queryKey: profileKeys.email,
    queryFn: async () => (await call(accountEndpoints.email, {}, { silent: true })).data,
  });
}

/** `POST /api/user/email`: sets the address and mails a verification link; answers the server's words. */
export function useSetEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) => {
      const env = await call(accountEndpoints.setEmail, { body: { email } });
      qc.setQueryData(profileKeys.email, env.data);
      return env.message;
    },
  });
}
