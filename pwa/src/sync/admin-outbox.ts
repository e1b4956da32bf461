import type { QueryClient } from '@tanstack/react-query';
import { writeMeta } from '../db/cache';
import { openDatabase } from '../db/open-on-use';
import type { OutboxEntry } from '../db/bakery-db';
import { OutboxStore } from '../db/outbox-store';
import { adminRequest } from '../lib/admin-api';
import { ApiRequestError } from '../lib/api-client';
import {
  kindOf,
  problemOf,
  type AdminRequest,
  type EditKind,
  type EditMap,
  type EditRegistry,
} from './admin-edit-kind';
import type { AdminEditResults, ApiError } from '#shared/api';
import { Outbox, type BatchResult, type Outcome, type OutboxTransport } from './outbox';

/**
 * Sends one of the owner's edits through the kind registered for it: the stored payload is
 * parsed with that kind's schema first (IndexedDB may hold what an older version queued), then
 * sent with the entry's Idempotency-Key, so the server applies it once however often it goes.
 */
export function createAdminTransport(options: {
  registry: EditRegistry;
  request?: AdminRequest;
  queryClient?: QueryClient;
}): OutboxTransport {
  const request: AdminRequest = options.request ?? adminRequest;
  /** The one call an entry makes, or null when it makes several (a photo) or cannot be read. */
  const callOf = (entry: OutboxEntry) => {
    const kind = kindOf(options.registry, entry.kind);
    const parsed = kind?.payload.safeParse(entry.payload);
    return kind?.call && !kind.send && parsed?.success ? kind.call(parsed.data) : null;
  };
  return {
    batchable: (entry) => callOf(entry) !== null,
    // Several edits in one request (POST /api/admin/edits), each with its own key and its own
    // answer, as if each had gone alone: a refused one is the last answered.
    sendBatch: async (entries) => {
      const edits = entries.map((entry) => ({ key: entry.idempotencyKey, ...callOf(entry)! }));
      const { results } = await request<AdminEditResults>('POST', '/api/admin/edits', { edits });
      return results.map(({ status, body }): BatchResult =>
        status < 300
          ? { ok: true, answer: body }
          : { ok: false, error: new ApiRequestError(status, JSON.stringify(body), body as Partial<ApiError>) },
      );
    },
    send: async (entry: OutboxEntry) => {
      const kind = kindOf(options.registry, entry.kind);
      const parsed = kind?.payload.safeParse(entry.payload);
      if (!kind || !parsed?.success) {
        throw new ApiRequestError(400, 'unreadable', { message: 'This app version cannot send this saved edit' });
      }
      const headers = { 'Idempotency-Key': entry.idempotencyKey };
      if (kind.send) return kind.send(parsed.data, { request, headers, queryClient: options.queryClient });
      const call = kind.call!(parsed.data);
      return request(call.method, call.url, call.body, headers);
    },
  };
}

/** Filled by app/ (installAdminEdits); the outbox made before that reads it as it grows. */
const registry: Record<string, EditKind<unknown>> = {};
let outbox: Outbox | null = null;

/** app/ hands the features' edit kinds over once, at start-up (imports run one way). */
export function installAdminEdits(kinds: EditRegistry): void {
  Object.assign(registry, kinds);
}

/** The owner's one outbox, made on first use with the app's query client. */
export function adminOutbox(queryClient: QueryClient): Outbox {
  // An outbox is a use of the database: lists waiting to be saved are written now too.
  void openDatabase();
  outbox ??= new Outbox(new OutboxStore('admin'), createAdminTransport({ registry, queryClient }), {
    sent: (entry, answer) => {
      void writeMeta('lastSyncAt', Date.now());
      const kind = kindOf(registry, entry.kind);
      if (!kind) return;
      for (const key of kind.affects) void queryClient.invalidateQueries({ queryKey: key });
      const parsed = kind.payload.safeParse(entry.payload);
      if (parsed.success) kind.onSent?.(parsed.data, answer, queryClient);
    },
  });
  return outbox;
}

/** Where a refused edit of this kind can be opened again to fix it, if its feature has a form for it. */
export function reopenPath(kindName: string, seq: number): string | null {
  return kindOf(registry, kindName)?.reopen?.(seq) ?? null;
}

/** The lists to read again after an edit is discarded: what was shown goes back to the server's. */
export function listsAffectedBy(kindName: string) {
  return kindOf(registry, kindName)?.affects ?? [];
}

/**
 * Makes one edit: checked with its schema (a value the server would refuse is never queued),
 * shown on this device at once, kept in the outbox, sent when the server can be reached. With
 * `replacing`, the refused entry it fixes is dropped first.
 * Resolves with what happened to it as far as is known now.
 */
export async function submitAdminEdit<P, K extends keyof P & string>(
  queryClient: QueryClient,
  edits: EditMap<P>,
  kindName: K,
  payload: P[K],
  description: string,
  replacing?: number,
): Promise<Outcome> {
  const kind: EditKind<P[K]> = edits[kindName];
  const problem = problemOf(kind, payload);
  if (problem) return { kind: 'invalid', error: problem.message, issues: problem.issues };
  // A refused edit stops the queue where it is: its fixed copy takes its place, or it would wait behind it.
  if (replacing !== undefined) await adminOutbox(queryClient).discard(replacing);
  // An edit is a use of the database: the lists it changes on this device are saved there.
  void openDatabase();
  await kind.apply?.(queryClient, payload, new Date().toISOString());
  const { outcome } = await adminOutbox(queryClient).add({ kind: kindName, payload, description });
  return outcome;
}
