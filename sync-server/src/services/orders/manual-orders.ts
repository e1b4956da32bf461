import { randomUUID } from 'node:crypto';
import type { StoredOrder } from '#shared/order';
import type { ManualOrder } from '#shared/owner-orders';
import { priceOrder, PricingError, type PricedProduct } from '#shared/pricing';
import {
  inTransaction,
  keepingTheLine,
  lockPickupBookings,
  lockProductStates,
  nextOrderNumbers,
  Order,
  saveOpenStock,
  type Db,
  type ProductState,
  type Tx,
} from '../../db';
import { pickupDateText } from '#shared/order-text';
import { bakeDayOf } from '#shared/bake-days';
import type { PickupSettings } from '#shared/pickup-settings';
import { conflict } from '../errors';
import { nothingChanged, type Changed } from '../announce';
import { queueMail } from '../mail/outbox';
import { orderConfirmation } from '../mail/templates';
import type { Moment } from '../moment';
import { toStoredOrder } from './order-history';
import { closedPlaceRefusal, decideOrder, placeRefusal } from './order-rule';
import { decrementStock, itemCountOf, orderRow, startedTables } from './orders';
import { pickupsToCount } from '../pickups/bake-day-oven';
import { hasCaps, placeFacts } from '../pickups/pickup-places';
import { getPickupSettings } from '../pickups/pickup-settings';
import { isKnownPlace, placeOf, placeRecordOf } from '#shared/places';
import { nextPickupDateOf } from '../pickups/pickups';

export interface ManualSale {
  order: StoredOrder;
  /** True when this order id was already placed: the outbox sent it again. */
  replayed: boolean;
  /** Its products' stock and the order, and its mail; nothing for a sale already placed. */
  changed: Changed;
}

/**
 * A phone order or a sale at the market stall (docs/orders.md), in one transaction so
 * the stock, the order and (through answerAdminWrite) its Idempotency-Key commit together:
 *  1. an order with this client-made id already placed is answered as it stands, whatever key
 *     carries it, so an offline sale replayed from the outbox lands once;
 *  2. lock the products and decide with THE order rule (order-rule.ts) as checkout does: priced
 *     by the server, minimums, and never more than the stock nobody holds (or, for the market
 *     on a day she has started, than its table has free), so a phone order cannot take a loaf a
 *     customer has in her cart, nor drive stock below zero. Orders being closed online does not
 *     stop her selling, nor does a product hidden online;
 *  3. book its place where the pickup has slots or an oven cap (order-rule.ts, the checkout's
 *     rule): a full slot or pickup is refused unless she overbooks on purpose, and a sale
 *     handed over there and then needs no slot and is never refused for room (it is baked);
 *  4. number it, take the stock, store it (picked up when she handed it over there and then);
 *     a confirmation goes out only when she has an e-mail.
 */
