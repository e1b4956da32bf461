import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { z } from 'zod';
import { fillPath, pathParameters, type AnswerBody, type Calls, type CallSpec } from '#shared/calls/define';
import type { AnyHandler, CallContext, PreparedRead, RunnableHandler } from '../calls/handler';
import type { AppDeps } from '../deps';
import { tellEveryone } from '../services/announce';
import { unauthorized } from '../services/errors';
import { fingerprintOf, keyScope, withIdempotencyKey, type Answer } from '../services/idempotency';
import { momentOf } from '../services/moment';
import type { SignedInAdmin } from '../services/session/auth';
import { refuseNulCharacters } from './nul-text';
import { bearerTokenOf, idempotencyKeyOf } from './parse';
import { spendLimits } from './call-limits';
import { sendPrepared } from './send-prepared';

type Runnable = Exclude<AnyHandler, PreparedRead>;
type Outcome = Awaited<ReturnType<RunnableHandler>>;
type Entry = { name: string; spec: CallSpec; handler: AnyHandler };

/**
 * THE runner of the contract (docs/architecture.md, "The contract of every call"): every entry
 * of shared-schema/src/calls is mounted here, and each request goes through the same steps, in
 * this order:
 *  1. access: the owner's calls need her session (401 before anything else is read);
 *  2. the client address's allowance of the call's class (429 with Retry-After);
 *  3. parse the path's parameters, the query and the body with the entry's schemas (a ZodError
 *     is a 400 naming the field, http/error-handler.ts); then the cart's own allowance;
 *  4. one context, built once from the server's deps (calls/handler.ts), with the moment the call is
 *     decided at (services/moment.ts: the time, the bakery's zone and owner, its signed links);
 *  5. the handler, once per Idempotency-Key where the entry says so: the key, the write and its
 *     answer commit together (services/idempotency.ts), and a repeat gets the first answer;
 *  6. the answer, checked against the entry's schema of its status when the server is told to
 *     (tests and browser tests: CHECK_ANSWERS=1; a mismatch is a 500 and fails the run);
 *  7. what the write changed, told once it has committed and never for a repeat
 *     (services/announce.ts), and the work it left for after its answer begun (and told when
 *     done): no handler tells anyone anything itself.
 */
export function mountCalls(
  routers: { public: Router; owner: Router },
  calls: Calls,
  table: Readonly<Record<string, AnyHandler>>,
  deps: AppDeps,
): void {
  for (const { name, spec, handler } of entriesOf(calls, table)) {
    if (!isHandler(handler)) continue; // answered ahead of the routers: preparedReads
    const router = spec.access === 'owner' ? routers.owner : routers.public;
    const method = spec.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](spec.path, (ctx: Context) => runCall(ctx, name, spec, handler, deps));
  }
}

/**
 * The reads kept ready as prepared bodies (PreparedRead), matched by their exact paths ahead of
 * the body parser and the routers: a lookup, where a router's dispatch cost more than the answer
 * itself. Another method on their path goes on to the routers (the owner's PUT /api/pickup-settings).
 */
export function preparedReads(calls: Calls, table: Readonly<Record<string, AnyHandler>>, deps: AppDeps): Middleware {
  const answers = new Map<string, { name: string; spec: CallSpec; read: PreparedRead }>();
  for (const { name, spec, handler } of entriesOf(calls, table)) {
    if (!isHandler(handler)) answers.set(spec.path, { name, spec, read: handler });
  }
  return async (ctx, next) => {
    const found = answers.get(ctx.path);
    if (!found) return next();
    if (ctx.method === 'GET' || ctx.method === 'HEAD') {
      const ready = found.read.prepared(deps);
      // No await for a body that is ready: an await is a turn of the microtask queue per read.
      const prepared = ready instanceof Promise ? await ready : ready;
      if (deps.config.checkAnswers) checkAnswer(found.name, found.spec, 200, JSON.parse(prepared.text));
      return sendPrepared(ctx, prepared);
    }
    await next();
    if (ctx.status !== 404 || ctx.body !== undefined) return;
    // No route took another method: answered as the routers answer one on their paths, the
    // methods for OPTIONS, else a 405 (its JSON body from http/error-handler.ts).
    ctx.set('Allow', 'HEAD, GET');
    if (ctx.method === 'OPTIONS') ctx.body = '';
    else ctx.status = 405;
  };
}

/**
 * The entries with their handlers, paths of fixed words before paths with parameters, so
 * "/api/admin/recipes/photo" is never read as a recipe's id.
 */
function entriesOf(calls: Calls, table: Readonly<Record<string, AnyHandler>>): Entry[] {
  return Object.entries(calls)
    .map(([name, spec]) => {
      const handler = table[name];
      if (!handler) throw new Error(`The call ${name} has no handler`);
      return { name, spec, handler };
    })
    .sort((a, b) => pathParameters(a.spec.path).length - pathParameters(b.spec.path).length);
}

const isHandler = (handler: AnyHandler): handler is Runnable => !('prepared' in handler);

async function runCall(ctx: Context, name: string, spec: CallSpec, runnable: Runnable, deps: AppDeps) {
  const now = deps.clock.now();
  const admin = spec.access === 'owner' ? await signedIn(ctx, deps, now) : null;
  await spendLimits(deps, spec.limit, { address: ctx.ip });
  const context = contextOf(ctx, deps, now, admin);
  if (typeof runnable === 'function') return answerCall(ctx, name, spec, runnable, context);
  try {
    await answerCall(ctx, name, spec, runnable.handle, context);
  } catch (error) {
    tellEveryone(deps, await runnable.refused(error, context as never));
    throw error;
  }
}

