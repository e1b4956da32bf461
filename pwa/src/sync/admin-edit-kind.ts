import type { QueryClient, QueryKey } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { recordIdParamsSchema } from '#shared/common';
import {
  ownerEditAnswerSchemas,
  ownerEditSchemas,
  type AnswerOf,
  type EditOf,
  type OwnerEditInput,
  type OwnerEditKind,
} from '#shared/owner-edits';
import type { Recipe } from '#shared/recipe';
import type { OutboxEntry } from '../db/bakery-db';
import type { Outcome } from './outbox';
import type { Caller } from '../lib/calls';
import { issuesOf, type FieldIssue } from '../lib/field-errors';
import '../lib/zod-words';

/**
 * The owner's edits as her device knows them: every edit of the shared union (shared-schema
 * owner-edits.ts), which the server applies by name, and one that is only the device's: a photo
 * picked offline, sent as an upload, its registration and the recipe's update.
 */
export const attachPhotoSchema = z.object({
  kind: z.literal('attach-photo'),
  recipeId: recordIdParamsSchema.shape.id,
  fileId: z.string().check(z.minLength(1)),
});
export type AttachPhoto = z.output<typeof attachPhotoSchema>;

export const clientEditSchemas = { ...ownerEditSchemas, 'attach-photo': attachPhotoSchema };
export type ClientEditKind = keyof typeof clientEditSchemas;
/** An edit as it is made and kept in her outbox (IndexedDB), before it is parsed. */
export type ClientEdit = OwnerEditInput | z.input<typeof attachPhotoSchema>;
/** An edit of one kind, parsed. */
export type ParsedEdit<K extends ClientEditKind> = K extends OwnerEditKind ? EditOf<K> : AttachPhoto;
/** What the server answers an edit of one kind with, parsed (shared ownerEditAnswerSchemas). */
export type AnswerTo<K extends ClientEditKind> = K extends OwnerEditKind ? AnswerOf<K> : Recipe;

/**
 * What became of an edit (sync/outbox.ts Outcome), its answer typed by its kind: the transport
 * parsed it with that kind's answer schema (undefined when it did not fit).
 */
export type EditOutcome<K extends ClientEditKind> =
  Exclude<Outcome, { kind: 'sent' }> | { kind: 'sent'; answer: AnswerTo<K> | undefined };

export const isOwnerEditKind = (kind: string): kind is OwnerEditKind => Object.hasOwn(ownerEditSchemas, kind);
export const isClientEditKind = (kind: string): kind is ClientEditKind => Object.hasOwn(clientEditSchemas, kind);

/** What a kind that sends itself gets: her calls (with her session), the entry's Idempotency-Key header, the caches. */
export interface SendContext {
  call: Caller;
  headers: Record<string, string>;
  queryClient?: QueryClient;
}

/**
 * What the device does with one kind of edit, registered once by the feature it belongs to.
 *
 * To add an edit: its member of the shared union (shared-schema owner-edits.ts), its handler on
 * the server (sync-server/src/owner-edits/handlers.ts), and here, in the feature's `edits.ts`,
 * its entry (`satisfies EditKinds<'your-kind'>`) with
 *  - `apply`: the optimistic change to the cached lists, shown at once, even offline;
 *  - `affects`: the query keys to read again once the server took it;
 *  - `onSent`: anything to tell the owner from the server's answer (parsed), or to keep from it;
 *  - `reopen`: where to open a refused edit again to fix it (a path in the admin), if it has a form;
 *  - `refused`: how its refusal reads in her words, when "Not saved: ..." does not say it well.
 * app/admin-edits.ts checks that every kind of the union has one. Nothing in sync/ changes.
 * Hooks are methods (not arrow properties) so a registry of many kinds fits one type.
 */
export interface EditKind<K extends ClientEditKind> {
  apply?(queryClient: QueryClient, edit: ParsedEdit<K>, now: string): Promise<void>;
  affects: readonly QueryKey[];
  onSent?(edit: ParsedEdit<K>, answer: AnswerTo<K>, queryClient: QueryClient): void;
  reopen?(seq: number): string;
  /** Her refused edit in plain words, from its description and the server's message. */
  refused?(description: string, error: string): string;
  /**
   * Whether this edit needs `earlier`, an edit queued before it, to have been applied (the undo
   * of a sale needs the sale): when she drops `earlier`, this one goes with it, since the server
   * could only refuse it once `earlier` is gone.
   */
  needs?(edit: ParsedEdit<K>, earlier: ParsedEdit<ClientEditKind>): boolean;
  /** Only for an edit the server has no kind for (attach-photo): how it is sent. */
  send?(edit: ParsedEdit<K>, context: SendContext): Promise<AnswerTo<K>>;
}

export type EditKinds<K extends ClientEditKind> = { [P in K]: EditKind<P> };

/** Every kind the app knows; app/admin-edits.ts builds it from the features' maps. */
export type EditRegistry = EditKinds<ClientEditKind>;

/** An outbox entry's edit, parsed with its kind's schema (IndexedDB may hold what an older version queued); null when it cannot be read. */
export function readEdit(entry: Pick<OutboxEntry, 'kind' | 'payload'>): ParsedEdit<ClientEditKind> | null {
  if (!isClientEditKind(entry.kind)) return null;
  const parsed = clientEditSchemas[entry.kind].safeParse(entry.payload);
  return parsed.success ? (parsed.data as ParsedEdit<ClientEditKind>) : null;
}

/** The edit of an entry when it is of `kind`, parsed; null otherwise. */
export function readEditOf<K extends ClientEditKind>(
  entry: Pick<OutboxEntry, 'kind' | 'payload'>,
  kind: K,
): ParsedEdit<K> | null {
  return entry.kind === kind ? (readEdit(entry) as ParsedEdit<K> | null) : null;
}

/** The server's answer to an edit, parsed with its kind's answer schema; undefined when it does not fit. */
export function answerOf(kind: OwnerEditKind, body: unknown): AnswerOf<OwnerEditKind> | undefined {
  const parsed = ownerEditAnswerSchemas[kind].safeParse(body);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The problems of an edit, in the shared schema's words (the first one said, each by its
 * field's path, for the form to mark), or null when it may be queued.
 */
export function problemOf(edit: ClientEdit): { message: string; issues: FieldIssue[] } | null {
  const parsed = clientEditSchemas[edit.kind].safeParse(edit);
  if (parsed.success) return null;
  return {
    message: parsed.error.issues[0]?.message ?? 'This value is not valid',
    issues: issuesOf(parsed.error.issues),
  };
}

/**
 * What dropping the entry `seq` drops (sync/admin-outbox.ts dropAdminEdit): it, and every later
 * entry whose kind says it needs one of those (the undo of a dropped sale), oldest first.
 */
export function droppedWith(entries: readonly OutboxEntry[], seq: number, registry: Partial<EditRegistry>): number[] {
  const from = entries.findIndex((entry) => entry.seq === seq);
  if (from === -1) return [seq];
  const dropped = [entries[from]!];
  for (const entry of entries.slice(from + 1)) {
    const kind = isClientEditKind(entry.kind)
      ? (registry[entry.kind] as EditKind<ClientEditKind> | undefined)
      : undefined;
    const edit = readEdit(entry);
    if (!kind?.needs || !edit) continue;
    const needed = dropped.some((each) => {
      const earlier = readEdit(each);
      return earlier !== null && kind.needs!(edit, earlier);
    });
    if (needed) dropped.push(entry);
  }
  return dropped.map((entry) => entry.seq!);
}
