import { describe, expect, it } from 'vitest';
import { csvCell } from '#shared/csv';
import { dealOf, orderLinesCsv, ordersCsv } from './orders-csv';

describe('a CSV cell', () => {
  it.each([
    ['Maya', 'Maya'],
    ['=1+2', "'=1+2"],
    ['+14065550142', "'+14065550142"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['\rReturn', `"'\rReturn"`],
    ['Smith, Jr.', '"Smith, Jr."'],
    ['She said "hi"', '"She said ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['a=b', 'a=b'],
    ['', ''],
    [null, ''],
  ])('%j is written %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });
});

describe('the deal of a line', () => {
  it.each([
    ['raspberry-scone', 1, ''],
    ['raspberry-scone', 3, '3 for $12 (1 group)'],
    ['raspberry-scone', 4, '3 for $12 (1 group)'], // 4 scones: $12 and one at $4.50, never 4.125 each
    ['english-muffins', 7, '3 for $12 (2 groups)'],
    ['focaccia', 6, ''],
  ])('%s x %i is %j', (product, quantity, deal) => {
    expect(dealOf({ product, quantity })).toBe(deal);
  });
});

describe('the pickup time', () => {
  const order = {
    id: 'a',
    number: 1001,
    sessionId: 's',
    firstName: 'Ada',
    lastName: 'Lane',
    email: 'ada@example.com',
    phone: '406',
    paymentMethod: 'cash',
    pickupLocation: 'home',
    items: JSON.stringify([
      { product: 'raspberry-scone', name: 'Raspberry Scone', quantity: 4, unitPrice: '4.50', totalPrice: '16.50' },
    ]),
    total: '16.50',
    pickupDate: '2026-11-27',
    pickupSlot: '15:30',
    overbooked: false,
    status: 'placed',
    statusReason: null,
    paymentStatus: 'unpaid',
    paidAt: null,
    refundedAt: null,
    source: 'online',
    createdAt: '2026-11-24T17:00:00.000Z',
    updatedAt: '2026-11-24T17:00:00.000Z',
  } as const;

  it('is on every row of both files, beside the day and the place', () => {
    const [, row] = ordersCsv([order], 'America/Denver', {}).split('\r\n');
    expect(row).toMatch(/^#1001,2026-11-27,Home,15:30,Ada,Lane,/);
    const [, line] = orderLinesCsv([order], {}).split('\r\n');
    expect(line).toBe('#1001,2026-11-27,Home,15:30,Ada,Lane,Placed,Raspberry Scone,,4,4.50,3 for $12 (1 group),16.50');
  });
});
