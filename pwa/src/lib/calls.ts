import type { CallAnswer, CallRequest } from '#shared/calls/define';
import type { AllCalls, CallName } from '#shared/calls/index';
import { OfflineError } from './api-client';
import type { RequestParts } from './call-runner';

/**
 * The app calls the API by name (docs/client.md, "Calls by name"): `callApi('cart.reserve',
 * { body })`. The name's entry in the contract (shared-schema/src/calls) says how the call is
 * reached and what each of its answers is, so no address is written in a feature, and every
 * answer the app reads is parsed with the schema of the status it came with.
 *
 * This module is in the first download, so it holds the calls' types and nothing more: a call is
 * made by call-runner.ts, which the first call loads, and which loads each domain's entries
 * (with their schemas) with the first call of that domain.
 */
type Spec<N extends CallName> = AllCalls[N];

/** What one call sends besides its request's parts: an Idempotency-Key. */
export interface CallOptions {
  headers?: Readonly<Record<string, string>>;
}

/** A call's request (left out when the call takes nothing), then its options. */
export type CallArgs<N extends CallName> =
  {} extends CallRequest<Spec<N>>
    ? [request?: CallRequest<Spec<N>>, options?: CallOptions]
    : [request: CallRequest<Spec<N>>, options?: CallOptions];

/**
 * Calls the API by name; resolves with the answer parsed. Throws OfflineError when nothing
 * answered (or the call's code could not be fetched: nothing was sent), ApiRequestError for a
 * refusal, UnexpectedAnswerError for an answer this version cannot read.
 */
export type Caller = <N extends CallName>(name: N, ...args: CallArgs<N>) => Promise<CallAnswer<Spec<N>>>;

/** Who calls, and where. */
export interface CallerOptions {
  /**
   * The owner's session on this device: her bearer token goes with every call, and a 401 means
   * it is over (expired, logged out elsewhere, a password reset).
   */
  session?: { token(): string | null; signedOut?(): void };
  /** The server, when it is not the page's: the tests and the benchmark start their own. */
  baseUrl?: string;
  /** After each answer, before it is read: the outbox's tests lose answers on purpose here. */
  afterAnswer?(): void;
}

let runner: Promise<typeof import('./call-runner')> | undefined;

/** The calls' code, loaded once; a load that failed (no connection) is tried again by the next call. */
export function callRunner(): Promise<typeof import('./call-runner')> {
  runner ??= import('./call-runner').catch(() => {
    runner = undefined;
    throw new OfflineError();
  });
  return runner;
}

/** The one way the app calls the API: a customer's calls are `callApi`, the owner's `callAsOwner` (admin-api.ts). */
export function callerOf(caller: CallerOptions = {}): Caller {
  function call<N extends CallName>(name: N, ...args: CallArgs<N>): Promise<CallAnswer<Spec<N>>>;
  async function call(name: CallName, request: RequestParts = {}, options: CallOptions = {}): Promise<unknown> {
    return (await callRunner()).runCall(caller, name, request, options);
  }
  return call;
}

/** A customer's call: no session, the page's server. */
export const callApi: Caller = callerOf();

/**
 * The request of a call opened by a customer's link (her order, her standing order, her place in
 * line): the record's id in the path, the link's key as `?t=`.
 */
export const byLink = (id: string, key: string) => ({ params: { id }, query: { t: key } });
