import type { OrderPayload, StoredOrder } from '#shared/order';
import { marketLineKey, type TableRow } from '#shared/market-table';
import type { PricedLine, PricedOrder } from '#shared/pricing';
import { randomUUID } from 'node:crypto';
import {
  groupCommit,
  heldBySessions,
  heldKey,
  heldPriceKey,
  independently,
  isPostgres,
  keepingTheLine,
  lockPickupBookings,
  lockProductStates,
  bakeStocks,
  moveBakeStock,
  statesForBake,
  nextOrderNumbers,
  peekNextOrderNumber,
  pickupKeyOf,
  placesTakenFor,
  MarketDayRow,
  Order,
  Reservation,
  saveOpenStock,
  takeOrderNumbers,
  type Database,
  type Outcome,
  type PickupBookings,
  type Tx,
} from '../../db';
import type { Clock } from '../clock';
import { answerStored, claimKeys, rememberAnswer, settleClaims, type KeyedRequest } from '../idempotency';
import type { MailDraft } from '../mail/outbox';
import { queueMail } from '../mail/outbox';
import { newOrderNotice, orderConfirmation } from '../mail/templates';
import { momentOf, type Moment, type MomentSources } from '../moment';
import { nothingChanged, type Changed } from '../announce';
import { queuePushNotices } from '../notices/push-notices';
import { tableNow } from '../market/market-days';
import { closedPlaceRefusal, decideOrder, placeRefusal } from './order-rule';
import { isMarketPlace, isOpenPlace, placeOf, type PlaceHoursSettings } from '#shared/places';
import { bakeDayOf } from '#shared/bake-days';
import { pickupsToCount } from '../pickups/bake-day-oven';
import { hasCaps, placeFacts } from '../pickups/pickup-places';
import { getPickupSettings } from '../pickups/pickup-settings';
import { endPlacesInLine, type PlaceInLineEnded } from '../waitlist/place-waitlist';
import { nextPickupDateOf } from '../pickups/pickups';

export { OrderRefusal } from './order-rule';

export interface OrderRequest {
  payload: OrderPayload;
  /** Set when the client sent an Idempotency-Key: the order is then placed once for it. */
  keyed?: KeyedRequest;
  /**
   * A standing order's week (docs/standing-orders.md): the standing order it is placed from,
   * and the unit prices she agreed to, one per unit, which it is charged at most (as held units
   * are at checkout).
   */
  standing?: { id: string; agreedUnitCents(productId: string, flavor: string | null): readonly number[] };
}

export interface PlacedOrder {
  order: StoredOrder;
  /** True when this was a repeat of a key whose order was already placed. */
  replayed: boolean;
  /** What placing it changed (services/announce.ts): nothing for a repeat. */
  changed: Changed;
}

/**
 * What the checkout's desk remembers from one batch to the next: the bakes its last batch took
 * from. The next batch reads their stock with its first statements, and when it takes from the
 * same ones (a rush's orders all do), it skips the round trip that would read them once the
 * settings had said which bakes they are. A wrong guess costs a read, never a wrong answer.
 */
export interface OrderDeskMemory {
  bakes: readonly string[];
}

/** The answer stored with an order's Idempotency-Key. */
const answerOf = (order: StoredOrder) => ({ status: 201, body: { order } });

/**
 * Checkout. Orders that arrive together are placed together (db/group-commit.ts), so a rush
 * at the market costs a handful of statements per batch instead of per order. The batch of 64
 * at most keeps its multi-row INSERTs (two mails an order) under SQLite's 500-row limit.
 */
export function createOrderDesk(deps: {
  db: Database;
  clock: Clock;
  /** What each batch's moment is built of (services/moment.ts). */
  sources: MomentSources;
}) {
  const memory: OrderDeskMemory = { bakes: [] };
  const place = groupCommit<OrderRequest, PlacedOrder>({
    db: deps.db,
    maxBatch: 64,
    decide: (trx, requests) => placeOrders(trx, requests, momentOf(deps.sources, deps.clock.now()), memory),
  });
  return {
    /** Places an order, or rejects with the OrderRefusal that says why not. */
    place,
  };
}

