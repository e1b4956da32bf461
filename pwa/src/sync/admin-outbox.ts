import type { QueryClient } from '@tanstack/react-query';
import type { OwnerEditKind } from '#shared/owner-edits';
import { writeMeta } from '../db/cache';
import { openDatabase } from '../db/open-on-use';
import type { OutboxEntry } from '../db/bakery-db';
import { OutboxStore } from '../db/outbox-store';
import { callAsOwner } from '../lib/admin-api';
import { ApiRequestError, errorBodyOf } from '../lib/api-client';
import type { Caller } from '../lib/calls';
import {
  answerOf,
  clientEditSchemas,
  droppedWith,
  isClientEditKind,
  isOwnerEditKind,
  problemOf,
  readEdit,
  type ClientEdit,
  type ClientEditKind,
  type EditKind,
  type EditOutcome,
  type EditRegistry,
  type ParsedEdit,
} from './admin-edit-kind';
import { Outbox, type BatchResult, type OutboxTransport } from './outbox';

/** An entry this version cannot read (a kind it does not know, or fields it does not take). */
const unreadable = () =>
  new ApiRequestError(400, 'unreadable', {
    message: 'This app version cannot send this saved edit',
    reason: 'unreadable-edit',
  });

/**
 * Sends the owner's edits: every edit of the shared union goes by name in her batch call
 * (owner.edits), several together when several wait, each with its entry's Idempotency-Key, so
 * the server applies it once however often it goes. The stored edit is parsed with its kind's
 * schema first (IndexedDB may hold what an older version queued), and each answer with its
 * kind's answer schema. An edit the server has no kind for (attach-photo) sends itself.
 * `call` is her calls with her session; the tests and the benchmark point it at their server.
 */
export function createAdminTransport(options: {
  registry: Partial<EditRegistry>;
  call?: Caller;
  queryClient?: QueryClient;
}): OutboxTransport {
  const call = options.call ?? callAsOwner;

  async function sendBatch(entries: readonly OutboxEntry[]): Promise<BatchResult[]> {
    const edits = entries.map((entry) => ({ key: entry.idempotencyKey, edit: entry.payload }));
    const { results } = await call('owner.edits', { body: { edits } });
    return Promise.all(
      results.map(async ({ status, body }, index): Promise<BatchResult> => {
        if (status < 300) return { ok: true, answer: answerOf(entries[index]!.kind as OwnerEditKind, body) };
        return { ok: false, error: new ApiRequestError(status, JSON.stringify(body), await errorBodyOf(body)) };
      }),
    );
  }

  return {
    batchable: (entry) => isOwnerEditKind(entry.kind) && readEdit(entry) !== null,
    // A refused edit is the last one answered (the server stops there).
    sendBatch,
    send: async (entry: OutboxEntry) => {
      const edit = readEdit(entry);
      if (!edit) throw unreadable();
      const kind = options.registry[edit.kind] as EditKind<ClientEditKind> | undefined;
      if (kind?.send) {
        const headers = { 'Idempotency-Key': entry.idempotencyKey };
        return kind.send(edit, { call, headers, queryClient: options.queryClient });
      }
      const [result] = await sendBatch([entry]);
      if (!result) throw unreadable();
      if (!result.ok) throw result.error;
      return result.answer;
    },
  };
}

/** Filled by app/ (installAdminEdits); the outbox made before that reads it as it grows. */
const registry: Partial<EditRegistry> = {};
let outbox: Outbox | null = null;

/** app/ hands the features' edit kinds over once, at start-up (imports run one way). */
export function installAdminEdits(kinds: EditRegistry): void {
  Object.assign(registry, kinds);
}

const kindOf = (name: string): EditKind<ClientEditKind> | undefined =>
  isClientEditKind(name) ? (registry[name] as EditKind<ClientEditKind> | undefined) : undefined;

/** The owner's one outbox, made on first use with the app's query client. */
export function adminOutbox(queryClient: QueryClient): Outbox {
  // An outbox is a use of the database: lists waiting to be saved are written now too.
  void openDatabase();
  outbox ??= new Outbox(new OutboxStore('admin'), createAdminTransport({ registry, queryClient }), {
    sent: (entry, answer) => {
      void writeMeta('lastSyncAt', Date.now());
      const kind = kindOf(entry.kind);
      if (!kind) return;
      for (const key of kind.affects) void queryClient.invalidateQueries({ queryKey: key });
      const edit = readEdit(entry);
      // An answer this version cannot read changes nothing shown: the lists are read again above.
      if (edit && answer !== undefined) kind.onSent?.(edit, answer as never, queryClient);
    },
  });
  return outbox;
}

/** Where a refused edit of this kind can be opened again to fix it, if its feature has a form for it. */
export function reopenPath(kindName: string, seq: number): string | null {
  return kindOf(kindName)?.reopen?.(seq) ?? null;
}

/** A refused edit in her words: its kind's own (a stall sale's "... refused: only 1 left; edit or drop it"), or "Not saved: ...". */
export function refusalWords(entry: Pick<OutboxEntry, 'kind' | 'description' | 'error'>): string {
  const error = entry.error ?? 'the server refused it';
  return kindOf(entry.kind)?.refused?.(entry.description, error) ?? `Not saved: ${entry.description}. ${error}`;
}

/**
 * Drops a refused edit she gave up on, with the later edits that need it (the undo of that sale:
 * sent without it, it could only be refused too), and reads again the lists they showed
 * changed, so what is shown goes back to what the server has.
 */
export async function dropAdminEdit(queryClient: QueryClient, seq: number): Promise<void> {
  const box = adminOutbox(queryClient);
  const entries = await box.store.all();
  const dropped = droppedWith(entries, seq, registry);
  await box.discardAll(dropped);
  const kinds = new Set(entries.filter((entry) => dropped.includes(entry.seq!)).map((entry) => entry.kind));
  for (const kind of kinds) {
    for (const key of kindOf(kind)?.affects ?? []) void queryClient.invalidateQueries({ queryKey: key });
  }
}

/**
 * Makes one edit: checked with its schema (a value the server would refuse is never queued),
 * shown on this device at once, kept in the outbox, sent when the server can be reached. With
 * `replacing`, the refused entry it fixes is dropped first.
 * Resolves with what happened to it as far as is known now.
 */
export async function submitAdminEdit<E extends ClientEdit>(
  queryClient: QueryClient,
  edit: E,
  description: string,
  replacing?: number,
): Promise<EditOutcome<E['kind']>> {
  const problem = problemOf(edit);
  if (problem) return { kind: 'invalid', error: problem.message, issues: problem.issues };
  // A refused edit stops the queue where it is: its fixed copy takes its place, or it would wait behind it.
  if (replacing !== undefined) await dropAdminEdit(queryClient, replacing);
  // An edit is a use of the database: the lists it changes on this device are saved there.
  void openDatabase();
  const parsed = clientEditSchemas[edit.kind].parse(edit) as ParsedEdit<ClientEditKind>;
  await kindOf(edit.kind)?.apply?.(queryClient, parsed, new Date().toISOString());
  const { outcome } = await adminOutbox(queryClient).add({ kind: edit.kind, payload: edit, description });
  // Its answer was parsed by the transport with this kind's answer schema (answerOf).
  return (await outcome) as EditOutcome<E['kind']>;
}
