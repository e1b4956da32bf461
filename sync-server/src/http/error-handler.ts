import type { Middleware } from 'koa';
import { z } from 'zod';
import type { ApiError } from '#shared/api';
import { isConstraintConflict, isDatabaseError, isDatabaseUnreachable } from '../db';
import type { Logger } from '../log';
import type { DatabaseOutage } from '../services/database-outage';
import { Refusal, type RefusalKind } from '../services/errors';

/** Seconds a client waits before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_S = 5;

const statusOf: Record<RefusalKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-type': 415,
  'rate-limited': 429,
  unavailable: 503,
};

interface ErrorAnswer {
  status: number;
  body: ApiError;
  retryAfter?: number;
}

/**
 * First middleware of the app: every thrown error becomes `{message, reason?, issues?}` with the
 * right status (docs/api.md, "Errors"). Unknown errors are logged and answered 500 with a plain
 * sentence; a stack trace or SQL never reaches the client. While the database is unreachable
 * the answer is 503 with Retry-After, so the app and the outboxes try again, and the outage is
 * logged once (services/database-outage.ts), not per request.
 */
export function errorHandler(log: Logger, outage: DatabaseOutage): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.path.startsWith('/api/') && ctx.body === undefined) {
        if (ctx.status === 404)
          throw new Refusal('not-found', `There is no ${ctx.method} ${ctx.path}`, 'no-such-endpoint');
        if (ctx.status === 405) {
          // The router answered with an Allow header; the body says the same for people.
          ctx.body = {
            message: `${ctx.method} is not allowed on ${ctx.path}`,
            reason: 'method-not-allowed',
          } satisfies ApiError;
          ctx.status = 405;
        }
      }
    } catch (error) {
      const answer = toErrorAnswer(error);
      if (answer.status === 503) {
        outage.report(error, 'request');
      } else if (answer.status >= 500) {
        log.error('request failed', { method: ctx.method, path: ctx.path, error: describe(error) });
      }
      ctx.status = answer.status;
      ctx.body = answer.body;
      if (answer.retryAfter) ctx.set('Retry-After', String(answer.retryAfter));
    }
  };
}

export function toErrorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof Refusal) {
    return {
      status: statusOf[error.kind],
      body: { ...error.details, message: error.message, ...(error.reason ? { reason: error.reason } : {}) },
      retryAfter: error.retryAfter,
    };
  }
  if (error instanceof z.core.$ZodError) {
    const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    const message = sentences([...new Set(issues.map((issue) => issue.message))].slice(0, 3));
    return { status: 400, body: { message, reason: 'invalid-input', issues } };
  }
  if (isDatabaseUnreachable(error)) {
    return {
      status: 503,
      body: {
        message: 'The bakery cannot reach its database for a moment. Please try again in a few seconds.',
        reason: 'database-unavailable',
      },
      retryAfter: DATABASE_RETRY_AFTER_S,
    };
  }
  if (isConstraintConflict(error)) {
    return { status: 409, body: { message: 'That conflicts with data already saved', reason: 'conflict' } };
  }
  if (!isDatabaseError(error)) {
    const status = httpStatusOf(error);
    // Errors from koa and koa-body (bad JSON, body too large, ...) carry a 4xx status.
    if (status && status >= 400 && status < 500) return { status, body: bodyParserAnswer(status, error) };
  }
  return {
    status: 500,
    body: { message: 'Something went wrong on our side. Please try again.', reason: 'server-error' },
  };
}

/**
 * An issue's words are written to stand beside its field ("sessionId is required"); put together
 * as the refusal's message, each begins with a capital letter, as a sentence does.
 */
function sentences(messages: readonly string[]): string {
  return messages.map((message) => message.charAt(0).toUpperCase() + message.slice(1)).join('. ');
}

function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status =
    (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' ? status : undefined;
}

function bodyParserAnswer(status: number, error: unknown): ApiError {
  const type = (error as { type?: string }).type;
  if (status === 413)
    return { message: 'The request is too large (JSON bodies are limited to 100 KB)', reason: 'too-large' };
  if (type === 'entity.parse.failed' || (status === 400 && /json/i.test(String((error as Error).message)))) {
    return { message: 'The request body is not valid JSON', reason: 'invalid-json' };
  }
  // The JSON parser (co-body's bourne) refuses a "__proto__" key outright: nothing is merged from it.
  if (status === 400 && /forbidden prototype property/i.test(String((error as Error).message))) {
    return {
      message: 'The request body has a "__proto__" key, which the bakery does not take',
      reason: 'forbidden-key',
    };
  }
  if (status === 415)
    return { message: 'Send the body as JSON (Content-Type: application/json)', reason: 'unsupported-type' };
  const message = (error as { expose?: boolean; message?: string }).expose
    ? (error as Error).message
    : 'The bakery could not read this request';
  return { message, reason: 'bad-request' };
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