function contextOf(ctx: Context, deps: AppDeps, now: Date, admin: SignedInAdmin | null): CallContext {
  return {
    deps,
    db: deps.db,
    now,
    moment: momentOf(deps, now),
    ip: ctx.ip,
    admin,
    idempotency: undefined,
    request: { header: (header: string) => ctx.get(header), body: ctx.request.body, stream: ctx.req },
  };
}

async function answerCall(ctx: Context, name: string, spec: CallSpec, handler: RunnableHandler, base: CallContext) {
  const { deps, admin, now } = base;
  refuseNulCharacters(ctx.params, ctx.query, spec.body === 'binary' ? undefined : ctx.request.body);
  const input = {
    params: spec.params ? z.parse(spec.params, ctx.params ?? {}) : {},
    query: spec.query ? z.parse(spec.query, ctx.query) : {},
    body: spec.body && spec.body !== 'binary' ? z.parse(spec.body, ctx.request.body ?? {}) : undefined,
  };
  await spendLimits(deps, spec.limit, { session: sessionOf(input.body) });
  const scope = keyScope(admin ? `admin ${admin.id}` : 'public', spec.method, fillPath(spec.path, ctx.params ?? {}));
  const key =
    spec.repeat === 'idempotency-key' || spec.repeat === 'idempotency-key-in-service'
      ? idempotencyKeyOf(ctx)
      : undefined;
  const context: CallContext = {
    ...base,
    idempotency:
      key && spec.repeat === 'idempotency-key-in-service'
        ? { scope, key, fingerprint: fingerprintOf(ctx.request.body) }
        : undefined,
  };
  let outcome: Outcome | undefined;
  const answer =
    spec.repeat === 'idempotency-key'
      ? await withIdempotencyKey(
          deps.db,
          { key, scope, body: repeatedBody(name, spec, ctx.request.body) },
          now,
          async (db): Promise<Answer<unknown>> => {
            outcome = await handler(input as never, { ...context, db } as never);
            return { status: statusOf(spec, outcome), body: outcome.answer };
          },
        )
      : { ...answerOf(spec, (outcome = await handler(input as never, context as never))), replayed: false };
  if (deps.config.checkAnswers) checkAnswer(name, spec, answer.status, answer.body);
  answerWith(ctx, spec, answer, outcome?.headers);
  if (answer.replayed || !outcome) return;
  if (outcome.changed) tellEveryone(deps, outcome.changed, { promptly: spec.access === 'owner' });
  const after = outcome.after;
  if (after) deps.afterAnswer.run(name, async () => tellEveryone(deps, await after()));
}

const answerOf = (spec: CallSpec, outcome: Outcome): Answer<unknown> => ({
  status: statusOf(spec, outcome),
  body: outcome.answer,
});

/** The status of a first answer: the handler's, where the call has several, else its one. */
const statusOf = (spec: CallSpec, outcome: Outcome): number => outcome.status ?? Number(Object.keys(spec.answers)[0]);

async function signedIn(ctx: Context, deps: AppDeps, now: Date): Promise<SignedInAdmin> {
  const admin = await deps.sessions.authenticate(bearerTokenOf(ctx), now);
  if (!admin) throw unauthorized('Please sign in to the admin area again', 'unauthorized');
  return admin;
}

/** The cart whose own allowance a cart call spends: the body's sessionId, when it has one. */
function sessionOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('sessionId' in body)) return undefined;
  return typeof body.sessionId === 'string' ? body.sessionId : undefined;
}

/**
 * The body a repeat must match: the request's, as sent. An owner's edit's is its fields but its
 * path's parameters and its kind, as a batch of her outbox fingerprints the same edit
 * (owner-edits.ts bodyOf), so one sent alone and then in a batch is the same request.
 */
function repeatedBody(name: string, spec: CallSpec, body: unknown): unknown {
  if (!name.startsWith('edit.')) return body ?? null;
  const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  const skip = new Set(['kind', ...pathParameters(spec.path)]);
  return Object.fromEntries(Object.entries(fields).filter(([field]) => !skip.has(field)));
}

function answerWith(
  ctx: Context,
  spec: CallSpec,
  answer: Answer<unknown>,
  headers: Readonly<Record<string, string>> = {},
) {
  for (const [header, value] of Object.entries(headers)) ctx.set(header, value);
  ctx.status = answer.status;
  const body = spec.answers[answer.status];
  if (body === 'empty') return;
  if (isFile(body)) ctx.type = `${body.file}; charset=utf-8`;
  ctx.body = answer.body;
}

/**
 * An answer that does not fit its entry's schema is the server's own error, not the caller's:
 * told loudly where answers are checked, so a test run fails instead of a phone later.
 */
function checkAnswer(name: string, spec: CallSpec, status: number, body: unknown): void {
  const expected: AnswerBody | undefined = spec.answers[status];
  if (expected === undefined) throw new Error(`${name} answered ${status}, which its entry does not list`);
  if (expected === 'empty' || isFile(expected)) return;
  const parsed = z.safeParse(expected, body);
  if (!parsed.success) {
    throw new Error(`${name} answered ${status} with what its schema refuses: ${z.prettifyError(parsed.error)}`);
  }
}

const isFile = (body: AnswerBody | undefined): body is { file: 'text/csv' | 'text/calendar' } =>
  typeof body === 'object' && 'file' in body && typeof body.file === 'string';
