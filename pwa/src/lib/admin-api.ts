import { ApiRequestError, apiRequest, type AnswerSchema, type RequestOptions } from './api-client';
import { useAdminSession } from './admin-session';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A call of the admin area: apiRequest with the bearer token added, and a 401 taken to mean the
 * session is over (expired, logged out elsewhere, password reset), which sends the owner to
 * the login.
 */
export function adminRequest<T>(
  method: Method,
  url: string,
  options: RequestOptions & { answer: AnswerSchema<T> },
): Promise<T>;
export function adminRequest(method: Method, url: string, options?: RequestOptions): Promise<void>;
export async function adminRequest<T>(
  method: Method,
  url: string,
  options: RequestOptions & { answer?: AnswerSchema<T> } = {},
): Promise<T | void> {
  const token = useAdminSession.getState().token;
  const headers = token ? { ...options.headers, Authorization: `Bearer ${token}` } : options.headers;
  try {
    return await apiRequest(method, url, { ...options, headers } as RequestOptions & { answer: AnswerSchema<T> });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) useAdminSession.getState().signOut();
    throw error;
  }
}

/** A read of the admin area, its answer parsed with `answer`. */
export const adminGet = <T>(url: string, answer: AnswerSchema<T>) => adminRequest('GET', url, { answer });
