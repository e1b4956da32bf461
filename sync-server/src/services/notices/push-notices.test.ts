import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredOrder } from '#shared/order';
import { addPhone } from '../../testing/notices';
import { placeOrder } from '../../testing/owner';
import { startTestServer, type TestServer } from '../../testing/test-server';
import type { PushKind } from '../mail/outbox';
import { pushRecipients, type PushNotice } from './push-notices';
import { timeLimit } from '../../testing/time-limits';

/** THE rule of who hears of each push kind, as a table (docs/notices.md). */
let server: TestServer;
let orderA: StoredOrder;
let orderB: StoredOrder;
const phones = new Map<string, string>(); // name -> subscription id

async function phone(name: string, topics: { topic: string; adminSessionId?: string }[]) {
  const id = await addPhone(server, topics);
  phones.set(id, name);
}

beforeAll(async () => {
  server = await startTestServer();
  orderA = await placeOrder(server, 'recipients-a', [{ productId: 'focaccia', quantity: 1 }]);
  orderB = await placeOrder(server, 'recipients-b', [{ productId: 'focaccia', quantity: 1 }]);
  // A market order next week: another window than A's.
  await server.db('orders').where({ id: orderB.id }).update({ pickupDate: '2099-01-01' });
  await server.adminToken();
  const [signedIn] = (await server.db('admin_sessions').pluck('id')) as string[];
  const ended = randomUUID();
  const admin = (await server.db('admin_users').first()) as { id: string };
  const past = new Date(Date.now() - 1000).toISOString();
  await server
    .db('admin_sessions')
    .insert({ id: ended, adminId: admin.id, sessionToken: 'e'.repeat(64), expiresAt: past, createdAt: past });

  await phone('opening', [{ topic: 'orders-open' }]);
  await phone('opening, ordered A', [{ topic: 'orders-open' }, { topic: `order:${orderA.id}` }]);
  await phone('opening, ordered B', [{ topic: 'orders-open' }, { topic: `order:${orderB.id}` }]);
  await phone('order A', [{ topic: `order:${orderA.id}` }]);
  await phone('order B', [{ topic: `order:${orderB.id}` }]);
  await phone('owner', [{ topic: 'owner', adminSessionId: signedIn! }]);
  await phone('owner, session over', [{ topic: 'owner', adminSessionId: ended }]);
}, timeLimit(60_000));
afterAll(() => server?.stop());

const table: [kind: PushKind, notice: () => PushNotice, expected: string[]][] = [
  [
    'orders-open',
    () => ({ kind: 'orders-open', pickupDate: 'Friday' }),
    ['opening', 'opening, ordered A', 'opening, ordered B'],
  ],
  [
    'closing-soon',
    () => ({ kind: 'closing-soon', pickupDate: 'Friday', closesAt: 'Wednesday', pickupDates: [orderA.pickupDate] }),
    ['opening', 'opening, ordered B'],
  ],
  ['order-ready', () => ({ kind: 'order-ready', order: orderA }), ['opening, ordered A', 'order A']],
  ['pickup-reminder', () => ({ kind: 'pickup-reminder', order: orderB }), ['opening, ordered B', 'order B']],
  ['new-order', () => ({ kind: 'new-order', order: orderA }), ['owner']],
  ['failed-checkout', () => ({ kind: 'failed-checkout', name: 'Wren', reason: 'orders were closed' }), ['owner']],
  ['customer-cancel', () => ({ kind: 'customer-cancel', order: orderA }), ['owner']],
  ['standing-change', () => ({ kind: 'standing-change', id: 'x', title: 'Pia paused', body: 'home' }), ['owner']],
  ['standing-refused', () => ({ kind: 'standing-refused', pickup: 'Friday', count: 2, reason: 'Sold out' }), ['owner']],
];

describe('who hears of each kind', () => {
  it.each(table)('%s', async (kind, notice, expected) => {
    const rule = pushRecipients[kind] as (db: TestServer['db'], notice: PushNotice, now: Date) => Promise<string[]>;
    const names = (await rule(server.db, notice(), new Date())).map((id) => phones.get(id)).sort();
    expect(names).toEqual([...expected].sort());
  });

  it('a cancelled order no longer keeps its phone from "closing soon"', async () => {
    await server.db('orders').where({ id: orderA.id }).update({ status: 'cancelled' });
    const notice = { kind: 'closing-soon', pickupDate: 'F', closesAt: 'W', pickupDates: [orderA.pickupDate] } as const;
    const names = (await pushRecipients['closing-soon'](server.db, notice, new Date())).map((id) => phones.get(id));
    expect(names.sort()).toEqual(['opening', 'opening, ordered A', 'opening, ordered B']);
  });
});
