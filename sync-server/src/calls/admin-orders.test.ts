import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api';
import type { StoredOrder } from '#shared/order';
import { orderStatuses, canMoveOrder, type OrderStatus } from '#shared/order-status';
import type { PickupSummary } from '#shared/owner-orders';
import { setStock, stockOf } from '../testing/orders';
import { asOwner, placeOrder, sentMail } from '../testing/owner';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let session = 0;
const nextSession = () => `owner-orders-${++session}`;

beforeAll(async () => {
  server = await startTestServer();
  await setStock(server, 'burger-buns', 500);
  await setStock(server, 'sandwich-bread', 500);
  await setStock(server, 'focaccia', 500);
});
afterAll(() => server.stop());

const moveTo = (order: StoredOrder, status: OrderStatus, key?: string, reason?: string) =>
  asOwner<{ order: StoredOrder } & ApiError>(
    server,
    'PATCH',
    `/api/admin/orders/${order.id}/status`,
    reason ? { status, reason } : { status },
    key,
  );

const statusOf = async (order: StoredOrder) =>
  ((await server.db('orders').where({ id: order.id }).first()) as { status: string }).status;

/** Puts a new order into a status by the allowed path. */
async function orderIn(status: OrderStatus): Promise<StoredOrder> {
  const order = await placeOrder(server, nextSession(), [{ productId: 'sandwich-bread', quantity: 1 }]);
  const path: Record<OrderStatus, OrderStatus[]> = {
    placed: [],
    ready: ['ready'],
    'picked-up': ['ready', 'picked-up'],
    'no-show': ['no-show'],
    cancelled: ['cancelled'],
  };
  for (const step of path[status]) expect((await moveTo(order, step)).status).toBe(200);
  return order;
}

describe('an order placed online', () => {
  it('gets a number from 1001 up, the next home pickup day, and starts placed and unpaid', async () => {
    const first = await placeOrder(server, nextSession(), [{ productId: 'sandwich-bread', quantity: 1 }]);
    const second = await placeOrder(server, nextSession(), [{ productId: 'sandwich-bread', quantity: 1 }]);
    expect(first.number).toBeGreaterThanOrEqual(1001);
    expect(second.number).toBe(first.number + 1);
    const settings = (await server.request<{ nextPickupDates: Record<string, string> }>('GET', '/api/pickup-settings'))
      .body;
    expect(first.pickupDate).toBe(settings.nextPickupDates.home);
    expect(first).toMatchObject({ status: 'placed', paymentStatus: 'unpaid', paidAt: null, source: 'online' });
  });

  it('at the farmers market gets the next market day, also in its e-mail', async () => {
    const order = await placeOrder(server, nextSession(), [{ productId: 'sandwich-bread', quantity: 1 }], {
      pickupLocation: 'farmers-market',
    });
    const settings = (await server.request<{ nextPickupDates: Record<string, string> }>('GET', '/api/pickup-settings'))
      .body;
    expect(order.pickupDate).toBe(settings.nextPickupDates['farmers-market']);
    expect(new Date(`${order.pickupDate}T12:00:00Z`).getUTCDay()).toBe(6); // Saturday by default
    const mail = (await sentMail(server)).find(
      (m) => m.text.includes(`#${order.number}`) && m.text.includes('Farmers Market'),
    );
    expect(mail).toBeDefined();
  });
});

