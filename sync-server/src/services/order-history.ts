import type { FailedOrder, FailureReason, StoredOrder } from '#shared/order';
import { FailedOrderAttempt, Order, type Db } from '../db';

/** GET /api/orders: every order, newest first. A home bakery's year of orders fits in a page. */
export async function listOrders(db: Db): Promise<StoredOrder[]> {
  const rows = await Order.query(db).orderBy('createdAt', 'desc');
  return rows.map(
    ({ id, sessionId, firstName, lastName, email, phone, paymentMethod, pickupLocation, items, total, createdAt }) => ({
      id,
      sessionId,
      firstName,
      lastName,
      email,
      phone,
      paymentMethod,
      pickupLocation,
      items,
      total,
      createdAt,
    }),
  );
}

export async function listFailedOrders(db: Db): Promise<(FailedOrder & { failureDetail: string | null })[]> {
  const rows = await FailedOrderAttempt.query(db).orderBy('createdAt', 'desc');
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
