import type { CallAnswer, CallRequest, Calls, CallSpec } from '#shared/calls/define';
import type { AllCalls, CallName } from '#shared/calls/index';
import {
  ApiRequestError,
  jsonOf,
  OfflineError,
  parseAnswer,
  sendRequest,
  UnexpectedAnswerError,
  type RawAnswer,
} from './api-client';

/**
 * The app calls the API by name (docs/client.md, "Calls by name"): `callApi('cart.reserve',
 * { body })`. The name's entry in the contract (shared-schema/src/calls) says how the call is
 * reached and what each of its answers is, so no address is written in a feature, and every
 * answer the app reads is parsed with the schema of the status it came with.
 *
 * Only the contract's types are imported here: an entry's module (its domain, the name's first
 * part) is loaded by the first call of that domain, with its schemas, so the first download
 * carries none of them. Its call waits for it, once: later calls of the domain find it loaded.
 */
type Spec<N extends CallName> = AllCalls[N];
type DomainOf<N> = N extends `${infer D}.${string}` ? D : never;
type Domain = DomainOf<CallName>;

const domainModules: { readonly [D in Domain]: () => Promise<Calls> } = {
  server: () => import('#shared/calls/server').then((module) => module.serverCalls),
  shop: () => import('#shared/calls/shop').then((module) => module.shopCalls),
  cart: () => import('#shared/calls/cart').then((module) => module.cartCalls),
  order: () => import('#shared/calls/order').then((module) => module.orderCalls),
  standing: () => import('#shared/calls/standing').then((module) => module.standingCalls),
  waitlist: () => import('#shared/calls/waitlist').then((module) => module.waitlistCalls),
  message: () => import('#shared/calls/message').then((module) => module.messageCalls),
  notices: () => import('#shared/calls/notices').then((module) => module.noticesCalls),
  session: () => import('#shared/calls/session').then((module) => module.sessionCalls),
  owner: () => import('#shared/calls/owner').then((module) => module.ownerCalls),
  edit: () => import('#shared/calls/edits').then((module) => module.editCalls),
};

interface LoadedDomain {
  calls: Calls;
  fillPath: (path: string, params: Readonly<Record<string, unknown>>) => string;
}

const loading = new Map<Domain, Promise<LoadedDomain>>();
const isDomain = (part: string): part is Domain => Object.hasOwn(domainModules, part);

/** A domain's entries, loaded once; a load that failed (no connection) is tried again by the next call. */
function loadDomain(domain: Domain): Promise<LoadedDomain> {
  let loaded = loading.get(domain);
  if (!loaded) {
    loaded = Promise.all([import('#shared/calls/define'), domainModules[domain]()]).then(
      ([{ fillPath }, calls]) => ({ calls, fillPath }),
      (error: unknown) => {
        loading.delete(domain);
        throw error;
      },
    );
    loading.set(domain, loaded);
  }
  return loaded;
}

/** The parts of a request as the contract names them, whichever call it is. */
interface RequestParts {
  params?: Readonly<Record<string, unknown>>;
  query?: Readonly<Record<string, unknown>>;
  body?: unknown;
}

/** A call's entry and its address with this request's parameters and query. */
async function resolve(name: CallName, request: RequestParts): Promise<{ spec: CallSpec; address: string }> {
  const domain = name.slice(0, name.indexOf('.'));
  if (!isDomain(domain)) throw new Error(`No domain of the contract holds ${name}`);
  let loaded: LoadedDomain;
  try {
    loaded = await loadDomain(domain);
  } catch {
    // Its code could not be fetched: nothing was sent, as when the server cannot be reached.
    throw new OfflineError();
  }
  const spec = loaded.calls[name];
  if (!spec) throw new Error(`The contract has no call ${name}`);
  const path = loaded.fillPath(spec.path, request.params ?? {});
  const query = queryString(request.query);
  return { spec, address: query ? `${path}?${query}` : path };
}

/** A query's fields as an address's query string, in their order; a field without a value is left out. */
export function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  const search = new URLSearchParams();
  for (const [field, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(field, String(value));
  }
  return search.toString();
}

/**
 * An answer as its call's entry says it is for its status: JSON parsed with the status's schema,
 * a file's text, or nothing (204). A status the entry does not list is not this app's to read.
 */
async function readAnswer(spec: CallSpec, { status, text }: RawAnswer, source: string): Promise<unknown> {
  const answer = spec.answers[status];
  if (answer === undefined) throw new UnexpectedAnswerError(source, [`a ${status} answer`]);
  if (answer === 'empty') return undefined;
  if ('file' in answer) return text;
  const value = text ? jsonOf(text) : undefined;
  if (text && value === undefined) throw new UnexpectedAnswerError(source, ['not JSON']);
  return parseAnswer(answer, value, source);
}

/** What one call sends besides its request's parts: an Idempotency-Key. */
export interface CallOptions {
  headers?: Readonly<Record<string, string>>;
}

/** A call's request (left out when the call takes nothing), then its options. */
export type CallArgs<N extends CallName> =
  {} extends CallRequest<Spec<N>>
    ? [request?: CallRequest<Spec<N>>, options?: CallOptions]
    : [request: CallRequest<Spec<N>>, options?: CallOptions];

/** Calls the API by name; resolves with the answer parsed, throws as sendRequest does. */
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

/** The one way the app calls the API: a customer's calls are `callApi`, the owner's `callAsOwner` (admin-api.ts). */
export function callerOf({ session, baseUrl = '', afterAnswer }: CallerOptions = {}): Caller {
  function call<N extends CallName>(name: N, ...args: CallArgs<N>): Promise<CallAnswer<Spec<N>>>;
  async function call(name: CallName, request: RequestParts = {}, { headers }: CallOptions = {}): Promise<unknown> {
    const { spec, address } = await resolve(name, request);
    const token = session?.token();
    const url = baseUrl + address;
    let answer: RawAnswer;
    try {
      answer = await sendRequest(spec.method, url, {
        body: request.body,
        headers: token ? { ...headers, Authorization: `Bearer ${token}` } : { ...headers },
      });
      afterAnswer?.();
    } catch (error) {
      if (session && error instanceof ApiRequestError && error.status === 401) session.signedOut?.();
      throw error;
    }
    return readAnswer(spec, answer, url);
  }
  return call;
}

/** A customer's call: no session, the page's server. */
export const callApi: Caller = callerOf();

/**
 * The address of a call, for a link the browser follows itself (her pickup's calendar file):
 * resolves once its domain is loaded.
 */
export function callAddress<N extends CallName>(name: N, request: CallRequest<Spec<N>>): Promise<string>;
export async function callAddress(name: CallName, request: RequestParts): Promise<string> {
  return (await resolve(name, request)).address;
}

/**
 * The request of a call opened by a customer's link (her order, her standing order, her place in
 * line): the record's id in the path, the link's key as `?t=`.
 */
export const byLink = (id: string, key: string) => ({ params: { id }, query: { t: key } });