describe('PATCH /api/admin/orders/{id}/status', () => {
  const moves = orderStatuses.flatMap((from) => orderStatuses.filter((to) => to !== from).map((to) => [from, to]));

  it.each(moves)('from %s to %s follows the transition rule', async (from, to) => {
    const order = await orderIn(from as OrderStatus);
    const answer = await moveTo(order, to as OrderStatus);
    if (canMoveOrder(from as OrderStatus, to as OrderStatus)) {
      expect(answer.status).toBe(200);
      expect(answer.body.order.status).toBe(to);
      expect(await statusOf(order)).toBe(to);
    } else {
      expect(answer.status).toBe(409);
      expect(answer.body.reason).toBe('invalid-transition');
      expect(await statusOf(order)).toBe(from);
    }
  });

  it('allows the contract moves and undoing a mistaken pickup, and never leaves cancelled', () => {
    expect(canMoveOrder('placed', 'ready')).toBe(true);
    expect(canMoveOrder('ready', 'picked-up')).toBe(true);
    expect(canMoveOrder('no-show', 'cancelled')).toBe(true);
    expect(canMoveOrder('picked-up', 'ready')).toBe(true);
    expect(canMoveOrder('picked-up', 'cancelled')).toBe(false);
    expect(orderStatuses.some((to) => canMoveOrder('cancelled', to))).toBe(false);
  });

  it('answers 404 for an unknown order and 400 for an unknown status, changing nothing', async () => {
    expect((await moveTo({ id: '00000000-0000-4000-8000-000000000000' } as StoredOrder, 'ready')).status).toBe(404);
    expect((await moveTo({ id: 'not-a-uuid' } as StoredOrder, 'ready')).status).toBe(404);
    const order = await orderIn('placed');
    const answer = await asOwner<ApiError>(server, 'PATCH', `/api/admin/orders/${order.id}/status`, {
      status: 'eaten',
    });
    expect(answer.status).toBe(400);
    expect(await statusOf(order)).toBe('placed');
  });
});

