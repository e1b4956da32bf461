import { useQuery } from '@tanstack/react-query';
import type { LoginResponse } from '#shared/admin-auth';
import { adminGet } from '../../lib/admin-api';
import { apiRequest } from '../../lib/api-client';
import { useAdminSession } from '../../lib/admin-session';
import { adminKeys } from '../../lib/query-keys';

export const login = (email: string, password: string) =>
  apiRequest<LoginResponse>('POST', '/api/admin/login', { email, password });

export const logout = (sessionToken: string) => apiRequest<{ ok: true }>('POST', '/api/admin/logout', { sessionToken });

export const requestPasswordReset = (email: string) =>
  apiRequest<{ message: string }>('POST', '/api/admin/password-reset-request', { email });

export const resetPassword = (token: string, newPassword: string) =>
  apiRequest<{ ok: true }>('POST', '/api/admin/password-reset', { token, newPassword });

/**
 * Checks the stored token once per page load (admin spec section 4): valid means signed in;
 * a refused one is removed by adminRequest, which brings back the login screen.
 */
export function useVerifiedSession() {
  const token = useAdminSession((state) => state.token);
  const verify = useQuery({
    queryKey: adminKeys.verify(token),
    queryFn: () => adminGet<{ ok: true; email: string }>('/api/admin/verify'),
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return { token, verifying: token !== null && verify.isPending, email: verify.data?.email };
}
