import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { OwnerStandingOrder } from '#shared/standing-orders';
import type { OutboxEntry } from '../../db/bakery-db';
import { waitingStandingEdits, waitingStateOf, withWaitingEdits } from './pending-standing';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const line = (quantity: number) => ({
  product: 'sandwich-bread',
  name: 'Sandwich Bread',
  flavor: null,
  quantity,
  unitPrice: '9.00',
});
const standing = (n: number, extra: Partial<OwnerStandingOrder> = {}): OwnerStandingOrder => ({
  id: id(n),
  status: 'requested',
  statusReason: null,
  statusBy: null,
  firstName: 'Rhea',
  lastName: 'Baker',
  email: 'rhea@example.com',
  phone: '406-555-0100',
  paymentMethod: 'cash',
  pickupLocation: 'home',
  pickupSlot: null,
  lines: [line(1)],
  pendingLines: null,
  weeklyTotal: '9.00',
  weeks: [
    {
      pickupDate: '2026-12-04',
      outcome: 'refused',
      orderNumber: null,
      orderPage: null,
      reason: 'Only 1 left',
      canPlaceNow: true,
    },
  ],
  createdAt: '2026-11-27T10:00:00.000Z',
  approvedAt: null,
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

/** What the owner's page shows of each regular, given the server's list and her outbox. */
const shown = (list: OwnerStandingOrder[], entries: OutboxEntry[]) =>
  withWaitingEdits(list, waitingStandingEdits(entries)).map((each) => [
    each.status,
    each.lines.map((l) => l.quantity),
    each.pendingLines?.map((l) => l.quantity) ?? null,
    each.weeks[0]!.outcome,
  ]);

describe("the owner's waiting standing-order edits, shown over what the server said", () => {
  const server = [
    standing(1),
    standing(2, { status: 'active', pendingLines: [line(4)] }),
    standing(3, { status: 'active' }),
  ];

  it.each([
    [
      'nothing waiting',
      [],
      [
        ['requested', [1], null, 'refused'],
        ['active', [1], [4], 'refused'],
        ['active', [1], null, 'refused'],
      ],
    ],
    [
      'her yes to a request, and to more, waiting to be sent',
      [entry('approve-standing-order', { id: id(1) }), entry('approve-standing-order', { id: id(2) })],
      [
        ['active', [1], null, 'refused'],
        ['active', [4], null, 'refused'],
        ['active', [1], null, 'refused'],
      ],
    ],
    [
      'her yes refused (the pickup is full): not shown as done',
      [entry('approve-standing-order', { id: id(1) }, 'failed')],
      [
        ['requested', [1], null, 'refused'],
        ['active', [1], [4], 'refused'],
        ['active', [1], null, 'refused'],
      ],
    ],
    [
      'her no to more, a pause, a stop and a week placed now',
      [
        entry('decline-standing-order', { id: id(2) }),
        entry('pause-standing-order', { id: id(3), paused: true }),
        entry('place-standing-week', { id: id(3), pickupDate: '2026-12-04' }),
        entry('stop-standing-order', { id: id(1) }),
      ],
      [
        ['cancelled', [1], null, 'refused'],
        ['active', [1], null, 'refused'],
        ['paused', [1], null, 'placed'],
      ],
    ],
    [
      'an entry this version cannot read changes nothing',
      [entry('approve-standing-order', { id: 'not-an-id' }), entry('pause-standing-order', { id: id(3) })],
      [
        ['requested', [1], null, 'refused'],
        ['active', [1], [4], 'refused'],
        ['active', [1], null, 'refused'],
      ],
    ],
  ])('%s', (_name, entries, expected) => {
    expect(shown(server, entries)).toEqual(expected);
  });

  it('says of each card whether an edit of it waits or was refused', () => {
    const waiting = waitingStandingEdits([
      entry('approve-standing-order', { id: id(1) }, 'failed'),
      entry('pause-standing-order', { id: id(3), paused: true }),
    ]);
    expect([1, 2, 3].map((n) => waitingStateOf(id(n), waiting))).toEqual(['refused', 'none', 'waiting']);
  });
});
