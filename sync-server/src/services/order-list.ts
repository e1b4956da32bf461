import { formatCents, toCents } from '#shared/money';
import type { StoredOrder } from '#shared/order';
import type { OrderListQuery, PickupSummary } from '#shared/owner-orders';
import type { PickupLocation } from '#shared/bakery';
import { Order, type Db } from '../db';
import { toStoredOrder } from './order-history';

/** A page of the owner's orders, and the `before` of the next page when there is one. */
export interface OrderPage {
  orders: StoredOrder[];
  nextBefore: number | null;
}

const DEFAULT_PAGE = 200;

/**
 * THE query of the owner's orders (GET /api/orders and the CSV export): filtered by pickup,
 * location, status and payment, searched by name, e-mail, phone or number, newest first.
 * Paged by order number (`before`), which is unique and increasing, so a page never skips or
 * repeats an order that arrives while the owner scrolls.
 */
export function ordersMatching(db: Db, query: Omit<OrderListQuery, 'limit'>) {
  const builder = Order.query(db).orderBy('number', 'desc');
  if (query.pickupDate) builder.where('pickupDate', query.pickupDate);
  if (query.pickupLocation) builder.where('pickupLocation', query.pickupLocation);
  if (query.status) builder.where('status', query.status);
  if (query.paymentStatus) builder.where('paymentStatus', query.paymentStatus);
  if (query.before) builder.where('number', '<', query.before);
  const q = query.q?.trim();
  if (q) {
    const number = /^#?(\d{1,9})$/.exec(q)?.[1];
    const digits = q.replace(/\D/g, '');
    // LOWER(...) LIKE lower text: case-blind on SQLite and PostgreSQL alike.
    const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    builder.where((or) => {
      for (const column of ['firstName', 'lastName', 'email', 'phone']) {
        or.orWhereRaw(`lower(??) like ? escape '\\'`, [column, like]);
      }
      or.orWhereRaw(`lower(?? || ' ' || ??) like ? escape '\\'`, ['firstName', 'lastName', like]);
      if (number) or.orWhere('number', Number(number));
      // A phone typed with other punctuation: 406 555 0142 finds 406-555-0142.
      if (digits.length >= 4 && digits === q.replace(/[\s().+-]/g, '')) {
        or.orWhereRaw(`replace(replace(replace(replace(??, '-', ''), ' ', ''), '(', ''), ')', '') like ?`, [
          'phone',
          `%${digits}%`,
        ]);
      }
    });
  }
  return builder;
}

export async function listOrders(db: Db, query: OrderListQuery): Promise<OrderPage> {
  const limit = query.limit ?? DEFAULT_PAGE;
  const rows = await ordersMatching(db, query).limit(limit + 1);
  const page = rows.slice(0, limit).map(toStoredOrder);
  return { orders: page, nextBefore: rows.length > limit ? page[page.length - 1]!.number : null };
}

/**
 * One row per pickup (day and location), newest first, with its money in cents added up here
 * so the figures are exact: a cancelled order counts in none of them, a no-show still owes.
 */
export async function listPickups(db: Db): Promise<PickupSummary[]> {
  const rows = (await Order.query(db)
    .select('pickupDate', 'pickupLocation', 'status', 'paymentStatus', 'total')
    .orderBy('pickupDate', 'desc')) as Pick<
    Order,
    'pickupDate' | 'pickupLocation' | 'status' | 'paymentStatus' | 'total'
  >[];
  const pickups = new Map<string, PickupSummary & { cents: { total: number; paid: number } }>();
  for (const row of rows) {
    const key = `${row.pickupDate} ${row.pickupLocation}`;
    let pickup = pickups.get(key);
    if (!pickup) {
      pickup = {
        pickupDate: row.pickupDate,
        pickupLocation: row.pickupLocation as PickupLocation,
        orders: 0,
        total: '0.00',
        paid: '0.00',
        owed: '0.00',
        cancelled: 0,
        noShows: 0,
        pickedUp: 0,
        cents: { total: 0, paid: 0 },
      };
      pickups.set(key, pickup);
    }
    if (row.status === 'cancelled') {
      pickup.cancelled += 1;
      continue;
    }
    pickup.orders += 1;
    if (row.status === 'no-show') pickup.noShows += 1;
    if (row.status === 'picked-up') pickup.pickedUp += 1;
    const cents = toCents(row.total);
    pickup.cents.total += cents;
    if (row.paymentStatus === 'paid') pickup.cents.paid += cents;
  }
  return [...pickups.values()].map(({ cents, ...pickup }) => ({
    ...pickup,
    total: formatCents(cents.total),
    paid: formatCents(cents.paid),
    owed: formatCents(cents.total - cents.paid),
  }));
}
