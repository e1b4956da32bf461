import { describe, expect, it } from 'vitest';
import type { PickupSummary } from '#shared/owner-orders';
import {
  addressOf,
  anyFilters,
  defaultPickupDate,
  emptyListTitle,
  filtersFromAddress,
  orderQuery,
  pickupChoices,
  pickupDays,
  pickupFigures,
  pickupTitle,
  slotBoardLocations,
} from './order-filters';
import { queryString } from '../../lib/query-string';

const pickup = (pickupDate: string, pickupLocation: 'home' | 'farmers-market', total: string, paid: string) =>
  ({
    pickupDate,
    pickupLocation,
    orders: 2,
    total,
    paid,
    owed: (Number(total) - Number(paid)).toFixed(2),
    cancelled: 1,
    noShows: 0,
    noShowOwed: '0.00',
    pickedUp: 1,
    refundsDue: 0,
    refundDue: '0.00',
  }) satisfies PickupSummary;

const pickups = [
  pickup('2026-11-28', 'farmers-market', '20.10', '0.00'),
  pickup('2026-11-27', 'home', '45.20', '12.10'),
  pickup('2026-11-20', 'home', '30.00', '30.00'),
];

describe('the orders page by pickup', () => {
  it.each([
    [['2026-11-27', '2026-11-28'], '2026-11-27'], // the next pickup that has orders
    [['2026-11-28', '2026-12-04'], '2026-11-28'],
    [['2026-12-04', '2026-12-05'], '2026-11-28'], // none ahead: the latest that had orders
  ])('opens on the right pickup when the next ones are %j', (next, expected) => {
    expect(defaultPickupDate(pickups, next)).toBe(expected);
  });

  it('opens on the next pickup before any order', () => {
    expect(defaultPickupDate([], ['2026-11-28', '2026-11-27'])).toBe('2026-11-27');
  });

  it('lists the pickup days newest first, the next ones included', () => {
    expect(pickupDays(pickups, ['2026-12-04'])).toEqual(['2026-12-04', '2026-11-28', '2026-11-27', '2026-11-20']);
  });

  it('adds a day up in cents, both locations or one', () => {
    expect(pickupFigures(pickups, '2026-11-27', '')).toMatchObject({ orders: 2, totalCents: 4520, paidCents: 1210 });
    expect(
      pickupFigures([...pickups, pickup('2026-11-27', 'farmers-market', '0.30', '0.10')], '2026-11-27', ''),
    ).toMatchObject({
      orders: 4,
      totalCents: 4550,
      paidCents: 1220,
    });
    expect(pickupFigures(pickups, '2026-11-27', 'farmers-market')).toMatchObject({ orders: 0, totalCents: 0 });
  });

  it('asks the server only for the filters that are set', () => {
    const query = orderQuery({ ...anyFilters, pickupDate: '2026-11-27', q: ' maya ' }, 100);
    expect(query).toEqual({ pickupDate: '2026-11-27', q: 'maya', limit: 100 });
    expect(queryString(query)).toBe('pickupDate=2026-11-27&q=maya&limit=100');
    expect(orderQuery(anyFilters)).toEqual({});
  });

  it.each([
    ['', { ...anyFilters, pickupDate: '2026-11-27' }],
    ['pickup=all&q=maya', { ...anyFilters, q: 'maya' }],
    [
      'pickup=2026-11-20&location=farmers-market&status=no-show&payment=unpaid',
      {
        pickupDate: '2026-11-20',
        pickupLocation: 'farmers-market',
        status: 'no-show',
        paymentStatus: 'unpaid',
        q: '',
        pickupSlot: '',
        sort: '',
      },
    ],
    [
      'pickup=2026-11-27&slot=15:30&sort=slot',
      { ...anyFilters, pickupDate: '2026-11-27', pickupSlot: '15:30', sort: 'slot' },
    ],
    ['pickup=2026-11-27&slot=3pm&sort=name', { ...anyFilters, pickupDate: '2026-11-27' }],
    ['pickup=friday&location=The+Moon!&status=lost&payment=maybe', { ...anyFilters, pickupDate: '2026-11-27' }],
  ])('reads the address ?%s, and writes it back', (address, filters) => {
    const read = filtersFromAddress(new URLSearchParams(address), '2026-11-27');
    expect(read).toEqual(filters);
    expect(filtersFromAddress(addressOf(read), '2026-12-04')).toEqual(read);
  });
});

describe('the pickups to choose a bake list from', () => {
  it('lists each day and location once, newest first, and opens on the next with orders', () => {
    const { choices, opening } = pickupChoices(pickups, { home: '2026-11-27', 'farmers-market': '2026-11-28' });
    expect(choices.map((c) => `${c.pickupDate} ${c.pickupLocation}`)).toEqual([
      '2026-11-28 farmers-market',
      '2026-11-27 home',
      '2026-11-20 home',
    ]);
    expect(opening).toEqual({ pickupDate: '2026-11-27', pickupLocation: 'home' });
  });

  it('opens on the next pickup before any order, and on the latest when none is ahead', () => {
    expect(pickupChoices([], { home: '2026-12-04', 'farmers-market': '2026-12-05' }).opening).toEqual({
      pickupDate: '2026-12-04',
      pickupLocation: 'home',
    });
    expect(pickupChoices(pickups, {}).opening).toEqual({ pickupDate: '2026-11-28', pickupLocation: 'farmers-market' });
  });
});

describe('what a list and a print-out are titled', () => {
  const filters = filtersFromAddress(new URLSearchParams('pickup=2026-11-27'), '');
  it.each([
    [{}, 'No orders for this pickup yet'],
    [{ q: 'Maya' }, 'No orders match "Maya"'], // the pickup has orders: the search found none
    [{ status: 'ready' as const }, 'No orders match these filters'],
    [{ pickupDate: '' }, 'No orders yet'],
  ])('an empty list with %j: %s', (changes, title) => {
    expect(emptyListTitle({ ...filters, ...changes })).toBe(title);
  });

  it.each([
    ['', [], 'Friday, November 27 · Home and market'],
    ['', [{ pickupLocation: 'home' }, { pickupLocation: 'home' }], 'Friday, November 27 · Home'],
    ['', [{ pickupLocation: 'home' }, { pickupLocation: 'farmers-market' }], 'Friday, November 27 · Home and market'],
    ['farmers-market', [], 'Friday, November 27 · Farmers market'],
  ] as const)('order cards of %j with %j: %s', (location, orders, title) => {
    expect(pickupTitle('2026-11-27', location, orders)).toBe(title);
  });
});

describe('the slot boards of a pickup day', () => {
  // Friday home pickups and Saturday markets; 2026-12-04 is a Friday, 2026-12-05 a Saturday.
  const schedule = { pickupWeekday: 5, marketWeekday: 6 };
  it.each([
    ['a market Saturday: the market only', '2026-12-05', '', [], ['farmers-market']],
    ['a home Friday: the home pickup only', '2026-12-04', '', [], ['home']],
    ['a Saturday filtered to home: none', '2026-12-05', 'home', [], []],
    [
      'a Saturday with home orders on it (the schedule moved since): both',
      '2026-12-05',
      '',
      [{ pickupDate: '2026-12-05', pickupLocation: 'home' }],
      ['home', 'farmers-market'],
    ],
    ['every pickup (no day): none', '', '', [], []],
  ] as const)('%s', (_label, date, location, pickups, boards) => {
    expect(slotBoardLocations(date, location, schedule, pickups)).toEqual(boards);
  });
});
