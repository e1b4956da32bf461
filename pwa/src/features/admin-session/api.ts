import { useQuery } from '@tanstack/react-query';
import { loginResponseSchema, verifyAnswerSchema } from '#shared/admin-auth';
import { adminGet } from '../../lib/admin-api';
import { apiRequest } from '../../lib/api-client';
import { useAdminSession } from '../../lib/admin-session';
import { sessionKeys } from '../../lib/query-keys';

export const login = (email: string, password: string) =>
  apiRequest('POST', '/api/admin/login', { body: { email, password }, answer: loginResponseSchema });

export const logout = (sessionToken: string) => apiRequest('POST', '/api/admin/logout', { body: { sessionToken } });

export const requestPasswordReset = (email: string) =>
  apiRequest('POST', '/api/admin/password-reset-request', { body: { email } });

export const resetPassword = (token: string, newPassword: string) =>
  apiRequest('POST', '/api/admin/password-reset', { body: { token, newPassword } });

/**
 * Checks the stored token once per page load (docs/product.md): valid means signed in;
 * a refused one is removed by adminRequest, which brings back the login screen.
 */
export function useVerifiedSession() {
  const token = useAdminSession((state) => state.token);
  const verify = useQuery({
    queryKey: sessionKeys.verify(token),
    queryFn: () => adminGet('/api/admin/verify', verifyAnswerSchema),
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return { token, verifying: token !== null && verify.isPending, email: verify.data?.email };
}
