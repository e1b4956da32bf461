import { fillPath } from '#shared/calls/define';
import { ownerEditRoutes, type OwnerEdit, type OwnerEditKind } from '#shared/owner-edits';
import { inTransaction, type Db } from '../db';
import { allChanged, type Applied } from '../services/announce';
import { keyScope as scopeOfKey } from '../services/idempotency';
import { editProduct } from '../services/catalogue/inventory-admin';
import type { Moment } from '../services/moment';
import { afterProductEdits, ownerEditHandlers, productEditChanged } from './handlers';
import { shopBakeIn } from '../services/pickups/pickup-settings';

/**
 * The scope of an edit's Idempotency-Key: her account and the edit's own route with its
 * parameters ("admin 1 PATCH /api/inventory/focaccia/stock"), the same whether the edit comes
 * alone or in a batch, so one sent both ways applies once.
 */
export function keyScope(adminId: number | string, edit: { kind: OwnerEditKind } & Record<string, unknown>): string {
  const { method, path } = ownerEditRoutes[edit.kind];
  // As the runner scopes her single call's key (http/run-calls.ts): the same path, filled the same way.
  return scopeOfKey(`admin ${adminId}`, method, fillPath(path, edit));
}

/** Applies one parsed edit by its kind's handler, in the transaction given. */
export function applyEdit(db: Db, edit: OwnerEdit, moment: Moment): Promise<Applied<unknown>> {
  const handler = ownerEditHandlers[edit.kind] as
    | { product(edit: OwnerEdit): Parameters<typeof editProduct>[1] }
    | { apply(db: Db, edit: OwnerEdit, moment: Moment): Promise<Applied<unknown>> };
  if ('product' in handler) {
    const { id } = edit as { id: string };
    return inTransaction(db, async (trx) => {
      const answer = await editProduct(trx, handler.product(edit), moment.now, await shopBakeIn(trx, moment));
      const after = await afterProductEdits(trx, [id], moment);
      return { answer, changed: allChanged([productEditChanged({ id }), after]) };
    });
  }
  return handler.apply(db, edit, moment);
}
