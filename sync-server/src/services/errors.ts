/**
 * Refusals the rules raise. They carry no HTTP status: the error middleware maps each kind to
 * one (docs/api.md, "Errors"), so services stay plain functions that tests call directly.
 */
export type RefusalKind =
  | 'invalid' // 400: the input breaks a rule of its own
  | 'unauthorized' // 401
  | 'forbidden' // 403: a signed link that is wrong or out of date
  | 'not-found' // 404
  | 'conflict' // 409: a business rule refused it (stock, orders closed, price changed)
  | 'too-large' // 413
  | 'unsupported-type' // 415
  | 'rate-limited' // 429
  | 'unavailable'; // 503: the server cannot do it right now (its database is out of reach)

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    /** kebab-case, for the client to act on. */
    readonly reason?: string,
    /** Seconds, for 429 answers. */
    readonly retryAfter?: number,
    /** More for the client to act on, sent with the message (a full slot's pickup: what has room). */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    // A refusal is an answer (most holds of a rush are refused), not a fault: nobody reads its
    // stack, and capturing one cost a twentieth of a refused hold's time.
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'Refusal';
  }
}

export const invalid = (message: string, reason = 'invalid-input') => new Refusal('invalid', message, reason);
export const notFound = (message: string, reason = 'not-found') => new Refusal('not-found', message, reason);
export const conflict = (message: string, reason: string) => new Refusal('conflict', message, reason);
export const unauthorized = (message: string, reason = 'unauthorized') => new Refusal('unauthorized', message, reason);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new Refusal('rate-limited', message, 'rate-limited', Math.max(1, Math.ceil(retryAfterSeconds)));
