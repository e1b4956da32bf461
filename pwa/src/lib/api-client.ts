import type { ApiError } from '#shared/api';
import type { Method } from '#shared/calls/define';
import { useConnectivity } from './connectivity';

/**
 * How a request goes out and what it throws (docs/api.md); the app calls the API by name with
 * lib/calls.ts, which parses every answer it reads with its shared schema before anyone sees it
 * (never cast). A non-2xx answer throws an ApiRequestError whose message is
 * "<status>: <body text>" (the spec's generic failure rule).
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

/** A 2xx answer as it came: its status and its text, for its call to read (lib/calls.ts). */
export interface RawAnswer {
  status: number;
  text: string;
}

/**
 * Sends one request: cookies sent, JSON in, a body only when there is one. Resolves with a 2xx
 * answer's status and text; throws OfflineError when nothing answered, ApiRequestError for any
 * other status. The app calls the API by name (lib/calls.ts), which reads the answer.
 */
export async function sendRequest(
  method: Method,
  url: string,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
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
  return { status: response.status, text };
}

/** The shared schema of the server's refusals, loaded with the first refusal. */
const errorSchema = lazySchema(() => import('#shared/api-error').then((module) => module.apiErrorSchema));

/** The body of a refusal as the server's error schema reads it; undefined when it is not one (a proxy's page). */
export async function errorBodyOf(value: unknown): Promise<ApiError | undefined> {
  const result = await errorSchema['~standard'].validate(value);
  return result.issues ? undefined : result.value;
}

/** The value of a JSON text; undefined when it is not JSON (a proxy's page). */
export const jsonOf = (text: string): unknown => {
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
