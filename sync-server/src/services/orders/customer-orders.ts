import { isUuid } from '#shared/common';
import { bakeDayOf } from '#shared/bake-days';
import type { PickupLocation } from '#shared/bakery';
import type { CustomerOrder, PickupChange } from '#shared/customer-order';
import type { StoredOrder } from '#shared/order';
import { CANCELLED_BY_CUSTOMER } from '#shared/order-status';
import type { PickupSettings } from '#shared/pickup-settings';
import { openPlaceIds, placeHours } from '#shared/places';
import { pickupText } from '#shared/pickup-text';
import {
  inTransaction,
  lockPickupBookings,
  Order,
  placesTakenFor,
  type Db,
  type PickupBookings,
  type Tx,
} from '../../db';
import { conflict, notFound } from '../errors';
import { pickupEvent } from './calendar';
import { queueMail } from '../mail/outbox';
import { customerCancelNotice, customerSlotMoveNotice, newPickupTimeMail } from '../mail/templates';
import { tokenOpens } from '../links';
import type { Moment } from '../moment';
import { queuePushNotices } from '../notices/push-notices';
import { toStoredOrder } from './order-history';
import { placeRefusal } from './order-rule';
import { moveOrder, orderChange, type OrderChange } from './order-status';
import { pickupsToCount } from '../pickups/bake-day-oven';
import { pickupMoment, placeFacts } from '../pickups/pickup-places';
import { getPickupSettings } from '../pickups/pickup-settings';
import { nextPickupDateOf } from '../pickups/pickups';
import { tableDayOf } from '../market/market-days';

const noSuchOrder = () => notFound('There is no such order. Check the link in your e-mail.', 'unknown-order');

/**
 * The order a link opens (docs/orders.md). The key is checked first, in constant time,
 * so a wrong key is a 404 at the same cost whether the order exists or not: a stranger learns
 * nothing by trying ids. Only then is the order read.
 */
async function openOrder(db: Db, id: string, token: string, key: string): Promise<Order> {
  // A junk id is refused before it reaches the id column (a uuid on PostgreSQL).
  if (!isUuid(id) || !tokenOpens(key, 'order', id, token)) throw noSuchOrder();
  const row = await Order.query(db).findById(id);
  if (!row) throw noSuchOrder();
  return row;
}

/**
 * When the pickup starts on the bakery's clock: the start of its window (its first slot), or,
 * `ofHerSlot`, her own slot's start.
 */
function pickupStart(order: StoredOrder, settings: PickupSettings, timeZone: string, ofHerSlot = false): number {
  const window = placeHours(order.pickupLocation, settings, order.pickupDate).from;
  return pickupMoment(order.pickupDate, (ofHerSlot && order.pickupSlot) || window, timeZone).toMillis();
}

/**
 * Until when she may cancel it herself: cancelCutoffHours before its pickup starts, while it is
 * to collect. Counted from the pickup's first slot, not hers: moving to a later slot must not
 * move the cutoff back.
 */
function cancelUntil(order: StoredOrder, settings: PickupSettings, moment: Pick<Moment, 'now' | 'timeZone'>) {
  if (order.status !== 'placed' && order.status !== 'ready') return null;
  const until = pickupStart(order, settings, moment.timeZone) - settings.cancelCutoffHours * 3_600_000;
  return until > moment.now.getTime() ? new Date(until).toISOString() : null;
}

export function customerView(
  order: StoredOrder,
  settings: PickupSettings,
  moment: Pick<Moment, 'now' | 'timeZone'>,
): CustomerOrder {
  const location = order.pickupLocation;
  return {
    id: order.id,
    number: order.number,
    firstName: order.firstName,
    items: order.items,
    total: order.total,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    status: order.status,
    // Her own cancel is said to her as hers; the owner's card says who did it.
    statusReason:
      order.status !== 'cancelled'
        ? null
        : order.statusReason === CANCELLED_BY_CUSTOMER
          ? 'you cancelled it online'
          : order.statusReason,
    pickupLocation: location,
    pickupDate: order.pickupDate,
    pickupSlot: order.pickupSlot,
    pickupText: pickupText(order, settings),
    cancelUntil: cancelUntil(order, settings, moment),
    canChangeSlot:
      (order.status === 'placed' || order.status === 'ready') &&
      (settings.capacity[location]?.slotMinutes ?? 0) > 0 &&
      pickupStart(order, settings, moment.timeZone, true) > moment.now.getTime(),
    movesTo: moveTargets(order, settings, moment).map((target) => target.pickupLocation),
    createdAt: order.createdAt,
  };
}

export async function customerOrder(db: Db, id: string, token: string, moment: Moment): Promise<CustomerOrder> {
  const order = toStoredOrder(await openOrder(db, id, token, moment.orderLinkKey));
  return customerView(order, await getPickupSettings(db, moment), moment);
}

