import { editCalls, type EditCallName } from '#shared/calls/edits';
import { ownerEditKinds, ownerEditSchema, type OwnerEditKind } from '#shared/owner-edits';
import { applyEdit } from '../owner-edits/apply';
import type { CallContext, Handlers } from './handler';

/**
 * Each of the owner's edits on its own route (docs/architecture.md, "The owner's edits, by
 * name"): the runner has read its path's parameters and its body with the kind's schemas and
 * keeps its answer with its Idempotency-Key (`db` is that transaction); here the two are the edit
 * again, applied by its kind's handler (owner-edits/handlers.ts), as in a batch of her outbox.
 */
const editHandler =
  (kind: OwnerEditKind) =>
  async (input: { params: object; body?: unknown }, { db, moment }: CallContext<'owner'>) => {
    // Parsed already, part by part: read once more as the whole edit, typed by its kind.
    const edit = ownerEditSchema.parse({ ...(isObject(input.body) ? input.body : {}), ...input.params, kind });
    return applyEdit(db, edit, moment);
  };

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

export const editHandlers: Handlers<typeof editCalls> = Object.fromEntries(
  ownerEditKinds.map((kind) => [`edit.${kind}` satisfies EditCallName, editHandler(kind)]),
) as Record<EditCallName, ReturnType<typeof editHandler>>;
