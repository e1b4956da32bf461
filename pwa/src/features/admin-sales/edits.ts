import { orderFigureKeys, ownerKeys, productKeys } from '../../lib/query-keys';
import type { EditKinds } from '../../sync/admin-edit-kind';

/**
 * A sale the owner enters herself (a phone order, the market stall), queued like every edit:
 * with no signal at the stall it waits in the outbox and lands exactly once, by its client id
 * and its Idempotency-Key. Stock is decided by the server when it lands (order-rule.ts).
 */
export const saleEdits = {
  'create-manual-order': {
    affects: [...orderFigureKeys, ownerKeys.inventory, productKeys.all],
    // Refused (sold out meanwhile, a typo): she opens it in the form, fixes it, sends it again.
    reopen: (seq) => `/admin-new-sale?fix=${seq}`,
  },
} satisfies EditKinds<'create-manual-order'>;
