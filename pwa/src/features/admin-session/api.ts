import { useQuery } from '@tanstack/react-query';
import { callAsOwner } from '../../lib/admin-api';
import { useAdminSession } from '../../lib/admin-session';
import { callApi } from '../../lib/calls';
import { sessionKeys } from '../../lib/query-keys';

export const login = (email: string, password: string) => callApi('session.login', { body: { email, password } });

export const logout = (sessionToken: string) => callApi('session.logout', { body: { sessionToken } });

export const requestPasswordReset = (email: string) => callApi('session.reset-request', { body: { email } });

export const resetPassword = (token: string, newPassword: string) =>
  callApi('session.reset', { body: { token, newPassword } });

/**
 * Checks the stored token once per page load (docs/product.md): valid means signed in;
 * a refused one is removed by callAsOwner, which brings back the login screen.
 */
export function useVerifiedSession() {
  const token = useAdminSession((state) => state.token);
  const verify = useQuery({
    queryKey: sessionKeys.verify(token),
    queryFn: () => callAsOwner('session.verify'),
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return { token, verifying: token !== null && verify.isPending, email: verify.data?.email };
}
