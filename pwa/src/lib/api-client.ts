import type { ApiError } from '#shared/api';
import { useConnectivity } from './connectivity';

/**
 * The one way the app talks to the server (docs/api.md): cookies sent, JSON in and
 * out, a body only when there is one, and every answer the app reads parsed with its shared
 * schema before anyone sees it (never cast). A non-2xx answer throws an ApiRequestError whose
 * message is "<status>: <body text>" (the spec's generic failure rule).
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

/**
 * An answer that is not what this version of the app reads (a server of another version, a
 * proxy's page): refused as a whole rather than shown half right.
 */
export class UnexpectedAnswerError extends Error {
  constructor(
    readonly url: string,
    readonly problems: readonly string[],
  ) {
    super('The server answered something this version of the app cannot read. Please reload the page.');
    this.name = 'UnexpectedAnswerError';
  }
}

type Result<T> = { value: T; issues?: undefined } | { issues: readonly { message: string }[] };

/**
 * What reads an answer: a Standard Schema (every zod and zod/mini schema is one, and so is
 * lazySchema's), whose check may be asynchronous.
 */
export interface AnswerSchema<T> {
  readonly '~standard': { validate(value: unknown): Result<T> | Promise<Result<T>> };
  /** Starts loading what the check needs (lazySchema): called as the request goes out. */
  readonly prepare?: () => void;
}

/**
 * A schema loaded the first time a request needs it, while the request is on its way: the
 * shop's first download carries no schema code (docs/client.md, "What the first visit downloads").
 */
export function lazySchema<T>(load: () => Promise<AnswerSchema<T>>): AnswerSchema<T> {
  let loading: Promise<AnswerSchema<T>> | undefined;
  // A load that failed (offline between two chunks) is tried again by the next check.
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    '~standard': { validate: async (value) => (await loaded())['~standard'].validate(value) },
    prepare: () => void loaded().catch(() => undefined),
  };
}

/** Parses a value with its schema, or throws UnexpectedAnswerError saying what did not fit. */
export async function parseAnswer<T>(schema: AnswerSchema<T>, value: unknown, source: string): Promise<T> {
  const result = await schema['~standard'].validate(value);
  if (result.issues)
    throw new UnexpectedAnswerError(
      source,
      result.issues.map((issue) => issue.message),
    );
  return result.value;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Calls the API. With `answer`, resolves with the answer parsed by that schema; without, the
 * answer is not read (a 204, an acknowledgement) and nothing is returned that could be cast.
 */
export function apiRequest<T>(
  method: Method,
  url: string,
  options: RequestOptions & { answer: AnswerSchema<T> },
): Promise<T>;
export function apiRequest(method: Method, url: string, options?: RequestOptions): Promise<void>;
export async function apiRequest<T>(
  method: Method,
  url: string,
  { body, headers = {}, answer }: RequestOptions & { answer?: AnswerSchema<T> } = {},
): Promise<T | void> {
  answer?.prepare?.();
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
  if (!response.ok) {
    throw new ApiRequestError(response.status, text || response.statusText, await errorBodyOf(jsonOf(text)));
  }
  if (!answer) return;
  const value = text ? jsonOf(text) : undefined;
  if (text && value === undefined) throw new UnexpectedAnswerError(url, ['not JSON']);
  return parseAnswer(answer, value, url);
}

/** The shared schema of the server's refusals, loaded with the first refusal. */
const errorSchema = lazySchema(() => import('#shared/api-error').then((module) => module.apiErrorSchema));

/** The body of a refusal as the server's error schema reads it; undefined when it is not one (a proxy's page). */
export async function errorBodyOf(value: unknown): Promise<ApiError | undefined> {
  const result = await errorSchema['~standard'].validate(value);
  return result.issues ? undefined : result.value;
}

const jsonOf = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** What a failure toast shows: the server's message, else the spec's fallback text. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) return error.serverMessage ?? error.message;
  if (error instanceof OfflineError || error instanceof UnexpectedAnswerError) return error.message;
  return fallback;
}
