/**
 * Where an order is in its pickup week (docs/orders.md). THE rule of which moves are
 * allowed: the server refuses any other (409 invalid-transition) and the owner's cards show
 * a button only for these.
 */
export const orderStatuses = ['placed', 'ready', 'picked-up', 'no-show', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * `refunded`: a cancelled order whose money the owner gave back (only a cancelled, paid order
 * gets there; until then it shows "refund due", see pickup-figures.ts).
 */
export const paymentStatuses = ['unpaid', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  refunded: 'Refunded',
};

export const orderSources = ['online', 'manual'] as const;
export type OrderSource = (typeof orderSources)[number];

const moves: Record<OrderStatus, readonly OrderStatus[]> = {
  placed: ['ready', 'no-show', 'cancelled'],
  // 'placed' from 'ready' and 'ready' from 'picked-up' are the owner's undo of a mistaken tap:
  // nothing has left the bakery's hands that a step back would lose.
  ready: ['picked-up', 'no-show', 'cancelled', 'placed'],
  'picked-up': ['ready'],
  'no-show': ['cancelled', 'ready'],
  // Final: its stock went back on the shelf and may be sold since.
  cancelled: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return moves[from].includes(to);
}

export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return moves[from];
}

/** Orders that count in the bake list and the pickup's money: everything but a cancel. */
export function countsForPickup(status: OrderStatus): boolean {
  return status !== 'cancelled';
}

export const orderStatusLabels: Record<OrderStatus, string> = {
  placed: 'Placed',
  ready: 'Ready',
  'picked-up': 'Picked up',
  'no-show': 'No-show',
  cancelled: 'Cancelled',
};

export { orderNumberText } from './order-text';

/** Why an order a customer cancelled from her own page is cancelled, as the owner reads it. */
export const CANCELLED_BY_CUSTOMER = 'Cancelled by the customer online';

/**
 * Orders still to hand over (placed or ready): what the packing table prints. A no-show is
 * included only when asked (the owner may hold it for a late pickup); a collected or cancelled
 * order never is.
 */
export function toHandOver<T extends { status: OrderStatus }>(orders: readonly T[], withNoShows: boolean): T[] {
  return orders.filter(
    (order) => order.status === 'placed' || order.status === 'ready' || (withNoShows && order.status === 'no-show'),
  );
}
