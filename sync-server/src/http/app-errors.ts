import type { Context } from 'koa';
import type { Logger } from '../log';

/** A client that went away before its answer was written: its doing, not the bakery's. */
const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);

/**
 * What Koa reports after an answer went wrong outside the routes (a file stream cut short by a
 * phone that left the page): one line in the server's log, never Koa's default, which prints
 * the whole stack over many lines. A client gone is said at info level, anything else as an error.
 */
export function logAppError(log: Logger) {
  return (error: unknown, ctx?: Context) => {
    const { code, message } = (error ?? {}) as { code?: string; message?: string };
    const details = { method: ctx?.method, path: ctx?.path, code, error: String(message ?? error).split('\n')[0] };
    if (code && CLIENT_GONE.has(code)) log.info('answer cut short: the client went away', details);
    else log.error('answer failed', details);
  };
}
