import { inventoryEdits, type InventoryEditPayloads } from '../features/admin-inventory/edits';
import { orderEdits, type OrderEditPayloads } from '../features/admin-orders/edits';
import { recipeEdits, type RecipeEditPayloads } from '../features/admin-recipes/edits';
import { saleEdits, type SaleEditPayloads } from '../features/admin-sales/edits';
import { reviewEdits, type ReviewEditPayloads } from '../features/admin-reviews/edits';
import type { EditRegistry, StoredEdit } from '../sync/admin-edit-kind';
import { adminOutbox, installAdminEdits } from '../sync/admin-outbox';

/**
 * Every kind of edit the owner makes, from the features that own them (each feature's
 * edits.ts). The outbox (sync/admin-outbox.ts) looks a stored edit's kind up here; it never
 * names a kind itself. A new feature's edits are one more spread below.
 */
export const adminEdits = {
  ...inventoryEdits,
  ...reviewEdits,
  ...recipeEdits,
  ...orderEdits,
  ...saleEdits,
} satisfies EditRegistry;

export type AdminEditPayloads = InventoryEditPayloads &
  ReviewEditPayloads &
  RecipeEditPayloads &
  OrderEditPayloads &
  SaleEditPayloads;
/** An edit as the owner's outbox keeps it in IndexedDB: a union keyed by kind. */
export type AdminOutboxEntry = StoredEdit<AdminEditPayloads>;

installAdminEdits(adminEdits);

/** What SyncRoot loads on a device where the owner is signed in. */
export { adminOutbox };