export type OrderDesk = ReturnType<typeof createOrderDesk>;

/**
 * Places a batch of orders in one transaction, priced by the server, never by the client:
 *  1. claim the orders' Idempotency-Keys (idempotency.ts: a key already used gives its stored
 *     answer), lock the ordered products and read their stock and holds (db/product-state.ts),
 *     then the pickup settings, what each shopper holds and the prices it was held at, and
 *     last lock the pickups that have caps and count their places (db/pickup-bookings.ts),
 *     with the places in line that stand (each shopper sees every other's as taken: placesTakenFor);
 *  2. decide each order in turn with decideOrder and placeRefusal (order-rule.ts), each seeing
 *     the stock, holds and places the ones before it took; a repeated key gets its first
 *     answer back instead;
 *  3. write what was decided: stock down, the shoppers' holds consumed, the orders, their
 *     e-mails, the owner's pushes and the answers to their keys, one statement each for the
 *     whole batch; a shopper's places in line at her order's pickup end with it.
 * The statements of each step that need nothing from each other go together (independently,
 * db/database.ts). On SQLite a batch without pickup caps, whose bakes are the desk's last batch's
 * (`memory`), is four round trips to the database: BEGIN, the reads, the writes, COMMIT. Each
 * is a turn of the server's event loop while the one connection waits, so in a rush every one
 * spared is felt by every shopper queued behind the batch.
 * A refused order is an outcome, not an error: it never undoes the others.
 */
