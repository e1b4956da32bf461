import { ApiRequestError, apiRequest, type AnswerSchema, type RequestOptions } from './api-client';
import { useAdminSession } from './admin-session';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call of the admin area: with `answer`, its parsed answer; without, nothing. */
export interface AdminRequest {
  <T>(method: Method, url: string, options: RequestOptions & { answer: AnswerSchema<T> }): Promise<T>;
  (method: Method, url: string, options?: RequestOptions): Promise<void>;
}

/**
 * Makes the admin area's request: apiRequest with her bearer token added, and a 401 taken to
 * mean the session is over (expired, logged out elsewhere, password reset). `baseUrl` and
 * `afterAnswer` are for the outbox's tests and benchmark, which point it at a test server and
 * lose answers on purpose.
 */
export function adminRequester(options: {
  token(): string | null;
  signedOut?(): void;
  baseUrl?: string;
  afterAnswer?(): void;
}): AdminRequest {
  const request = async (
    method: Method,
    url: string,
    call: RequestOptions & { answer?: AnswerSchema<unknown> } = {},
  ) => {
    const token = options.token();
    const headers = token ? { ...call.headers, Authorization: `Bearer ${token}` } : call.headers;
    try {
      const answer = call.answer
        ? await apiRequest(method, (options.baseUrl ?? '') + url, { ...call, headers, answer: call.answer })
        : await apiRequest(method, (options.baseUrl ?? '') + url, { ...call, headers });
      options.afterAnswer?.();
      return answer;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) options.signedOut?.();
      throw error;
    }
  };
  return request as AdminRequest; // the overloads above are what `answer` decides
}

/** The owner's requests, with the token of her session on this device; a 401 signs her out here. */
export const adminRequest = adminRequester({
  token: () => useAdminSession.getState().token,
  signedOut: () => useAdminSession.getState().signOut(),
});

/** A read of the admin area, its answer parsed with `answer`. */
export const adminGet = <T>(url: string, answer: AnswerSchema<T>) => adminRequest('GET', url, { answer });
