import { isPlaceDay } from '#shared/places';
import { placeFieldsOf, placeRows } from '../pickups/place-rows';
import type { StoredOrder } from '#shared/order';
import type { OrderListQuery, PickupSummary } from '#shared/owner-orders';
import { summarisePickups, withStallTakings } from '#shared/pickup-figures';
import { Order, type Db } from '../../db';
import { stallTakings } from '../market/market-weeks';
import { toStoredOrder } from './order-history';

/** A page of the owner's orders, and the `before` of the next page when there is one. */
export interface OrderPage {
  orders: StoredOrder[];
  nextBefore: number | null;
}

const DEFAULT_PAGE = 200;

/**
 * THE query of the owner's orders (GET /api/orders and the CSV export): filtered by pickup,
 * location, status and payment, searched by name, e-mail, phone or number, newest first (the
 * spreadsheets: oldest first).
 * Paged by order number (`before`), which is unique and increasing, so a page never skips or
 * repeats an order that arrives while the owner scrolls.
 */
export function ordersMatching(db: Db, query: Omit<OrderListQuery, 'limit'>, direction: 'asc' | 'desc' = 'desc') {
  const builder = Order.query(db);
  // By slot: the packing order of a pickup afternoon, orders without a slot last.
  if (query.sort === 'slot')
    builder.orderByRaw('case when ?? is null then 1 else 0 end', ['pickupSlot']).orderBy('pickupSlot');
  builder.orderBy('number', direction);
  if (query.pickupSlot === 'none') builder.whereNull('pickupSlot');
  else if (query.pickupSlot) builder.where('pickupSlot', query.pickupSlot);
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
  // Paged by number, newest first; a list sorted by slot is one page (a pickup's orders).
  const more = rows.length > limit && query.sort !== 'slot';
  return { orders: page, nextBefore: more ? page[page.length - 1]!.number : null };
}

/**
 * One row per pickup (day and location), newest first, summed by THE rule (shared pickup-figures.ts),
 * each market day's with what its stall took.
 */
export async function listPickups(db: Db): Promise<PickupSummary[]> {
  const takings = stallTakings(db);
  const places = placeFieldsOf(await placeRows(db)).places ?? [];
  const markets = places.filter((place) => place.kind === 'market');
  // A day's stall is the market of hers held that day (docs/orders.md, "Her places").
  const marketOn = (date: string) =>
    (markets.find((place) => isPlaceDay(place, date)) ?? markets[0])?.id ?? 'farmers-market';
  const rows = await Order.query(db).select(
    'pickupDate',
    'pickupLocation',
    'status',
    'paymentStatus',
    'total',
    'standingOrderId',
    'releasedAt',
  );
  return withStallTakings(summarisePickups(rows), await takings, marketOn);
}