export async function placeOrders(
  trx: Tx,
  requests: readonly OrderRequest[],
  moment: Pick<Moment, 'now' | 'timeZone' | 'ownerEmail' | 'links'>,
  memory?: OrderDeskMemory,
): Promise<Outcome<PlacedOrder>[]> {
  const { now, timeZone } = moment;
  const keyedRequests = requests.flatMap((request) => (request.keyed ? [request.keyed] : []));
  const productIds = requests.flatMap((request) => request.payload.items.map((line) => line.product));
  const sessionIds = requests.map((request) => request.payload.sessionId);
  const onSqlite = !isPostgres(trx);
  const guessedBakes = memory?.bakes ?? [];
  // Keys first, then products: every writer takes its locks in this one order (on PostgreSQL;
  // on SQLite the transaction has the database to itself, and all of these go at once).
  const [
    stored,
    locked,
    settings,
    { quantities: heldByShoppers, unitPrices: heldPrices },
    nextNumber,
    ...guessedStocks
  ] = await independently(trx, [
    () => claimKeys(trx, keyedRequests, now),
    () => lockProductStates(trx, productIds, now, null),
    () => getPickupSettings(trx, moment),
    () => heldBySessions(trx, sessionIds, productIds, now),
    // On SQLite the numbers are read now and written with everything else (order-numbers.ts).
    () => (onSqlite ? peekNextOrderNumber(trx) : Promise.resolve(null)),
    ...guessedBakes.map((bake) => () => bakeStocks(trx, bake, productIds)),
  ]);
  // Pickups last: only those with slots or an oven cap have places to lock and count.
  const pickupOf = (payload: OrderPayload) => ({
    pickupDate: nextPickupDateOf(settings, payload.pickupLocation),
    pickupLocation: payload.pickupLocation,
  });
  // A place she stopped, or one she never had, is refused below before anything is taken.
  const capped = requests
    .map(({ payload }) => pickupOf(payload))
    .filter((p) => isOpenPlace(p.pickupLocation, settings) && hasCaps(settings, p.pickupLocation));
  // Each order takes from its pickup's bake (docs/orders.md, "Stock of a bake day").
  // A place she stopped or never had has no pickup, nor a bake: it is refused before either is asked.
  const bakeOf = (payload: OrderPayload) => bakeDayOf(pickupOf(payload), settings.bakeDaysBefore);
  const bakes = [
    ...new Set(
      requests.flatMap(({ payload }) =>
        closedPlaceRefusal(settings, payload.pickupLocation) ? [] : [bakeOf(payload)],
      ),
    ),
  ];
  const unguessed = bakes.filter((bake) => !guessedBakes.includes(bake));
  if (memory) memory.bakes = bakes;
  // With the places in line that stand: a place that came back is the line's (docs/waitlist.md).
  // Without caps, markets or a bake unguessed, nothing here goes to the database.
  const [bookings, tables, ...unguessedStocks] = await independently(trx, [
    () => lockPickupBookings(trx, pickupsToCount(settings, capped), now),
    () =>
      startedTables(
        trx,
        requests.map(({ payload }) => pickupOf(payload)),
        settings,
      ),
    ...unguessed.map((bake) => () => bakeStocks(trx, bake, productIds)),
  ]);
  // Each bake's stock, read with the locks or just now; a guessed bake not taken from is left out.
  const stockOf = new Map([
    ...guessedBakes.map((bake, index) => [bake, guessedStocks[index]!] as const),
    ...unguessed.map((bake, index) => [bake, unguessedStocks[index]!] as const),
  ]);
  const statesByBake = new Map(bakes.map((bake) => [bake, statesForBake(locked, bake, stockOf.get(bake)!)]));
  const linesLeft: PlaceInLineEnded[] = [];

  const soldByBake = new Map<string, Map<string, number>>();
  const lineKept: string[] = [];
  const consumedHolds: [sessionId: string, productId: string][] = [];
  const orders: StoredOrder[] = [];
  const answered: { request: KeyedRequest; answer: ReturnType<typeof answerOf> }[] = [];

  const outcomes = requests.map(({ payload, keyed, standing }): Outcome<PlacedOrder> => {
    try {
      const replay = keyed && answerStored<{ order: StoredOrder }>(stored, keyed);
      // An order placed earlier in this batch is answered as the same object, so it carries
      // the number it is given once the batch is decided.
      const placedNow = replay && orders.find((order) => order.id === replay.body.order.id);
      if (replay) {
        return { ok: true, value: { order: placedNow || replay.body.order, replayed: true, changed: nothingChanged } };
      }
    } catch (error) {
      return { ok: false, error };
    }
    const closed = closedPlaceRefusal(settings, payload.pickupLocation);
    if (closed) return { ok: false, error: closed };
    const table = tables.get(pickupOf(payload).pickupDate);
    const bake = bakeOf(payload);
    const states = statesByBake.get(bake)!;
    const decision = decideOrder(payload, {
      ordersOpen: settings.ordersOpen,
      states,
      table: isMarketPlace(payload.pickupLocation, settings) ? table : undefined,
      heldByShopper: (productId) => heldByShoppers.get(heldKey(payload.sessionId, productId)) ?? 0,
      heldUnitCents: (productId, flavor) =>
        standing?.agreedUnitCents(productId, flavor) ??
        heldPrices.get(heldPriceKey(payload.sessionId, productId, flavor)) ??
        [],
    });
    if (!decision.ok) return { ok: false, error: decision.refusal };
    const pickup = pickupOf(payload);
    const booked = bookings.get(pickupKeyOf(pickup));
    const items = itemCountOf(decision.priced.lines);
    const slot =
      booked && placeOf(pickup.pickupLocation, settings).capacity.slotMinutes > 0 ? payload.pickupSlot : undefined;
    if (booked) {
      const counted = { bookings, taken: (each: PickupBookings) => placesTakenFor(each, payload.sessionId) };
      const refusal = placeRefusal({ slot, items, slotRequired: true }, placeFacts(settings, pickup, counted, moment));
      if (refusal) return { ok: false, error: refusal };
      // What the next order of this batch sees: this one's place taken, and her places in line
      // at this pickup ended with it (her offer taken, a wait for another time left).
      booked.bySlot.set(slot ?? null, (booked.bySlot.get(slot ?? null) ?? 0) + 1);
      booked.items += items;
      if (booked.claims.some((claim) => claim.sessionId === payload.sessionId)) {
        booked.claims = booked.claims.filter((claim) => claim.sessionId !== payload.sessionId);
        linesLeft.push({ ...pickup, sessionId: payload.sessionId });
      }
    }

    // What the next order in this batch sees: this one's units gone (from the shop's stock, or
    // set aside on the market's table), its shopper's holds used.
    const fromTable = isMarketPlace(payload.pickupLocation, settings) ? table : undefined;
    if (fromTable) setAsideOnTable(fromTable, decision.priced.lines);
    const sold = soldByBake.get(bake) ?? new Map<string, number>();
    for (const [productId, quantity] of decision.sold) {
      const state = states.get(productId)!;
      const key = heldKey(payload.sessionId, productId);
      // The waitlist's line keeps its claim on the shop's stock; the table's loaves are not it.
      const taken = fromTable ? () => false : keepingTheLine(state);
      if (!fromTable) state.product.stock -= quantity;
      // Her holds were every bake's: each bake sees them gone.
      for (const each of statesByBake.values()) each.get(productId)!.held -= heldByShoppers.get(key) ?? 0;
      if (taken()) lineKept.push(productId);
      heldByShoppers.delete(key);
      for (const priceKey of heldPrices.keys()) {
        if (priceKey.startsWith(heldPriceKey(payload.sessionId, productId, ''))) heldPrices.delete(priceKey);
      }
      if (!fromTable) sold.set(productId, (sold.get(productId) ?? 0) - quantity);
      consumedHolds.push([payload.sessionId, productId]);
    }
    if (sold.size > 0) soldByBake.set(bake, sold);
    // Numbered after the batch is decided (below): a refused order takes no number.
    const order = storedOrder(payload, decision.priced, now, {
      pickupDate: pickup.pickupDate,
      pickupSlot: slot ?? null,
      standingOrderId: standing?.id ?? null,
      bakeDay: fromTable ? null : bake,
    });
    orders.push(order);
    if (keyed) {
      answered.push({ request: keyed, answer: answerOf(order) });
      rememberAnswer(stored, keyed, answerOf(order)); // the same key twice in one batch
    }
    const changed = { products: [...decision.sold.keys()], orders: [order], mail: true };
    return { ok: true, value: { order, replayed: false, changed } };
  });

  if (orders.length === 0) {
    await settleClaims(trx, keyedRequests, answered, now);
    return outcomes;
  }
  const stockMoves = [
    ...[...soldByBake].map(
      ([bake, sold]) =>
        () =>
          moveBakeStock(trx, bake, sold, now, stockOf.get(bake)),
    ),
    () => Reservation.query(trx).delete().whereIn(['sessionId', 'productId'], consumedHolds),
    // The clones share their line (statesForBake): the locked states' lines are the ones moved.
    () => saveOpenStock(trx, locked, lineKept),
  ];
  // The orders' numbers: on SQLite read above, so they are written with everything else; on
  // PostgreSQL taken first under the counter's row lock, with the stock's moves.
  let numbers: number[];
  let writtenWithTheOrders: (() => PromiseLike<unknown>)[];
  if (nextNumber === null) {
    [numbers] = await independently(trx, [() => nextOrderNumbers(trx, orders.length), ...stockMoves]);
    writtenWithTheOrders = [];
  } else {
    numbers = orders.map((_, index) => nextNumber + index);
    writtenWithTheOrders = [() => takeOrderNumbers(trx, nextNumber, orders.length), ...stockMoves];
  }
  // Everything written from here on carries the orders' numbers.
  orders.forEach((order, index) => (order.number = numbers[index]!));
  const mail: MailDraft[] = orders.flatMap((order) => [
    orderConfirmation(order, settings, moment.links.orderUrl),
    newOrderNotice(order, settings, moment.ownerEmail, timeZone),
  ]);
  await independently(trx, [
    ...writtenWithTheOrders,
    () => trx(Order.tableName).insert(orders.map(orderRow)),
    () => queueMail(trx, mail, now),
    () =>
      queuePushNotices(
        trx,
        orders.map((order) => ({ kind: 'new-order' as const, order })),
        settings,
        moment,
      ),
    () => settleClaims(trx, keyedRequests, answered, now),
    () => endPlacesInLine(trx, linesLeft, now),
  ]);
  return outcomes;
}

