import type { ApiError } from '#shared/api';
import { useConnectivity } from './connectivity';

/**
 * The one way the app talks to the server (customer spec section 7): cookies sent, JSON in and
 * out, a body only when there is one. A non-2xx answer throws an ApiRequestError whose message
 * is "<status>: <body text>" (the spec's generic failure rule).
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly body: Partial<ApiError> | undefined,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiRequestError';
  }

  /** The sentence the server wrote for people, when it wrote one. */
  get serverMessage(): string | undefined {
    return this.body?.message;
  }

  get reason(): string | undefined {
    return this.body?.reason;
  }
}

/** No answer at all: no connection, or the server is down. Nothing was changed by the call. */
export class OfflineError extends Error {
  constructor() {
    super("You're offline. Please try again when you have a connection.");
    this.name = 'OfflineError';
  }
}

export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    useConnectivity.getState().markUnreachable();
    throw new OfflineError();
  }
  useConnectivity.getState().markReachable();
  const text = await response.text();
  if (!response.ok) throw new ApiRequestError(response.status, text || response.statusText, parseJson(text));
  return (text ? JSON.parse(text) : undefined) as T;
}

function parseJson(text: string): Partial<ApiError> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Partial<ApiError>) : undefined;
  } catch {
    return undefined;
  }
}

/** What a failure toast shows: the server's message, else the spec's fallback text. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) return error.serverMessage ?? error.message;
  if (error instanceof OfflineError) return error.message;
  return fallback;
}
