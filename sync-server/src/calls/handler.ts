import type { Readable } from 'node:stream';
import type { Access, Calls, CallAnswer, CallInput, CallSpec, CallStatus } from '#shared/calls/define';
import type { Db } from '../db';
import type { AppDeps } from '../deps';
import type { Changed } from '../services/announce';
import type { PreparedBody } from '../services/catalogue/prepared-body';
import type { KeyedRequest } from '../services/idempotency';
import type { Moment } from '../services/moment';
import type { SignedInAdmin } from '../services/session/auth';

/**
 * What the runner (http/run-calls.ts) hands every call's handler besides its parsed input: built
 * once per request from the server's deps.
 */
export interface CallContext<A extends Access = Access> {
  deps: AppDeps;
  /** The database, or the transaction that keeps the call's Idempotency-Key with its answer. */
  db: Db;
  /** The time the call is decided at: `moment.now`. */
  now: Date;
  /** What the call is decided at (services/moment.ts): the time, the bakery's zone and owner, her links and their keys. */
  moment: Moment;
  /** The client's address (behind a proxy, as TRUST_PROXY says). */
  ip: string;
  /** The signed-in owner, on her calls (access 'owner'); null on the others. */
  admin: A extends 'owner' ? SignedInAdmin : SignedInAdmin | null;
  /** On a call whose service claims its own key (`idempotency-key-in-service`): the request's key. */
  idempotency: KeyedRequest | undefined;
  /** The raw request, for what no schema reads: a header, a photo's bytes. */
  request: {
    header(name: string): string;
    /** The body as it came, before its schema read it (what a refused checkout is kept as). */
    readonly body: unknown;
    readonly stream: Readable;
  };
}

/** What a handler gives back: the answer (with its status, when the call has several) and headers to add. */
interface Answered<S extends CallSpec> {
  status?: CallStatus<S>;
  answer: CallAnswer<S>;
  headers?: Readonly<Record<string, string>>;
  /**
   * Work the answer must not wait for (so its time says nothing: a subscription's), begun once
   * the answer is on its way (services/after-answer.ts); what it changed is told when it is done.
   */
  after?: () => Promise<Changed>;
}

/**
 * A write says what it changed (services/announce.ts), and the runner tells it once the write has
 * committed: the type leaves no way to answer a write without saying so (`{}` when nothing
 * anyone else sees moved). A read changes nothing.
 */
export type Outcome<S extends CallSpec> = S['repeat'] extends 'read'
  ? Answered<S> & { changed?: undefined }
  : Answered<S> & { changed: Changed };

export type Handler<S extends CallSpec> = (
  input: CallInput<S>,
  context: CallContext<S['access']>,
) => Promise<Outcome<S>>;

/**
 * A read that is the same bytes for everyone until it changes (the catalogue, the pickup
 * settings): kept encoded with its ETag, answered ahead of the body parser and the routers.
 */
export interface PreparedRead {
  /** The body, or a promise of it when it must be built first (only then does the read wait). */
  prepared(deps: AppDeps): PreparedBody | Promise<PreparedBody>;
}

/**
 * A handler that hears of every refusal of its call once the caller was let in (her input that
 * did not parse, a cart's allowance spent, the service's): the checkout keeps each for the owner.
 */
export interface KeepsRefusals<S extends CallSpec> {
  handle: Handler<S>;
  /** What keeping the refusal changed, told by the runner before the refusal is answered. */
  refused(error: unknown, context: CallContext): Promise<Changed>;
}

/** The handlers of some calls, one per name, each typed by its entry. */
export type Handlers<C extends Calls> = {
  [Name in keyof C]: C[Name]['repeat'] extends 'read'
    ? Handler<C[Name]> | PreparedRead
    : Handler<C[Name]> | KeepsRefusals<C[Name]>;
};

/** The handlers of a domain, checked against its entries. */
export const handlers = <C extends Calls>(_calls: C, table: Handlers<C>): Handlers<C> => table;

/**
 * Any handler as the runner holds it: it parsed the input with the entry's own schemas and built
 * the context of the entry's access (her session on her calls), which is what the handler's types
 * say it gets, so it may hand them over (as `never`, the one type every handler accepts).
 */
export type AnyHandler =
  RunnableHandler | { handle: RunnableHandler; refused: KeepsRefusals<CallSpec>['refused'] } | PreparedRead;

export type RunnableHandler = (
  input: never,
  context: never,
) => Promise<{
  status?: number;
  answer: unknown;
  headers?: Readonly<Record<string, string>>;
  changed?: Changed;
  after?: () => Promise<Changed>;
}>;