/**
 * The market's tables of the batch's pickups on days she has started (docs/market-day.md), by
 * date, as the rule reads them now (the products are locked): a preorder for such a day draws on
 * its table, not on the shop's stock.
 */
export async function startedTables(
  trx: Tx,
  pickups: readonly { pickupLocation: string; pickupDate: string }[],
  places: PlaceHoursSettings,
): Promise<Map<string, Map<string, TableRow>>> {
  const atMarkets = pickups.filter((p) => isMarketPlace(p.pickupLocation, places));
  const dates = [...new Set(atMarkets.map((p) => p.pickupDate))];
  const tables = new Map<string, Map<string, TableRow>>();
  for (const date of dates) {
    const day = await MarketDayRow.query(trx).findById(date);
    if (day) tables.set(date, await tableNow(trx, day));
  }
  return tables;
}

/** A preorder placed on a table: what the next order of the batch sees is set aside for it. */
export function setAsideOnTable(table: Map<string, TableRow>, lines: readonly PricedLine[]): void {
  for (const line of lines) {
    const key = marketLineKey({ product: line.product, flavor: line.flavor ?? null });
    const row = table.get(key);
    if (!row) continue; // decideOrder refused a line the table does not have
    row.setAside += line.quantity;
    row.free -= line.quantity;
  }
}

