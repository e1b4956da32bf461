import { inventoryEdits } from '../features/admin-inventory/edits';
import { marketEdits } from '../features/admin-market/edits';
import { standingEdits } from '../features/admin-standing/edits';
import { waitlistEdits } from '../features/admin-waitlist/edits';
import { orderEdits } from '../features/admin-orders/edits';
import { recipeEdits } from '../features/admin-recipes/edits';
import { saleEdits } from '../features/admin-sales/edits';
import { reviewEdits } from '../features/admin-reviews/edits';
import type { EditRegistry } from '../sync/admin-edit-kind';
import { adminOutbox, installAdminEdits } from '../sync/admin-outbox';

/**
 * Every kind of edit the owner makes, from the features that own them (each feature's
 * edits.ts). The outbox (sync/admin-outbox.ts) looks a stored edit's kind up here; it never
 * names a kind itself. `satisfies EditRegistry` fails to compile while a kind of the shared
 * union (shared-schema owner-edits.ts) has no entry: a new feature's edits are one more spread.
 */
export const adminEdits = {
  ...inventoryEdits,
  ...reviewEdits,
  ...recipeEdits,
  ...orderEdits,
  ...saleEdits,
  ...marketEdits,
  ...standingEdits,
  ...waitlistEdits,
} satisfies EditRegistry;

installAdminEdits(adminEdits);

/** What SyncRoot loads on a device where the owner is signed in. */
export { adminOutbox };
