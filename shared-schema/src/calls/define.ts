import type { $ZodType, input, output } from 'zod/v4/core';

/**
 * THE contract of the API (docs/architecture.md, "The contract of every call"): every call is a
 * named entry saying how it is reached, who may make it, what it reads and what it answers, so
 * the server mounts it, the reference describes it and the app calls it from the same entry.
 * This module holds types and one identity function only: the app's first download imports
 * nothing from it at run time (the schemas are in each domain's module, loaded by a call).
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may make a call: anyone; the holder of a signed link (the key is in its parameters and the
 * service checks it); the owner with her session's bearer token.
 */
export type Access = 'anyone' | 'link' | 'owner';

/**
 * How a repeat is recognised, so a call sent again after a lost answer changes nothing twice:
 *  - `read`: it changes nothing;
 *  - `idempotency-key`: the server keeps the first answer under the request's Idempotency-Key
 *    (in the write's transaction) and gives it back;
 *  - `idempotency-key-in-service`: the same, decided by the service itself in its own batch (the
 *    order desk claims the keys of the checkouts it places together);
 *  - `own-id`: the body carries an id made by the client, and a second one finds it done;
 *  - `same-effect`: doing it again leaves things as the first time did (a release, a leave);
 *  - `none`: a second one is a second request; the app never sends one again by itself (a hold
 *    and a sign-in need the server's answer of the moment).
 */
export type Repeat = 'read' | 'idempotency-key' | 'idempotency-key-in-service' | 'own-id' | 'same-effect' | 'none';

/**
 * Whose allowance a call spends (services/rate-limits.ts), per client address, and the words of
 * its refusal: `cart` and `checkout` also spend the cart's own allowance (the body's sessionId);
 * `links` is what a customer's link may ask; `reset-request` spends a sign-in and a message.
 */
export type LimitClass =
  'cart' | 'checkout' | 'links' | 'messages' | 'subscribes' | 'sign-in' | 'reset-request' | 'reset' | 'none';

/** The groups of the reference. */
export type Tag =
  | 'Server'
  | 'Shop'
  | 'Customer order'
  | 'Standing order'
  | 'Waitlist'
  | 'Customer messages'
  | 'Notifications'
  | 'Owner session'
  | 'Owner'
  | 'Owner edits';

/** What an answer is: JSON of a schema, a file of a media type, or nothing (204). */
export type AnswerBody = $ZodType | { file: 'text/csv' | 'text/calendar' } | 'empty';

export interface CallSpec {
  method: Method;
  /** Koa's form: ":id" for a parameter. */
  path: string;
  access: Access;
  repeat: Repeat;
  limit: LimitClass;
  tag: Tag;
  summary: string;
  params?: $ZodType;
  query?: $ZodType;
  /** `binary`: the request's body is a file's raw bytes (a photo), read by the service itself. */
  body?: $ZodType | 'binary';
  /** The body as the reference shows it, where the server reads a looser envelope and each part on its own. */
  bodyShown?: $ZodType;
  /** Each status a call answers when it goes through, with what it answers. */
  answers: { readonly [status: number]: AnswerBody };
  /** The operationId, where it is not made from the method and path (an owner's edit: its kind). */
  operationId?: string;
}

/** An entry of the contract, checked against CallSpec and kept as exactly what it says. */
export const call = <const S extends CallSpec>(spec: S): S => spec;

/** A table of entries, by name ("cart.reserve"). */
export type Calls = Readonly<Record<string, CallSpec>>;

type Parsed<S> = S extends $ZodType ? output<S> : never;
type Sent<S> = S extends $ZodType ? input<S> : never;

/** What a call reads, parsed by its schemas (the server's view). */
export type CallInput<S extends CallSpec> = {
  params: S['params'] extends $ZodType ? Parsed<S['params']> : Record<string, never>;
  query: S['query'] extends $ZodType ? Parsed<S['query']> : Record<string, never>;
  body: S['body'] extends $ZodType ? Parsed<S['body']> : S['body'] extends 'binary' ? undefined : undefined;
};

/** What a caller sends (the app's view): only the parts the call has. */
export type CallRequest<S extends CallSpec> = (S['params'] extends $ZodType ? { params: Sent<S['params']> } : object) &
  (S['query'] extends $ZodType ? { query: Sent<S['query']> } : object) &
  (S['body'] extends $ZodType ? { body: Sent<S['body']> } : object);

type AnswerOfBody<B> = B extends $ZodType ? output<B> : B extends { file: string } ? string : undefined;

/** The answer of a call that went through, whichever of its statuses it came with. */
export type CallAnswer<S extends CallSpec> = {
  [Status in keyof S['answers']]: AnswerOfBody<S['answers'][Status]>;
}[keyof S['answers']];

/** The statuses a call answers with when it goes through. */
export type CallStatus<S extends CallSpec> = Extract<keyof S['answers'], number>;

/** The names of a path's parameters: "/api/orders/:id/slot" has id. */
export const pathParameters = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/** A path with its parameters filled in, each encoded: ("/api/orders/:id", {id: "a b"}) is "/api/orders/a%20b". */
export function fillPath(path: string, params: Readonly<Record<string, unknown>>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}
