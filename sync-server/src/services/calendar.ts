import { createEvent } from 'ics';
import { bakery, pickupLocationText } from '#shared/bakery';
import { parseOrderItems } from '#shared/order-items';
import type { StoredOrder } from '#shared/order';
import { orderNumberText } from '#shared/order-status';
import type { PickupSettings } from '#shared/pickup-settings';
import { pickupWindow } from '#shared/pickup-slots';
import { slotOf } from '#shared/pickup-text';
import { pickupMoment } from './pickup-places';

/**
 * "Add to calendar" (CONTRACT.md section 9): the order's pickup as one iCalendar event, written
 * by the `ics` library (escaping, folding and line ends are its job, not ours): her slot, or
 * the whole pickup window; at the bakery's address for a home pickup, the market's for the
 * market; the order's lines and its page in the description. Times in UTC, so every calendar
 * places it right whatever its own zone. Its UID is the order's, so adding it twice updates it.
 */
export function pickupEvent(order: StoredOrder, settings: PickupSettings, link: string, timeZone: string): string {
  const market = order.pickupLocation === 'farmers-market';
  const window = pickupWindow(market ? 'farmers-market' : 'home', settings);
  const slot = slotOf(order, settings);
  const start = pickupMoment(order.pickupDate, slot?.start ?? window.from, timeZone).toUTC();
  const end = pickupMoment(
    order.pickupDate,
    slot && slot.end !== slot.start ? slot.end : window.until,
    timeZone,
  ).toUTC();
  const { error, value } = createEvent({
    uid: `order-${order.id}@bridgerglutenfree.com`,
    title: `Pick up ${bakery.name} order ${orderNumberText(order.number)}`,
    start: [start.year, start.month, start.day, start.hour, start.minute],
    startInputType: 'utc',
    startOutputType: 'utc',
    end: [end.year, end.month, end.day, end.hour, end.minute],
    endInputType: 'utc',
    endOutputType: 'utc',
    location: market
      ? `${bakery.farmersMarket.label}, ${bakery.farmersMarket.address}`
      : pickupLocationText(order.pickupLocation, settings.pickupAddress || bakery.defaultPickupAddress),
    description: [
      ...parseOrderItems(order.items).map((line) => `${line.quantity} x ${line.name ?? line.product}`),
      `Total: $${order.total}`,
      `Your order: ${link}`,
    ].join('\n'),
    // No URL property: the library only takes links with a public host name; the description has it.
    status: order.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    productId: 'bridgerglutenfree/orders',
  });
  if (error || !value) throw error ?? new Error('the calendar event could not be written');
  return value;
}
