import { DBError, ForeignKeyViolationError, UniqueViolationError } from 'objection';
/**
 * Whether an error says the database cannot be reached right now (PostgreSQL stopped,
 * restarting or cut off; SQLite locked past its busy timeout), as opposed to a query that is
 * wrong. Such a request is worth repeating in a few seconds, so it is answered 503 with
 * Retry-After (http/error-handler.ts), never 500.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: shutting down, crashed, starting up or recovering, out of connections.
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // SQLite: another process held the write lock longer than the busy timeout.
  'SQLITE_BUSY',
]);

const UNREACHABLE_MESSAGES = [
  /Connection terminated/i,
  /Client has encountered a connection error/i,
  /Client was closed and is not queryable/i,
  /Knex: Timeout acquiring a connection/i,
];

export function isDatabaseUnreachable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 4; depth++) {
    if (typeof cause !== 'object') return false;
    const { code, name, message } = cause as { code?: unknown; name?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (name === 'KnexTimeoutError') return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    // Objection wraps the driver's error (nativeError); Node wraps some in `cause`.
    cause = (cause as { nativeError?: unknown; cause?: unknown }).nativeError ?? (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** Whether a write broke a unique or foreign key (two writers at once, a row deleted meanwhile): a conflict, not a failure. */
export const isConstraintConflict = (error: unknown): boolean =>
  error instanceof UniqueViolationError || error instanceof ForeignKeyViolationError;

/** Whether an error came from the database (a query it refused), rather than from the request. */
export const isDatabaseError = (error: unknown): boolean => error instanceof DBError;
