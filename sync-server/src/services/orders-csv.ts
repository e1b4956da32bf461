import { parseOrderItems } from '#shared/order-items';
import type { StoredOrder } from '#shared/order';
import { orderNumberText } from '#shared/order-status';

/**
 * The owner's orders as a spreadsheet (CONTRACT.md section 8): one row per order line, dates
 * in ISO, money as plain numbers, quoted by RFC 4180. A cell a spreadsheet would run as a
 * formula (= + - @, tab, carriage return first) gets a ' in front: a customer who types
 * =HYPERLINK(...) as her name gets her name printed, not a link run.
 */
const header = [
  'Order',
  'Pickup date',
  'Location',
  'Status',
  'Payment',
  'Paid at',
  'First name',
  'Last name',
  'E-mail',
  'Phone',
  'Payment method',
  'Product',
  'Flavor',
  'Quantity',
  'Unit price',
  'Line total',
  'Order total',
  'Source',
  'Placed at',
];

export function neutralise(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

export function csvCell(value: string | null | undefined): string {
  const text = neutralise(value ?? '');
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function ordersCsv(orders: readonly StoredOrder[]): string {
  const rows: (string | null)[][] = [header];
  for (const order of orders) {
    for (const line of parseOrderItems(order.items)) {
      rows.push([
        orderNumberText(order.number),
        order.pickupDate,
        order.pickupLocation,
        order.status,
        order.paymentStatus,
        order.paidAt,
        order.firstName,
        order.lastName,
        order.email,
        order.phone,
        order.paymentMethod,
        line.name ?? line.product,
        line.flavor ?? '',
        String(line.quantity),
        line.unitPrice ? money(line.unitPrice) : null,
        money(line.totalPrice),
        money(order.total),
        order.source,
        order.createdAt,
      ]);
    }
  }
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** "12.00": a plain number a spreadsheet reads as money, no "$". */
const money = (amount: string) => Number(amount).toFixed(2);