/** Her order's calendar event (services/orders/calendar.ts), as it stands. */
export async function customerCalendarEvent(db: Db, id: string, token: string, moment: Moment) {
  const row = await openOrder(db, id, token, moment.orderLinkKey);
  const order = toStoredOrder(row);
  const settings = await getPickupSettings(db, moment);
  return {
    order,
    event: pickupEvent(order, settings, moment.links.orderUrl(order.id), moment.timeZone, row.calendarSequence),
  };
}

/**
 * She moves her order to another slot of its pickup while that slot has room: the pickup is
 * locked and its places counted (db/pickup-bookings.ts) and THE rule of places decides
 * (order-rule.ts) as it did for her order; the move is written only if her slot is still the
 * one read. Her items already count in the pickup, so only the slot is asked for.
 */
export function changeSlot(db: Db, id: string, token: string, slot: string, moment: Moment) {
  return inTransaction(db, async (trx): Promise<OrderChange> => {
    const row = await openOrder(trx, id, token, moment.orderLinkKey);
    const settings = await getPickupSettings(trx, moment);
    const order = toStoredOrder(row);
    if (order.pickupSlot === slot) return orderChange(order, [], true);
    if (!customerView(order, settings, moment).canChangeSlot) {
      throw conflict('This order can no longer be moved to another time', 'slot-locked');
    }
    const pickup = {
      pickupDate: order.pickupDate,
      pickupLocation: order.pickupLocation,
    };
    // A place that came back is the line's first (docs/waitlist.md): hers only if nobody waits.
    const bookings = await lockPickupBookings(trx, pickupsToCount(settings, [pickup]), moment.now);
    const counted = { bookings, taken: (each: PickupBookings) => placesTakenFor(each, row.sessionId) };
    const refusal = placeRefusal({ slot, items: 0, slotRequired: true }, placeFacts(settings, pickup, counted, moment));
    if (refusal) throw refusal;
    return writeMove(trx, row, order, { pickupSlot: slot }, settings, moment);
  });
}

/**
 * The pickups at her other places that her order may move to (docs/orders.md, "Moving an
 * order"): each place's next pickup, when the bake her order took its units from serves it too
 * (the same loaves, so no stock moves) and it has not begun, while hers is to collect and has not
 * begun. Her order's bake is the one it kept, not the one serving her pickup as now set: she may
 * have moved a place's bake day since.
 */
function moveTargets(
  order: StoredOrder,
  settings: PickupSettings,
  moment: Pick<Moment, 'now' | 'timeZone'>,
): { pickupDate: string; pickupLocation: PickupLocation }[] {
  if (order.status !== 'placed' && order.status !== 'ready') return [];
  if (pickupStart(order, settings, moment.timeZone, true) <= moment.now.getTime()) return [];
  const bakeDays = settings.bakeDaysBefore;
  const hers = { pickupDate: order.pickupDate, pickupLocation: order.pickupLocation };
  // Kept by every order since orders kept their bake; one the market's table gave has none.
  const hersBake = order.bakeDay ?? bakeDayOf(hers, bakeDays);
  return openPlaceIds(settings)
    .filter((place) => place !== hers.pickupLocation)
    .map((place) => ({ pickupDate: nextPickupDateOf(settings, place), pickupLocation: place }))
    .filter(
      (target) =>
        bakeDayOf(target, bakeDays) === hersBake &&
        pickupStart({ ...order, ...target }, settings, moment.timeZone) > moment.now.getTime(),
    );
}

/**
 * She moves her order to another place's pickup that the same bake serves (her door's Friday
 * pickup to Saturday's market): in one transaction, with every pickup of the bake locked, by THE
 * rule of places at the new pickup (a slot where it has slots, its own caps; the oven is not
 * asked, as her items are baked in it already). Not while the market's table is set for either
 * day: the stall has her loaves then. Told as a move of slot is: her e-mail with the calendar
 * event again, the owner by e-mail and on her phone.
 */
