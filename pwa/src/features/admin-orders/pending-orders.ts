import { useMemo } from 'react';
import type { StoredOrder } from '#shared/order';
import { addCounts, countOrders, noCounts, type PickupCounts } from '#shared/pickup-figures';
import type { OutboxEntry } from '../../db/bakery-db';
import { useOutboxEntries } from '../../db/live';
import { readEdit } from '../../sync/admin-edit-kind';
import { orderChanges, type OrderEditKind } from './edits';

/** One of the owner's order edits still waiting in her outbox: which order, what it changes. */
export interface PendingOrderChange {
  id: string;
  change: Partial<StoredOrder>;
}

const isOrderEdit = (kind: string): kind is OrderEditKind => Object.hasOwn(orderChanges, kind);

/**
 * The order edits waiting to be sent, oldest first, each parsed with its kind's schema (what
 * IndexedDB holds is never trusted to be the shape this version expects). A refused edit is not
 * shown as done: the header says it was refused and offers to retry or discard it.
 */
export function pendingOrderChanges(entries: readonly OutboxEntry[]): PendingOrderChange[] {
  const changes: PendingOrderChange[] = [];
  for (const entry of entries) {
    if (entry.status !== 'pending' || !isOrderEdit(entry.kind)) continue;
    const edit = readEdit(entry);
    const at = new Date(entry.createdAt).toISOString();
    if (edit?.kind === 'set-order-status') changes.push({ id: edit.id, change: orderChanges[edit.kind](edit, at) });
    if (edit?.kind === 'set-order-payment') changes.push({ id: edit.id, change: orderChanges[edit.kind](edit, at) });
    if (edit?.kind === 'set-order-refund') changes.push({ id: edit.id, change: orderChanges[edit.kind](edit, at) });
  }
  return changes;
}

/** The orders as the owner sees them: what the server said, with her waiting edits on top, in order. */
export function withPendingChanges(orders: readonly StoredOrder[], changes: readonly PendingOrderChange[]) {
  if (changes.length === 0) return orders as StoredOrder[];
  return orders.map((order) =>
    changes.reduce((shown, { id, change }) => (id === order.id ? { ...shown, ...change } : shown), order),
  );
}

/**
 * What her waiting edits add to a pickup's figures: the sums of the orders they touch as she
 * sees them, less the same orders as the server has them (shared pickup-figures.ts).
 */
export function pendingDifference(
  serverOrders: readonly StoredOrder[],
  changes: readonly PendingOrderChange[],
): PickupCounts {
  const touched = new Set(changes.map((change) => change.id));
  const before = serverOrders.filter((order) => touched.has(order.id));
  if (before.length === 0) return noCounts;
  return addCounts(countOrders(withPendingChanges(before, changes)), countOrders(before), -1);
}

/** The order edits waiting in this device's outbox, for the screens that show orders. */
export function usePendingOrderChanges(): PendingOrderChange[] {
  const entries = useOutboxEntries('admin');
  return useMemo(() => pendingOrderChanges(entries), [entries]);
}
