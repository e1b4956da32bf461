import { describe, expect, it } from 'vitest';
import type { OrderStatus, PaymentStatus } from './order-status';
import { addCounts, countOrder, countOrders, countsOf, noCounts, summarisePickups } from './pickup-figures';

const order = (status: OrderStatus, paymentStatus: PaymentStatus, total = '10.00') => ({
  status,
  paymentStatus,
  total,
});

describe('what one order adds to its pickup', () => {
  it.each([
    ['placed', 'unpaid', { orders: 1, totalCents: 1000 }],
    ['ready', 'paid', { orders: 1, totalCents: 1000, paidCents: 1000 }],
    ['picked-up', 'paid', { orders: 1, pickedUp: 1, totalCents: 1000, paidCents: 1000 }],
    ['no-show', 'unpaid', { orders: 1, noShows: 1, totalCents: 1000, noShowOwedCents: 1000 }],
    ['no-show', 'paid', { orders: 1, noShows: 1, totalCents: 1000, paidCents: 1000 }],
    ['cancelled', 'unpaid', { cancelled: 1 }],
    ['cancelled', 'paid', { cancelled: 1, refundsDue: 1, refundDueCents: 1000 }],
    ['cancelled', 'refunded', { cancelled: 1 }],
  ] as const)('a %s, %s order counts %j', (status, payment, counts) => {
    expect(countOrder(order(status, payment))).toEqual({ ...noCounts, ...counts });
  });
});

describe('standing orders in the figures', () => {
  it('counts an order placed from a standing order as one, unless cancelled', () => {
    expect(countOrder({ ...order('placed', 'unpaid'), standingOrderId: 'standing-1' }).standing).toBe(1);
    expect(countOrder({ ...order('cancelled', 'unpaid'), standingOrderId: 'standing-1' }).standing).toBe(0);
    expect(countOrder(order('placed', 'unpaid')).standing).toBe(0);
  });
});

describe('the sums of a pickup', () => {
  const orders = [
    order('placed', 'unpaid', '4.10'),
    order('picked-up', 'paid', '4.10'),
    order('picked-up', 'paid', '4.10'),
    order('no-show', 'unpaid', '32.00'),
    order('cancelled', 'paid', '12.00'),
  ];

  it('adds in cents: 3 x 4.10 is 12.30', () => {
    const counts = countOrders(orders);
    expect(counts).toMatchObject({ orders: 4, totalCents: 4430, paidCents: 820, noShowOwedCents: 3200 });
    expect(counts.totalCents - counts.paidCents).toBe(3610);
  });

  it('is the same whichever way it is added up, and a change is after minus before', () => {
    const halves = addCounts(countOrders(orders.slice(0, 2)), countOrders(orders.slice(2)));
    expect(halves).toEqual(countOrders(orders));
    const markedPaid = addCounts(
      addCounts(countOrders(orders), countOrder(orders[0]!), -1),
      countOrder({ ...orders[0]!, paymentStatus: 'paid' }),
    );
    expect(markedPaid).toEqual(countOrders([{ ...orders[0]!, paymentStatus: 'paid' }, ...orders.slice(1)]));
  });

  it('summarises each pickup apart, newest first, home before the market, and reads back', () => {
    const at = (pickupDate: string, pickupLocation: string) => ({ pickupDate, pickupLocation });
    const summaries = summarisePickups([
      { ...orders[0]!, ...at('2026-11-27', 'home') },
      { ...orders[1]!, ...at('2026-11-28', 'farmers-market') },
      { ...orders[4]!, ...at('2026-11-27', 'home') },
      { ...orders[3]!, ...at('2026-11-27', 'farmers-market') },
    ]);
    expect(summaries.map((s) => [s.pickupDate, s.pickupLocation, s.orders, s.total])).toEqual([
      ['2026-11-28', 'farmers-market', 1, '4.10'],
      ['2026-11-27', 'home', 1, '4.10'],
      ['2026-11-27', 'farmers-market', 1, '32.00'],
    ]);
    expect(summaries[1]).toMatchObject({ cancelled: 1, refundsDue: 1, refundDue: '12.00', owed: '4.10' });
    expect(countsOf(summaries[2]!)).toEqual(countOrder(orders[3]!));
  });
});
