import { DateTime } from 'luxon';
import { toCsv } from '#shared/csv';
import { paymentMethodNames } from '#shared/bakery';
import { placeLabel } from '#shared/place-words';
import type { PlaceHoursSettings } from '#shared/places';
import { formatCents, toCents } from '#shared/money';
import { bundleDeal, hasBundle } from '#shared/pricing';
import { parseOrderItems, type StoredOrderLine } from '#shared/order-items';
import type { StoredOrder } from '#shared/order';
import { orderNumberText, orderStatusLabels, paymentStatusLabels } from '#shared/order-status';
import { countOrders, refundDue } from '#shared/pickup-figures';

/**
 * The owner's orders as spreadsheets (docs/orders.md, issue 23): an orders file, one row
 * per order with a totals row, and a lines file, one row per line with no order total repeated
 * on it. Times are in the bakery's time zone with their offset, money plain numbers, words as
 * she reads them on screen. Cancelled orders are in only when she asks, marked, and never in
 * the totals (the shared figures rule). Cells are quoted, and kept from running as formulas, by
 * the shared csv.ts.
 */
/** "12.00": a plain number a spreadsheet reads as money, no "$". */
const money = (amount: string) => formatCents(toCents(amount));

/** "2026-11-27T15:04:00-07:00": the moment as the bakery's clock read it. */
const localTime = (iso: string | null, timeZone: string) =>
  iso ? DateTime.fromISO(iso, { zone: timeZone }).startOf('second').toISO({ suppressMilliseconds: true }) : null;

/**
 * The deal a line was charged at, as the cart says it ("3 for $12 (1 group)"), or empty: the unit
 * price stays what one unit costs alone, and the line total what the groups and the rest came to,
 * so every figure of the row is one somebody charged (never 4.125 a scone).
 */
export function dealOf(line: Pick<StoredOrderLine, 'product' | 'quantity'>): string {
  if (!hasBundle(line.product) || line.quantity < bundleDeal.size) return '';
  const groups = Math.floor(line.quantity / bundleDeal.size);
  return `${bundleDeal.label} (${groups} group${groups === 1 ? '' : 's'})`;
}

/** One unit's own price: as stored with the line (lines from before it was stored: worked out when no deal applied). */
function unitPriceOf(line: StoredOrderLine): string {
  if (line.unitPrice !== undefined) return money(line.unitPrice);
  return dealOf(line) ? '' : formatCents(Math.round(toCents(line.totalPrice) / line.quantity));
}

const customer = (order: StoredOrder) => [order.firstName, order.lastName];
/** The pickup's day, location and time (her slot's start, where there are slots). */
const pickup = (order: StoredOrder, places: PlaceHoursSettings) => [
  order.pickupDate,
  placeLabel(order.pickupLocation, places),
  order.pickupSlot ?? '',
];

/** Her places (the settings' list), each named as her lists name it: "Home", "Farmers market", "Bogert Market". */
export function ordersCsv(orders: readonly StoredOrder[], timeZone: string, places: PlaceHoursSettings): string {
  const rows: (string | null)[][] = [
    [
      'Order',
      'Pickup date',
      'Location',
      'Pickup time',
      'First name',
      'Last name',
      'E-mail',
      'Phone',
      'Status',
      'Payment',
      'Payment method',
      'Total',
      'Refund due',
      'Paid at',
      'Source',
      'Placed at',
    ],
  ];
  for (const order of orders) {
    rows.push([
      orderNumberText(order.number),
      ...pickup(order, places),
      ...customer(order),
      order.email,
      order.phone,
      orderStatusLabels[order.status],
      paymentStatusLabels[order.paymentStatus],
      paymentMethodNames[order.paymentMethod] ?? order.paymentMethod,
      money(order.total),
      refundDue(order) ? money(order.total) : '',
      localTime(order.paidAt, timeZone),
      order.source === 'manual' ? 'Entered by the bakery' : 'Online',
      localTime(order.createdAt, timeZone),
    ]);
  }
  const counts = countOrders(orders);
  const cancelled = counts.cancelled > 0 ? ` (${counts.cancelled} cancelled not counted)` : '';
  rows.push([
    `Total of ${counts.orders} order${counts.orders === 1 ? '' : 's'}${cancelled}`,
    ...Array<string>(10).fill(''),
    formatCents(counts.totalCents),
    counts.refundsDue > 0 ? formatCents(counts.refundDueCents) : '',
    '',
    '',
    '',
  ]);
  return toCsv(rows);
}

export function orderLinesCsv(orders: readonly StoredOrder[], places: PlaceHoursSettings): string {
  const rows: (string | null)[][] = [
    [
      'Order',
      'Pickup date',
      'Location',
      'Pickup time',
      'First name',
      'Last name',
      'Status',
      'Product',
      'Flavor',
      'Quantity',
      'Unit price',
      'Deal',
      'Line total',
    ],
  ];
  for (const order of orders) {
    for (const line of parseOrderItems(order.items)) {
      rows.push([
        orderNumberText(order.number),
        ...pickup(order, places),
        ...customer(order),
        orderStatusLabels[order.status],
        (line.name ?? line.product).replace(/ \(.*\)$/, ''),
        /\((.*)\)$/.exec(line.name ?? '')?.[1] ?? line.flavor ?? '',
        String(line.quantity),
        unitPriceOf(line),
        dealOf(line),
        money(line.totalPrice),
      ]);
    }
  }
  return toCsv(rows);
}
