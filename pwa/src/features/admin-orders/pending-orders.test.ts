import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { StoredOrder } from '#shared/order';
import type { OutboxEntry } from '../../db/bakery-db';
import { pendingDifference, pendingOrderChanges, withPendingChanges } from './pending-orders';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const order = (n: number, extra: Partial<StoredOrder> = {}): StoredOrder => ({
  id: id(n),
  number: 1000 + n,
  sessionId: 's',
  firstName: 'Olive',
  lastName: '',
  email: '',
  phone: '',
  paymentMethod: 'cash',
  pickupLocation: 'home',
  items: '[]',
  total: '10.00',
  pickupDate: '2026-11-27',
  pickupSlot: null,
  overbooked: false,
  status: 'placed',
  statusReason: null,
  paymentStatus: 'unpaid',
  paidAt: null,
  refundedAt: null,
  source: 'online',
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  ...extra,
});
let seq = 0;
/** An edit as the outbox keeps it: the shared union's, by its name. */
const entry = (kind: string, fields: object, status: OutboxEntry['status'] = 'pending'): OutboxEntry => ({
  seq: ++seq,
  queue: 'admin',
  idempotencyKey: `key-${seq}`,
  kind,
  payload: { kind, ...fields },
  description: kind,
  status,
  attempts: 0,
  createdAt: Date.parse('2026-11-27T22:00:00Z'),
});

describe("the owner's waiting order edits, shown over what the server said", () => {
  const server = [order(1), order(2), order(3, { status: 'cancelled', paymentStatus: 'paid' })];

  it.each([
    [
      'nothing waiting',
      [],
      [
        ['placed', 'unpaid'],
        ['placed', 'unpaid'],
        ['cancelled', 'paid'],
      ],
    ],
    [
      'ready, paid, then picked up: applied in order',
      [
        entry('set-order-status', { id: id(1), status: 'ready' }),
        entry('set-order-payment', { id: id(1), paid: true }),
        entry('set-order-status', { id: id(1), status: 'picked-up' }),
      ],
      [
        ['picked-up', 'paid'],
        ['placed', 'unpaid'],
        ['cancelled', 'paid'],
      ],
    ],
    [
      'a refund marked',
      [entry('set-order-refund', { id: id(3), refunded: true })],
      [
        ['placed', 'unpaid'],
        ['placed', 'unpaid'],
        ['cancelled', 'refunded'],
      ],
    ],
    [
      'a refused edit, an unknown kind, a damaged payload and another device kind: not shown',
      [
        entry('set-order-status', { id: id(2), status: 'ready' }, 'failed'),
        entry('set-stock', { id: 'focaccia', stock: 3 }),
        entry('set-order-payment', { id: id(2), paid: 'yes' }),
        entry('set-order-status', { id: id(2), status: 'baked' }),
      ],
      [
        ['placed', 'unpaid'],
        ['placed', 'unpaid'],
        ['cancelled', 'paid'],
      ],
    ],
  ])('%s', (_name, entries, shown) => {
    const orders = withPendingChanges(server, pendingOrderChanges(entries));
    expect(orders.map((each) => [each.status, each.paymentStatus])).toEqual(shown);
  });

  it('dates a payment by when she tapped it', () => {
    const [paid] = withPendingChanges(
      [order(1)],
      pendingOrderChanges([entry('set-order-payment', { id: id(1), paid: true })]),
    );
    expect(paid!.paidAt).toBe('2026-11-27T22:00:00.000Z');
  });

  it('adds to the figures the difference the waiting edits make', () => {
    const changes = pendingOrderChanges([
      entry('set-order-payment', { id: id(1), paid: true }),
      entry('set-order-status', { id: id(2), status: 'no-show' }),
      entry('set-order-refund', { id: id(3), refunded: true }),
      entry('set-order-status', { id: id(9), status: 'ready' }), // not on this list
    ]);
    expect(pendingDifference(server, changes)).toEqual({
      orders: 0,
      pickedUp: 0,
      noShows: 1,
      cancelled: 0,
      totalCents: 0,
      paidCents: 1000,
      noShowOwedCents: 1000,
      refundsDue: -1,
      refundDueCents: -1000,
      standing: 0,
    });
  });
});
