import { expect } from 'vitest';
import { parseOrderItems } from '#shared/order-items';
import { sentMail } from '../testing/owner';
import type { Bakery } from './bakery';
import { modelProducts, ORDERS_PER_SLOT, OVEN_CAP, type Model } from './model';

interface OrderRow {
  id: string;
  number: number;
  status: string;
  items: string;
  pickupLocation: string;
  pickupDate: string;
  pickupSlot: string | null;
}

/**
 * What must hold after every step, read from the database (through the first server: with two,
 * they share it):
 *  - the live holds are those the run took and did not give back or order, to the expiry the
 *    server last gave the cart (none swept while live, none brought back once expired);
 *  - the shop's stock is what the model says (every acknowledged edit applied once, every
 *    acknowledged order taken once, every cancel given back once), and never below zero;
 *  - the live holds of a product never come to more than its stock (no shopper can order what
 *    another holds, and no hold takes what is not there), but where the owner set the stock
 *    below what carts held: those holds stand, and nothing more is held until they go;
 *  - every acknowledged order exists once with the status the run last saw acknowledged, and no
 *    order exists that was not acknowledged;
 *  - the home pickup is never over the oven's cap, nor a slot over its orders;
 *  - every acknowledged stall sale is stored once.
 */
export async function checkInvariants(model: Model, bakery: Bakery): Promise<void> {
  const db = bakery.via(0).db;
  const now = bakery.via(0).clock.now().getTime();
  const stock = (await db('inventory').whereIn('id', modelProducts).select('id', 'stock')) as {
    id: string;
    stock: number;
  }[];
  const stockOf = Object.fromEntries(stock.map((row) => [row.id, Number(row.stock)]));
  expect(stockOf, 'the shop stock').toEqual(model.stock);
  for (const product of modelProducts) expect(stockOf[product], `${product} in stock`).toBeGreaterThanOrEqual(0);

  const holds = (await db('cart_reservations').select('id', 'productId', 'quantity', 'expiresAt')) as {
    id: string;
    productId: string;
    quantity: number;
    expiresAt: string | Date;
  }[];
  for (const product of modelProducts) {
    const held = holds
      .filter((hold) => hold.productId === product && new Date(hold.expiresAt).getTime() > now)
      .reduce((sum, hold) => sum + Number(hold.quantity), 0);
    // Past the stock only where the owner cut it under what carts held, and then by no more.
    const allowed = Math.max(stockOf[product]!, model.heldOverStock[product] ?? 0);
    expect(held, `live holds of ${product}, its stock ${stockOf[product]}`).toBeLessThanOrEqual(allowed);
  }
  // The line's offers are holds the run did not take: each is an offered place's, in its cart.
  const entries = (await db('waitlist_entries').select(
    'id',
    'productId',
    'quantity',
    'status',
    'line',
    'reservationId',
  )) as EntryRow[];
  const offered = new Set(entries.filter((entry) => entry.status === 'offered').map((entry) => entry.reservationId));
  const liveHolds = (rows: { id: string; expiresAt: string | Date | number; quantity: number }[]) =>
    rows
      .filter((hold) => new Date(hold.expiresAt).getTime() > now && !offered.has(hold.id))
      .map((hold) => ({ id: hold.id, quantity: Number(hold.quantity), expiresAt: new Date(hold.expiresAt).getTime() }))
      .sort(byId);
  expect(liveHolds(holds), 'the live holds are offers, or those taken and not given back, used or expired').toEqual(
    liveHolds(model.holds),
  );
  checkLineOrder(entries);

  const orders = (await db('orders').select(
    'id',
    'number',
    'status',
    'items',
    'pickupLocation',
    'pickupDate',
    'pickupSlot',
  )) as OrderRow[];
  expect(
    orders.map((order) => ({ id: order.id, status: order.status })).sort(byId),
    'every acknowledged order, once, as last acknowledged',
  ).toEqual(model.orders.map((order) => ({ id: order.id, status: order.status })).sort(byId));
  checkCaps(orders);

  const sales = (await db('stall_sales').select('id')) as { id: string }[];
  expect(sales.map((sale) => sale.id).sort(), 'every acknowledged stall sale, once').toEqual([...model.saleIds].sort());
}

interface EntryRow {
  id: string;
  productId: string;
  quantity: number;
  status: string;
  line: number;
  reservationId: string | null;
}

/**
 * The line offered in its order: of two places asking the same number of a product, the later
 * is never offered (nor served, nor lapsed) while the earlier still waits. (Places asking more
 * may be passed over while only new stock can fill them: docs/waitlist.md.)
 */
function checkLineOrder(entries: EntryRow[]): void {
  const reached = (entry: EntryRow) => ['offered', 'taken', 'lapsed'].includes(entry.status);
  for (const later of entries.filter(reached)) {
    const skipped = entries.filter(
      (earlier) =>
        earlier.productId === later.productId &&
        Number(earlier.quantity) === Number(later.quantity) &&
        Number(earlier.line) < Number(later.line) &&
        earlier.status === 'waiting',
    );
    expect(
      skipped.map((entry) => entry.id),
      `places before ${later.id} in line, still waiting`,
    ).toEqual([]);
  }
}

const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);

/** No home pickup over the oven, no slot over its orders (cancelled orders hold no place). */
function checkCaps(orders: OrderRow[]): void {
  const booked = orders.filter((order) => order.status !== 'cancelled' && order.pickupLocation === 'home');
  const items = new Map<string, number>();
  const perSlot = new Map<string, number>();
  for (const order of booked) {
    const count = parseOrderItems(order.items).reduce((sum, line) => sum + line.quantity, 0);
    items.set(order.pickupDate, (items.get(order.pickupDate) ?? 0) + count);
    const slot = `${order.pickupDate} ${order.pickupSlot}`;
    perSlot.set(slot, (perSlot.get(slot) ?? 0) + 1);
  }
  for (const [date, count] of items) expect(count, `items of the ${date} pickup`).toBeLessThanOrEqual(OVEN_CAP);
  for (const [slot, count] of perSlot) expect(count, `orders of slot ${slot}`).toBeLessThanOrEqual(ORDERS_PER_SLOT);
}

/**
 * Every mail owed, written once: for each acknowledged order its confirmation and the owner's
 * notice of it, and for each cancelled one its customer's notice. Checked at the end of a run,
 * once every server has delivered what it queued.
 */
export async function checkMail(model: Model, bakery: Bakery): Promise<void> {
  const written = (await Promise.all(bakery.servers.map((server) => sentMail(server)))).flat();
  const subjects = written.map((mail) => /^Subject: (.*)$/m.exec(mail.text)?.[1] ?? '');
  const count = (pattern: RegExp) => subjects.filter((subject) => pattern.test(subject)).length;
  for (const order of model.orders) {
    expect(count(new RegExp(`order #${order.number} is confirmed`)), `confirmations of #${order.number}`).toBe(1);
    expect(count(new RegExp(`^New order #${order.number}:`)), `owner's notices of #${order.number}`).toBe(1);
    const cancelled = order.status === 'cancelled' ? 1 : 0;
    expect(count(new RegExp(`order #${order.number} is cancelled`)), `cancel mails of #${order.number}`).toBe(
      cancelled,
    );
  }
}