/** The new order row; `number` is set once the batch knows how many numbers it takes. */
function storedOrder(
  payload: OrderPayload,
  priced: PricedOrder,
  now: Date,
  where: Pick<StoredOrder, 'pickupDate' | 'pickupSlot' | 'standingOrderId' | 'bakeDay'>,
): StoredOrder {
  return {
    id: randomUUID(),
    number: 0,
    sessionId: payload.sessionId,
    firstName: payload.firstName,
    lastName: payload.lastName,
    email: payload.email,
    phone: payload.phone,
    paymentMethod: payload.paymentMethod,
    pickupLocation: payload.pickupLocation,
    items: JSON.stringify(priced.lines),
    total: priced.total,
    pickupDate: where.pickupDate,
    pickupSlot: where.pickupSlot,
    overbooked: false,
    status: 'placed',
    statusReason: null,
    paymentStatus: 'unpaid',
    paidAt: null,
    refundedAt: null,
    source: 'online',
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    standingOrderId: where.standingOrderId,
    bakeDay: where.bakeDay,
  };
}

/** The units of an order's lines: what it takes of its pickup's oven. */
export const itemCountOf = (lines: readonly { quantity: number }[]) =>
  lines.reduce((sum, line) => sum + line.quantity, 0);

/**
 * An order as its row is written: with its item count, which pickups' places are summed by, and
 * the bake its units were taken from (null: none, the market's table gave them).
 */
export const orderRow = (order: StoredOrder) => ({
  ...order,
  itemCount: itemCountOf(JSON.parse(order.items) as { quantity: number }[]),
  bakeDay: order.bakeDay ?? null,
});

/** The units of some lines, by product: what they take from the shop's stock, or give back to it. */
export function unitsByProduct(lines: readonly { product: string; quantity: number }[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.product, (units.get(line.product) ?? 0) + line.quantity);
  return units;
}

/**
 * Puts an order's units back on its bake's shelf (a cancel), in the caller's transaction, under
 * the products' lock; returns the products. A product deleted since has no shelf to go back to.
 */
export async function restock(
  trx: Tx,
  bakeDay: string,
  units: ReadonlyMap<string, number>,
  now: Date,
): Promise<string[]> {
  // A row is only made from a product that is there (moveBakeStock reads its usual).
  await moveBakeStock(trx, bakeDay, units, now);
  return [...units.keys()];
}

/** Takes what was sold off one bake's stock. */
export async function decrementStock(trx: Tx, bakeDay: string, sold: ReadonlyMap<string, number>, now: Date) {
  await moveBakeStock(trx, bakeDay, new Map([...sold].map(([id, quantity]) => [id, -quantity])), now);
}
