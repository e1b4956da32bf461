import { createEvent } from 'ics';
import { bakery } from '#shared/bakery';
import { parseOrderItems } from '#shared/order-items';
import type { StoredOrder } from '#shared/order';
import { orderNumberText } from '#shared/order-status';
import type { PickupSettings } from '#shared/pickup-settings';
import { placeHours } from '#shared/places';
import { slotOf } from '#shared/pickup-text';
import { placeText } from '#shared/place-words';
import { pickupMoment } from '../pickups/pickup-places';

/**
 * "Add to calendar" (docs/orders.md): the order's pickup as one iCalendar event, written
 * by the `ics` library (escaping and line ends are its job; lines are folded again by octets
 * here, foldByOctets): her slot, or
 * the whole pickup window; at the bakery's address for a home pickup, the market's for the
 * market; the order's lines and its page in the description. Times in UTC, so every calendar
 * places it right whatever its own zone. Its UID is the order's, so adding it twice updates it,
 * and its SEQUENCE goes up with each change of time or status, so the newer one wins.
 */
export function pickupEvent(
  order: StoredOrder,
  settings: PickupSettings,
  link: string,
  timeZone: string,
  /** Raised by each change of its time or status, so a calendar replaces the event it has. */
  sequence: number,
): string {
  const window = placeHours(order.pickupLocation, settings, order.pickupDate);
  const slot = slotOf(order, settings);
  const start = pickupMoment(order.pickupDate, slot?.start ?? window.from, timeZone).toUTC();
  const end = pickupMoment(
    order.pickupDate,
    slot && slot.end !== slot.start ? slot.end : window.until,
    timeZone,
  ).toUTC();
  const { error, value } = createEvent({
    // At the bakery's own web address (PUBLIC_URL, as her link is): the same event every time.
    uid: `order-${order.id}@${new URL(link).hostname}`,
    title: `Pick up ${bakery.name} order ${orderNumberText(order.number)}`,
    start: [start.year, start.month, start.day, start.hour, start.minute],
    startInputType: 'utc',
    startOutputType: 'utc',
    end: [end.year, end.month, end.day, end.hour, end.minute],
    endInputType: 'utc',
    endOutputType: 'utc',
    // A place a map can find: the market's name and street, her door's address (its hours are the event's times).
    location: placeText(order.pickupLocation, settings),
    description: [
      ...parseOrderItems(order.items).map((line) => `${line.quantity} x ${line.name ?? line.product}`),
      `Total: $${order.total}`,
      `Your order: ${link}`,
    ].join('\n'),
    // No URL property: the library only takes links with a public host name; the description has it.
    status: order.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    sequence,
    productId: 'bridgerglutenfree/orders',
  });
  if (error || !value) throw error ?? new Error('the calendar event could not be written');
  return foldByOctets(value);
}

/** RFC 5545 3.1: a content line is at most 75 octets, folded by CRLF and one space. */
const LINE_OCTETS = 75;

/**
 * The library folds lines by characters, so a line with an accented address or name comes out
 * longer than 75 octets; unfolded and folded again by octets here, never inside a character.
 */
export function foldByOctets(calendar: string): string {
  const lines = calendar.replace(/\r\n[ \t]/g, '').split('\r\n');
  return lines
    .map((line) => {
      const parts: string[] = [];
      let part = '';
      let octets = 0;
      for (const character of line) {
        const size = Buffer.byteLength(character);
        // A continuation line starts with its space, which counts.
        if (octets + size > LINE_OCTETS) {
          parts.push(part);
          part = ' ';
          octets = 1;
        }
        part += character;
        octets += size;
      }
      parts.push(part);
      return parts.join('\r\n');
    })
    .join('\r\n');
}
