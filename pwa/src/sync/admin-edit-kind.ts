import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OutboxEntry } from '../db/bakery-db';
import { issuesOf, type FieldIssue } from '../lib/field-errors';

export interface HttpCall {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
}

export type AdminRequest = <T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<T>;

/** What a custom sender gets: the signed-in request, the entry's Idempotency-Key header, the caches. */
export interface SendContext {
  request: AdminRequest;
  headers: Record<string, string>;
  queryClient?: QueryClient;
}

/**
 * One kind of the owner's edits, registered once by the feature it belongs to.
 *
 * To add an edit kind: in your feature's `edits.ts`, add an entry to the feature's map
 * (`satisfies EditMap<YourPayloads>`) with
 *  - `payload`: the zod schema of what is queued, built from the shared schema of the server
 *    call, so a value the server would refuse is refused before it is queued (and an entry read
 *    back from IndexedDB is parsed, never cast);
 *  - `call` for one HTTP call, or `send` for several (a photo: upload, register, attach);
 *  - `apply`: the optimistic change to the cached lists, shown at once, even offline;
 *  - `affects`: the query keys to read again once the server took it;
 *  - `onSent`: anything to tell the owner from the server's answer, or to keep from it;
 *  - `reopen`: where to open a refused edit again to fix it (a path in the admin), if it has a form.
 * Then spread the feature's map into `app/admin-edits.ts`. Nothing in sync/ changes.
 * Hooks are methods (not arrow properties) so a map of many payload types fits one registry.
 */
export interface EditKind<P> {
  payload: z.ZodType<P>;
  call?(payload: P): HttpCall;
  send?(payload: P, context: SendContext): Promise<unknown>;
  apply?(queryClient: QueryClient, payload: P, now: string): Promise<void>;
  affects: readonly QueryKey[];
  onSent?(payload: P, answer: unknown, queryClient?: QueryClient): void;
  reopen?(seq: number): string;
}

export type EditMap<Payloads> = { [K in keyof Payloads]: EditKind<Payloads[K]> };

/** Every kind the app knows, by name; app/admin-edits.ts builds it from the features' maps. */
export type EditRegistry = Readonly<Record<string, EditKind<unknown>>>;

/** What the outbox keeps for an edit map: a union keyed by `kind`, each with its own payload. */
export type StoredEdit<Payloads> = {
  [K in keyof Payloads & string]: Omit<OutboxEntry, 'kind' | 'payload'> & { kind: K; payload: Payloads[K] };
}[keyof Payloads & string];

/** The registered kind of a stored entry, or undefined for one this version does not know. */
export function kindOf(registry: EditRegistry, kind: string): EditKind<unknown> | undefined {
  return Object.hasOwn(registry, kind) ? registry[kind] : undefined;
}

/**
 * The problems of a payload, in the shared schema's words (the first one said, each by its
 * field's path, for the form to mark), or null when it may be queued.
 */
export function problemOf<P>(kind: EditKind<P>, payload: P): { message: string; issues: FieldIssue[] } | null {
  const parsed = kind.payload.safeParse(payload);
  if (parsed.success) return null;
  return {
    message: parsed.error.issues[0]?.message ?? 'This value is not valid',
    issues: issuesOf(parsed.error.issues),
  };
}