export function placeManualOrder(
  db: Db,
  input: ManualOrder,
  moment: Pick<Moment, 'now' | 'timeZone' | 'links'>,
): Promise<ManualSale> {
  return inTransaction(db, async (trx) => {
    if (input.id) {
      const existing = await Order.query(trx).findById(input.id);
      if (existing) return { order: toStoredOrder(existing), replayed: true, changed: nothingChanged };
    }
    // Its pickup first: its bake is the stock it takes (docs/orders.md, "Stock of a bake day").
    const settings = await getPickupSettings(trx, moment);
    const pickup = {
      pickupDate: input.pickupDate ?? nextPickupDateOf(settings, input.pickupLocation),
      pickupLocation: input.pickupLocation,
    };
    // None for a place she never had (refused below, before anything is taken).
    const bakeDay = pickup.pickupDate === '' ? null : bakeDayOf(pickup, settings.bakeDaysBefore);
    const states = await lockProductStates(
      trx,
      input.items.map((line) => line.product),
      moment.now,
      bakeDay,
    );
    const products = new Map<string, PricedProduct>([...states].map(([id, state]) => [id, state.product]));
    let total = '0.00';
    try {
      total = priceOrder(
        input.items.map((line) => ({ productId: line.product, flavor: line.flavor, quantity: line.quantity })),
        products,
      ).total;
    } catch (error) {
      if (!(error instanceof PricingError)) throw error;
      // decideOrder below refuses it with the checkout's words.
    }
    // A place she stopped takes no new order; a sale she handed over there on its day happened.
    const closed = closedPlaceRefusal(settings, input.pickupLocation);
    if (closed && !(input.handedOver && input.pickupDate && isKnownPlace(input.pickupLocation, settings))) throw closed;
    // A day off has no pickup (docs/orders.md, "Days off"): an order for it is refused before
    // anything is taken. A sale she handed over there and then happened, and is kept.
    if (!input.handedOver && settings.daysOff[pickup.pickupLocation]?.includes(pickup.pickupDate)) {
      const place = placeRecordOf(pickup.pickupLocation, settings);
      throw conflict(
        `${pickupDateText(pickup.pickupDate)} is a day off for ${place.kind === 'door' ? 'home pickup' : place.name}: choose another day, or switch it back on in the settings.`,
        'day-off',
      );
    }
    // The market's pickup on a day she has started draws on its table (docs/market-day.md).
    const table = (await startedTables(trx, [pickup], settings)).get(pickup.pickupDate);
    const decision = decideOrder(
      { items: input.items.map((line) => ({ ...line, unitPrice: '0', totalPrice: '0' })), total },
      { ordersOpen: true, states, heldByShopper: () => 0, sellHidden: true, table },
    );
    if (!decision.ok) throw decision.refusal;

    const place = await takePlace(trx, settings, pickup, input, itemCountOf(decision.priced.lines), moment);
    const [number] = await nextOrderNumbers(trx, 1);
    const at = moment.now.toISOString();
    const takenFrom = !table && bakeDay ? bakeDay : null;
    const order: StoredOrder = {
      id: input.id ?? randomUUID(),
      number: number!,
      sessionId: 'manual',
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      email: input.email ?? '',
      phone: input.phone ?? '',
      paymentMethod: input.paymentMethod,
      pickupLocation: input.pickupLocation,
      items: JSON.stringify(decision.priced.lines),
      total: decision.priced.total,
      pickupDate: pickup.pickupDate,
      pickupSlot: place.slot,
      overbooked: place.overbooked,
      // A stall sale is in her customer's hands already; a phone order waits for its pickup.
      status: input.handedOver ? 'picked-up' : 'placed',
      statusReason: null,
      paymentStatus: input.paid ? 'paid' : 'unpaid',
      paidAt: input.paid ? at : null,
      refundedAt: null,
      source: 'manual',
      createdAt: at,
      updatedAt: at,
      bakeDay: takenFrom,
    };
    if (takenFrom) {
      await decrementStock(trx, takenFrom, decision.sold, moment.now);
      await saveOpenStock(trx, states, keptLines(states, decision.sold));
    }
    await trx(Order.tableName).insert(orderRow(order));
    if (order.email) await queueMail(trx, [orderConfirmation(order, settings, moment.links.orderUrl)], moment.now);
    const sold = [...new Set(input.items.map((line) => line.product))];
    return { order, replayed: false, changed: { products: sold, orders: [order], mail: true } };
  });
}

/** The place a sale takes, by THE rule of places; an overbooked one is marked so. */
async function takePlace(
  trx: Tx,
  settings: PickupSettings,
  pickup: { pickupDate: string; pickupLocation: ManualOrder['pickupLocation'] },
  input: ManualOrder,
  items: number,
  moment: Pick<Moment, 'now' | 'timeZone'>,
): Promise<{ slot: string | null; overbooked: boolean }> {
  if (!hasCaps(settings, pickup.pickupLocation)) return { slot: null, overbooked: false };
  // Her own sale: the places in line do not stand in her way (docs/waitlist.md).
  const bookings = await lockPickupBookings(trx, pickupsToCount(settings, [pickup]), null);
  const slotted = placeOf(pickup.pickupLocation, settings).capacity.slotMinutes > 0;
  const slot = slotted ? (input.pickupSlot ?? null) : null;
  // A sale handed over at the stall was baked and is gone: room is not asked of it.
  if (input.handedOver) return { slot, overbooked: false };
  const refusal = placeRefusal(
    { slot, items, slotRequired: false },
    placeFacts(settings, pickup, { bookings, taken: (each) => each }, moment),
  );
  if (refusal && !input.overbook) throw refusal;
  // Past a cap on purpose: the place is taken and the order says so.
  return { slot, overbooked: refusal !== null };
}

/**
 * Her phone order takes stock by the checkout's rule, so the waitlist's line keeps its claim as
 * it does through a shopper's order (waitlist-demand.ts keepingTheLine): the products whose
 * line's open stock moved.
 */
function keptLines(states: ReadonlyMap<string, ProductState>, sold: ReadonlyMap<string, number>): string[] {
  return [...sold].flatMap(([productId, quantity]) => {
    const state = states.get(productId)!;
    const taken = keepingTheLine(state);
    state.product.stock -= quantity;
    return taken() ? [productId] : [];
  });
}
