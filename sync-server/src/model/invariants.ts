import { expect } from 'vitest';
import { parseOrderItems } from '#shared/order-items';
import { sentMail } from '../testing/owner';
import type { Bakery } from './bakery';
import { modelProducts, ORDERS_PER_SLOT, OVEN_CAP, type Model } from './model';
import { checkWeekMail, checkWeeks } from './standing-invariants';

interface OrderRow {
  id: string;
  status: string;
  items: string;
  pickupLocation: string;
  pickupDate: string;
  pickupSlot: string | null;
}

/**
 * What must hold after every step, read from the database (through the first server: with two,
 * they share it):
 *  - the live holds are the line's offers and those the run took and did not give back or order,
 *    to the expiry the server last gave the cart (none swept while live, none brought back once
 *    expired);
 *  - the line is offered in its order (checkLineOrder);
 *  - the shop's stock is what the model says (every acknowledged edit applied once, every
 *    acknowledged order taken once, every cancel given back once), and never below zero;
 *  - the live holds of a product never come to more than its stock (no shopper can order what
 *    another holds, and no hold takes what is not there), but where the owner set the stock
 *    below what carts held: those holds stand, and nothing more is held until they go;
 *  - every acknowledged order exists once with the status the run last saw acknowledged, and no
 *    order exists that was not acknowledged;
 *  - the home pickup is never over the oven's cap, nor a slot over its orders;
 *  - every acknowledged stall sale is stored once;
 *  - the regulars' weeks each placed at most once, none half-written (checkWeeks).
 */
export async function checkInvariants(model: Model, bakery: Bakery): Promise<void> {
  const db = bakery.via(0).db;
  const now = bakery.via(0).clock.now().getTime();
  const stock = await checkStock(model, db);
  await checkHolds(model, db, stock, now);
  const orders = (await db('orders').select(
    'id',
    'status',
    'items',
    'pickupLocation',
    'pickupDate',
    'pickupSlot',
  )) as OrderRow[];
  const byStatus = (list: { id: string; status: string }[]) =>
    list.map((order) => ({ id: order.id, status: order.status })).sort(byId);
  expect(byStatus(orders), 'every acknowledged order, once, as last acknowledged').toEqual(byStatus(model.orders));
  checkCaps(orders);
  const sales = (await db('stall_sales').select('id')) as { id: string }[];
  expect(sales.map((sale) => sale.id).sort(), 'every acknowledged stall sale, once').toEqual([...model.saleIds].sort());
  await checkWeeks(model, db);
}

type Db = Bakery['servers'][number]['db'];

/** The shop's bake's stock as the model says, never below zero; answers it. */
async function checkStock(model: Model, db: Db): Promise<Record<string, number>> {
  const rows = (await db('inventory')
    .whereIn('id', modelProducts)
    .select('id', db.raw('coalesce(?, ??) as ??', [bakeRow(db, model.bakeDay), 'stock', 'stock']))) as {
    id: string;
    stock: number;
  }[];
  const stock = Object.fromEntries(rows.map((row) => [row.id, Number(row.stock)]));
  expect(stock, 'the shop stock').toEqual(model.stock);
  for (const product of modelProducts) expect(stock[product], `${product} in stock`).toBeGreaterThanOrEqual(0);
  return stock;
}

/** The bake's own row of each product, read as the database keeps it (db/bake-stock.ts). */
const bakeRow = (db: Db, bakeDay: string) =>
  db('bake_stock')
    .select('stock')
    .whereRaw('?? = ??', ['bake_stock.productId', 'inventory.id'])
    .where('bakeDay', bakeDay);

interface HoldRow {
  id: string;
  productId: string;
  quantity: number;
  expiresAt: string | Date | number;
}