describe('cancelling', () => {
  it('gives the stock back once under replays of one key and under other keys, and tells the customer', async () => {
    await setStock(server, 'focaccia', 20);
    const order = await placeOrder(server, nextSession(), [
      { productId: 'focaccia', flavor: 'rosemary-garlic', quantity: 2 },
      { productId: 'focaccia', flavor: 'regular', quantity: 1 },
    ]);
    expect(await stockOf(server, 'focaccia')).toBe(17);
    const answers = await Promise.all([
      moveTo(order, 'cancelled', 'cancel-1', 'Oven broke'),
      moveTo(order, 'cancelled', 'cancel-1', 'Oven broke'),
      moveTo(order, 'cancelled', 'cancel-2', 'Oven broke'),
      // No key. The same reason as the others: any of the four may be the one that cancels (on
      // PostgreSQL they truly race), and the mail gives that one's reason.
      moveTo(order, 'cancelled', undefined, 'Oven broke'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await moveTo(order, 'cancelled', 'cancel-1', 'Oven broke')).toMatchObject({ status: 200 });
    expect(await stockOf(server, 'focaccia')).toBe(20);
    const mails = (await sentMail(server)).filter(
      (m) => m.text.includes(`order #${order.number}`) && /cancelled/.test(m.text),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Oven broke');
  });

  it('a no-show keeps its stock taken; cancelling it later restocks', async () => {
    await setStock(server, 'burger-buns', 10);
    const order = await placeOrder(server, nextSession(), [{ productId: 'burger-buns', quantity: 4 }]);
    await moveTo(order, 'no-show');
    expect(await stockOf(server, 'burger-buns')).toBe(6);
    await moveTo(order, 'cancelled');
    expect(await stockOf(server, 'burger-buns')).toBe(10);
  });
});

describe('PATCH /api/admin/orders/{id}/payment', () => {
  it('marks paid with the time, and unpaid again', async () => {
    const order = await orderIn('placed');
    const paid = await asOwner<{ order: StoredOrder }>(server, 'PATCH', `/api/admin/orders/${order.id}/payment`, {
      paid: true,
    });
    expect(paid.status).toBe(200);
    expect(paid.body.order.paymentStatus).toBe('paid');
    expect(paid.body.order.paidAt).toBe(
      server.clock.now().toISOString().slice(0, 16) + paid.body.order.paidAt!.slice(16),
    );
    const unpaid = await asOwner<{ order: StoredOrder }>(server, 'PATCH', `/api/admin/orders/${order.id}/payment`, {
      paid: false,
    });
    expect(unpaid.body.order).toMatchObject({ paymentStatus: 'unpaid', paidAt: null });
    const bad = await asOwner<ApiError>(server, 'PATCH', `/api/admin/orders/${order.id}/payment`, { paid: 'yes' });
    expect(bad.status).toBe(400);
  });
});

describe('GET /api/orders and /api/admin/pickups', () => {
  it('filters by pickup, status and payment, searches, and pages by number', async () => {
    const marketSession = nextSession();
    const order = await placeOrder(server, marketSession, [{ productId: 'burger-buns', quantity: 4 }], {
      firstName: 'Zelda',
      lastName: 'Quist',
      email: 'zelda@quist.test',
      phone: '(406) 555-9876',
      pickupLocation: 'farmers-market',
    });
    const list = async (query: string) =>
      (await asOwner<StoredOrder[]>(server, 'GET', `/api/orders?${query}`)).body.map((o) => o.id);
    expect(await list('q=zelda')).toEqual([order.id]);
    expect(await list('q=QUIST')).toEqual([order.id]);
    expect(await list('q=zelda quist')).toEqual([order.id]);
    expect(await list(`q=%23${order.number}`)).toEqual([order.id]);
    expect(await list('q=4065559876')).toEqual([order.id]);
    expect(await list('q=100%25')).toEqual([]);
    expect(await list(`pickupDate=${order.pickupDate}&pickupLocation=farmers-market`)).toContain(order.id);
    expect(await list(`pickupDate=${order.pickupDate}&pickupLocation=home`)).not.toContain(order.id);
    expect(await list('status=cancelled')).not.toContain(order.id);
    expect(await list('paymentStatus=unpaid')).toContain(order.id);

    const first = await asOwner<StoredOrder[]>(server, 'GET', '/api/orders?limit=2');
    expect(first.body).toHaveLength(2);
    const before = first.headers.get('X-Next-Before');
    expect(Number(before)).toBe(first.body[1]!.number);
    const second = await asOwner<StoredOrder[]>(server, 'GET', `/api/orders?limit=2&before=${before}`);
    expect(second.body[0]!.number).toBeLessThan(first.body[1]!.number);
    expect((await asOwner(server, 'GET', '/api/orders?pickupDate=2026-02-30')).status).toBe(400);
  });

  it('adds up each pickup in cents: cancelled counts nowhere, a no-show apart', async () => {
    const fresh = await startTestServer();
    try {
      const buns = async (quantity: number) =>
        placeOrder(fresh, `pickup-sum-${quantity}-${Math.random()}`, [{ productId: 'burger-buns', quantity }]);
      const a = await buns(4); // $10.00
      const b = await buns(6); // $15.00
      const c = await buns(5); // $12.50
      await asOwner(fresh, 'PATCH', `/api/admin/orders/${a.id}/payment`, { paid: true });
      await asOwner(fresh, 'PATCH', `/api/admin/orders/${b.id}/status`, { status: 'no-show' });
      await asOwner(fresh, 'PATCH', `/api/admin/orders/${c.id}/status`, { status: 'cancelled' });
      const pickups = (await asOwner<PickupSummary[]>(fresh, 'GET', '/api/admin/pickups')).body;
      expect(pickups).toEqual([
        {
          pickupDate: a.pickupDate,
          pickupLocation: 'home',
          orders: 2,
          total: (Number(a.total) + Number(b.total)).toFixed(2),
          paid: a.total,
          owed: b.total,
          cancelled: 1,
          noShows: 1,
          noShowOwed: b.total,
          pickedUp: 0,
          refundsDue: 0,
          refundDue: '0.00',
          standing: 0,
        },
      ]);
    } finally {
      await fresh.stop();
    }
  });
});