export function changePickup(db: Db, id: string, token: string, change: PickupChange, moment: Moment) {
  return inTransaction(db, async (trx): Promise<OrderChange> => {
    const row = await openOrder(trx, id, token, moment.orderLinkKey);
    const settings = await getPickupSettings(trx, moment);
    const order = toStoredOrder(row);
    if (order.pickupLocation === change.pickupLocation) {
      // Sent again (its answer lost): answered as it stands, told once.
      if (!change.pickupSlot || change.pickupSlot === order.pickupSlot) {
        return orderChange(order, [], true);
      }
      throw conflict('Your order is for that place already: choose another time instead', 'same-pickup');
    }
    const target = moveTargets(order, settings, moment).find((each) => each.pickupLocation === change.pickupLocation);
    if (!target) {
      throw conflict(
        'Your order can move only to a pickup its bake serves, before that pickup or yours begins',
        'not-movable',
      );
    }
    const current = { pickupDate: order.pickupDate, pickupLocation: order.pickupLocation };
    if ((await tableDayOf(trx, current)) || (await tableDayOf(trx, target))) {
      throw conflict("The market's table is set for that day: please ask at the stall", 'market-started');
    }
    const bookings = await lockPickupBookings(trx, pickupsToCount(settings, [target, current]), moment.now);
    const facts = placeFacts(
      settings,
      target,
      { bookings, taken: (each) => placesTakenFor(each, row.sessionId) },
      moment,
    );
    const slot = facts.capacity.slotMinutes > 0 ? (change.pickupSlot ?? null) : null;
    // Her items leave one pickup of the bake for another: the oven holds them already.
    const moving = { ...facts, oven: { ...facts.oven, booked: facts.oven.booked - row.itemCount } };
    const refusal = placeRefusal({ slot, items: row.itemCount, slotRequired: true }, moving);
    if (refusal) throw refusal;
    return writeMove(trx, row, order, { ...target, pickupSlot: slot }, settings, moment);
  });
}

/**
 * Writes her move (another time, or another place's pickup), if her order is still where it was
 * read, and tells it as a cancel is, in the move's transaction: her new pickup with the calendar
 * event again (a higher SEQUENCE replaces the old one), and the owner by e-mail and on her phone.
 */
async function writeMove(
  trx: Tx,
  row: Order,
  was: StoredOrder,
  move: Partial<Pick<StoredOrder, 'pickupDate' | 'pickupLocation'>> & { pickupSlot: string | null },
  settings: PickupSettings,
  moment: Moment,
): Promise<OrderChange> {
  const calendarSequence = row.calendarSequence + 1;
  const changes = { ...move, updatedAt: moment.now.toISOString() };
  const updated = await Order.query(trx)
    .patch({ ...changes, calendarSequence })
    .where({
      id: was.id,
      // Still as read: not picked up, missed or cancelled by the owner meanwhile, nor moved.
      status: was.status,
      pickupDate: was.pickupDate,
      pickupLocation: was.pickupLocation,
      pickupSlot: was.pickupSlot ?? null,
    });
  if (updated !== 1) throw conflict('The order changed meanwhile: reload and try again', 'order-changed');
  const moved = { ...was, ...changes };
  const event = pickupEvent(moved, settings, moment.links.orderUrl(was.id), moment.timeZone, calendarSequence);
  await queueMail(
    trx,
    [
      ...(moved.email ? [newPickupTimeMail(moved, settings, moment.links.orderUrl, event)] : []),
      customerSlotMoveNotice(moved, settings, moment.ownerEmail, was),
    ],
    moment.now,
  );
  await queuePushNotices(trx, [{ kind: 'customer-slot-move', order: moved }], settings, moment);
  return orderChange(moved);
}

/**
 * She cancels her order until the cutoff (cancelCutoffHours before its pickup): THE cancel
 * (order-status.ts: restocked and its place freed in one transaction, once however often it
 * is sent, whatever key), her e-mail, and the owner's e-mail and push. Whether she still may
 * is decided in the cancel's transaction, on the order read under its lock, as every status
 * move is: an owner's no-show or pickup that commits first is not overwritten. An order
 * already cancelled is answered as it stands, so a repeat after the cutoff is not an error.
 */
export async function cancelByCustomer(db: Db, id: string, token: string, moment: Moment) {
  await openOrder(db, id, token, moment.orderLinkKey); // the key first: a wrong one is a 404
  return cancelHerOrder(db, id, moment);
}

/**
 * Her cancel, once she is known to be hers to cancel: by her order's key (cancelByCustomer), or
 * by her standing order's, for the week it placed (a skipped week already placed).
 */
export async function cancelHerOrder(db: Db, id: string, moment: Moment) {
  let settings: PickupSettings | undefined;
  return moveOrder(
    db,
    id,
    { status: 'cancelled', reason: CANCELLED_BY_CUSTOMER },
    moment,
    (order) => ({
      mail: [customerCancelNotice(order, settings!, moment.ownerEmail)],
      pushes: [{ kind: 'customer-cancel', order }],
    }),
    async (trx, order) => {
      settings = await getPickupSettings(trx, moment);
      if (order.status !== 'placed' && order.status !== 'ready') {
        throw conflict('This order can no longer be cancelled online. Please write to the bakery.', 'not-cancellable');
      }
      if (!cancelUntil(order, settings, moment)) {
        throw conflict(
          `It is too late to cancel online: orders can be cancelled up to ${settings.cancelCutoffHours} hours before pickup. Please write to the bakery.`,
          'past-cutoff',
        );
      }
    },
  );
}
