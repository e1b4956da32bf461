import type { CallRequest, Calls, CallSpec } from '#shared/calls/define';
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
import type { CallerOptions, CallOptions } from './calls';
import { queryString } from './query-string';

/**
 * How a call by name is made (lib/calls.ts): loaded with the first call, so the first download
 * carries neither this code nor anything it loads. Each domain's entries (the name's first part:
 * shared-schema/src/calls/<domain>) are loaded by the first call of that domain, with their
 * schemas, once: later calls of the domain find them loaded.
 */
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
export interface RequestParts {
  params?: Readonly<Record<string, unknown>>;
  query?: Readonly<Record<string, unknown>>;
  body?: unknown;
}

/** A call's entry and its address with this request's parameters and query. */
async function resolveCall(name: CallName, request: RequestParts): Promise<{ spec: CallSpec; address: string }> {
  const domain = name.slice(0, name.indexOf('.'));
  if (!isDomain(domain)) throw new Error(`No domain of the contract holds ${name}`);
  let loaded: LoadedDomain;
  try {
    loaded = await loadDomain(domain);
  } catch {
    // Its code could not be fetched: nothing was sent, as when the server cannot be reached.
    throw new OfflineError();
  }
  const { calls, fillPath } = loaded;
  const spec = calls[name];
  if (!spec) throw new Error(`The contract has no call ${name}`);
  const path = fillPath(spec.path, request.params ?? {});
  const query = queryString(request.query);
  return { spec, address: query ? `${path}?${query}` : path };
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

/**
 * Makes a call: her bearer token with it when the caller has her session, the request's body as
 * JSON, the answer read by its entry. A 401 to her call ends her session on this device.
 */
export async function runCall(
  { session, baseUrl = '', afterAnswer }: CallerOptions,
  name: CallName,
  request: RequestParts,
  { headers }: CallOptions,
): Promise<unknown> {
  const { spec, address } = await resolveCall(name, request);
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

/** The address of a call, for a link the browser follows itself (her pickup's calendar file). */
export function callAddress<N extends CallName>(name: N, request: CallRequest<AllCalls[N]>): Promise<string>;
export async function callAddress(name: CallName, request: RequestParts): Promise<string> {
  return (await resolveCall(name, request)).address;
}
