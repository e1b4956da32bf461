import { ApiRequestError, apiRequest } from './api-client';
import { useAdminSession } from './admin-session';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A call of the admin area: the bearer token added, and a 401 taken to mean the session is
 * over (expired, logged out elsewhere, password reset), which sends the owner to the login.
 */
export async function adminRequest<T>(
  method: Method,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const token = useAdminSession.getState().token;
  try {
    return await apiRequest<T>(method, url, body, token ? { ...headers, Authorization: `Bearer ${token}` } : headers);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) useAdminSession.getState().signOut();
    throw error;
  }
}

export const adminGet = <T>(url: string) => adminRequest<T>('GET', url);