/** The live holds: within the stock, and exactly the offers and the run's own (see above). */
async function checkHolds(model: Model, db: Db, stock: Record<string, number>, now: number): Promise<void> {
  const rows = (await db('cart_reservations').select('id', 'productId', 'quantity', 'expiresAt')) as HoldRow[];
  const live = rows.filter((hold) => new Date(hold.expiresAt).getTime() > now);
  const sum = (holds: HoldRow[]) => holds.reduce((total, hold) => total + Number(hold.quantity), 0);
  for (const product of modelProducts) {
    const held = sum(live.filter((hold) => hold.productId === product));
    // Past the stock only where the owner cut it under what carts held, and by no more than
    // those holds, of them, still hold.
    const cut = new Set(model.heldOverStock[product] ?? []);
    const allowed = Math.max(stock[product]!, sum(live.filter((hold) => cut.has(hold.id))));
    expect(held, `live holds of ${product}, its stock ${stock[product]}`).toBeLessThanOrEqual(allowed);
  }
  // The line's offers are holds the run did not take: each is an offered place's, in its cart.
  const columns = ['id', 'productId', 'quantity', 'status', 'line', 'reservationId'];
  const entries = (await db('waitlist_entries').select(columns)) as EntryRow[];
  const offers = new Set(entries.filter((entry) => entry.status === 'offered').map((entry) => entry.reservationId));
  const asTaken = (holds: { id: string; quantity: number; expiresAt: string | Date | number }[]) =>
    holds
      .filter((hold) => new Date(hold.expiresAt).getTime() > now && !offers.has(hold.id))
      .map((hold) => ({ id: hold.id, quantity: Number(hold.quantity), expiresAt: new Date(hold.expiresAt).getTime() }))
      .sort(byId);
  expect(asTaken(live), 'the live holds are offers, or those taken and not given back, used or expired').toEqual(
    asTaken(model.holds),
  );
  checkLineOrder(entries);
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

/**
 * No bake day over the oven, no slot over its orders (cancelled orders hold no place). Her door's
 * pickup and her café's are on one day of one bake: their items together never exceed the oven,
 * which counts the market's orders of that bake too. The market's are left out, as a sale handed
 * over at the stall is never refused for room.
 */
function checkCaps(orders: OrderRow[]): void {
  const booked = orders.filter((order) => order.status !== 'cancelled' && order.pickupLocation !== 'farmers-market');
  const items = new Map<string, number>();
  const perSlot = new Map<string, number>();
  for (const order of booked) {
    const count = parseOrderItems(order.items).reduce((sum, line) => sum + line.quantity, 0);
    items.set(order.pickupDate, (items.get(order.pickupDate) ?? 0) + count);
    if (!order.pickupSlot) continue; // her café has no slots
    const slot = `${order.pickupDate} ${order.pickupLocation} ${order.pickupSlot}`;
    perSlot.set(slot, (perSlot.get(slot) ?? 0) + 1);
  }
  for (const [date, count] of items) expect(count, `items of the ${date} bake`).toBeLessThanOrEqual(OVEN_CAP);
  for (const [slot, count] of perSlot) expect(count, `orders of slot ${slot}`).toBeLessThanOrEqual(ORDERS_PER_SLOT);
}

/**
 * Every mail owed, written once: for each acknowledged order its confirmation and the owner's
 * notice of it, for each cancelled one its customer's notice, and for each place in line that
 * was offered its offer, and for each regular's week refused its notice once. Checked at the end
 * of a run, once every server has delivered what it queued.
 */
export async function checkMail(model: Model, bakery: Bakery): Promise<void> {
  // The line's turn also runs by itself: an offer made while the mail is delivered is allowed
  // its mail or not yet; one made before must have it.
  const offeredBefore = await offeredPlaces(bakery);
  const written = (await Promise.all(bakery.servers.map((server) => sentMail(server)))).flat();
  const offeredAfter = await offeredPlaces(bakery);
  const headers = written.map((mail) => ({
    to: /^To: (.*)$/m.exec(mail.text)?.[1] ?? '',
    subject: /^Subject: (.*)$/m.exec(mail.text)?.[1] ?? '',
  }));
  const count = (pattern: RegExp, to?: string) =>
    headers.filter((mail) => pattern.test(mail.subject) && (to === undefined || mail.to.includes(to))).length;
  for (const order of model.orders) {
    expect(count(new RegExp(`order #${order.number} is confirmed`)), `confirmations of #${order.number}`).toBe(1);
    expect(count(new RegExp(`^New order #${order.number}:`)), `owner's notices of #${order.number}`).toBe(1);
    const cancelled = order.status === 'cancelled' ? 1 : 0;
    expect(count(new RegExp(`order #${order.number} is cancelled`)), `cancel mails of #${order.number}`).toBe(
      cancelled,
    );
  }
  for (const email of new Set([...offeredBefore.keys(), ...offeredAfter.keys()])) {
    const offers = count(/ is yours for \d+ minutes$/, email);
    expect(offers, `offers mailed to ${email}`).toBeGreaterThanOrEqual(offeredBefore.get(email) ?? 0);
    expect(offers, `offers mailed to ${email}`).toBeLessThanOrEqual(offeredAfter.get(email) ?? 0);
  }
  await checkWeekMail(model, bakery, count);
}

/** How many places in line each address has had offered (the offer taken, lapsed or standing). */
async function offeredPlaces(bakery: Bakery): Promise<Map<string, number>> {
  const rows = (await bakery
    .via(0)
    .db('waitlist_entries')
    .whereIn('status', ['offered', 'taken', 'lapsed'])
    .select('email')) as { email: string }[];
  const counts = new Map<string, number>();
  for (const { email } of rows) counts.set(email, (counts.get(email) ?? 0) + 1);
  return counts;
}
