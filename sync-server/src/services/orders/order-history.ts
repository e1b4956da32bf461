import type { ListPageQuery } from '#shared/api';
import type { FailedOrderView, FailureReason, StoredOrder } from '#shared/order';
import { FailedOrderAttempt, Order, type Db } from '../../db';

/** An order row as the owner and the customer read it: the one place that shapes it. */
export function toStoredOrder(row: Order): StoredOrder {
  return {
    id: row.id,
    number: row.number,
    sessionId: row.sessionId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    paymentMethod: row.paymentMethod,
    pickupLocation: row.pickupLocation,
    items: row.items,
    total: row.total,
    pickupDate: row.pickupDate,
    pickupSlot: row.pickupSlot ?? null,
    overbooked: Boolean(row.overbooked),
    status: row.status,
    statusReason: row.statusReason,
    paymentStatus: row.paymentStatus,
    paidAt: row.paidAt,
    refundedAt: row.refundedAt ?? null,
    source: row.source,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt ?? row.createdAt,
    standingOrderId: row.standingOrderId ?? null,
    bakeDay: row.bakeDay ?? null,
    releasedAt: row.releasedAt ?? null,
    anotherBakeAt: row.anotherBakeAt ?? null,
  };
}

export async function listFailedOrders(db: Db, page: ListPageQuery): Promise<FailedOrderView[]> {
  const query = FailedOrderAttempt.query(db)
    .orderBy('createdAt', 'desc')
    .limit(page.limit + 1);
  if (page.before) query.where('createdAt', '<', page.before);
  const rows = await query;
  return rows.map((row) => ({
    id: row.id,
    sessionId: row.sessionId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    paymentMethod: row.paymentMethod,
    pickupLocation: row.pickupLocation,
    items: row.items,
    total: row.total,
    failureReason: row.failureReason as FailureReason,
    failedItem: row.failedItem,
    failureDetail: row.failureDetail,
    createdAt: row.createdAt,
  }));
}
