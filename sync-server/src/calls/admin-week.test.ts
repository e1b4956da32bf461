import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api';
import type { InventoryItem } from '#shared/inventory';
import type { StoredOrder } from '#shared/order';
import type { BakeList, PickupNoticePreview, PickupSummary, WeeklyStats } from '#shared/owner-orders';
import { countRows, setStock, stockOf } from '../testing/orders';
import { asOwner, placeOrder, sentMail } from '../testing/owner';
import { startTestServer, type TestServer } from '../testing/test-server';

/** The owner's week: flavor prices, the bake list, the spreadsheet, notices, the dashboard. */
let server: TestServer;
let session = 0;
const shopper = () => `week-${++session}-session`;

beforeAll(async () => {
  server = await startTestServer();
  for (const id of ['focaccia', 'sandwich-bread', 'burger-buns', 'raspberry-scone']) await setStock(server, id, 100);
});
afterAll(() => server.stop());

describe('PATCH /api/inventory/{id}/flavors/{flavor}/price', () => {
  it('sets one flavor price that the shop shows and an order is charged', async () => {
    const answer = await asOwner(server, 'PATCH', '/api/inventory/focaccia/flavors/rosemary-garlic/price', {
      price: '16.50',
    });
    expect(answer.status).toBe(200);
    const shop = (await server.request<InventoryItem[]>('GET', '/api/inventory')).body;
    const flavors = JSON.parse(shop.find((item) => item.id === 'focaccia')!.flavors!) as Record<
      string,
      { price: string }
    >;
    expect(flavors['rosemary-garlic']!.price).toBe('16.50');
    const order = await placeOrder(server, shopper(), [
      { productId: 'focaccia', flavor: 'rosemary-garlic', quantity: 2 },
    ]);
    expect(order.total).toBe('33.00');
  });

  it.each(['constructor', '__proto__', 'toString', 'cheddar'])('answers 404 for the flavor %s', async (flavor) => {
    const before = await server.db('inventory').where({ id: 'focaccia' }).first();
    const answer = await asOwner<ApiError>(server, 'PATCH', `/api/inventory/focaccia/flavors/${flavor}/price`, {
      price: '1.00',
    });
    expect([400, 404]).toContain(answer.status);
    expect(await server.db('inventory').where({ id: 'focaccia' }).first()).toEqual(before);
  });

  it('answers 404 for a product without flavors and 400 for a bad price', async () => {
    expect(
      (await asOwner(server, 'PATCH', '/api/inventory/sandwich-bread/flavors/plain/price', { price: '1' })).status,
    ).toBe(404);
    expect(
      (await asOwner(server, 'PATCH', '/api/inventory/focaccia/flavors/regular/price', { price: '-1' })).status,
    ).toBe(400);
  });
});

describe('the bake list, the CSV and the dashboard of a pickup', () => {
  it('sum every order of the pickup but the cancelled ones', async () => {
    const fresh = await startTestServer();
    try {
      for (const id of ['focaccia', 'burger-buns', 'raspberry-scone']) await setStock(fresh, id, 100);
      const a = await placeOrder(fresh, 'bake-a-session', [
        { productId: 'focaccia', flavor: 'regular', quantity: 2 },
        { productId: 'burger-buns', quantity: 5 },
      ]);
      const b = await placeOrder(fresh, 'bake-b-session', [
        { productId: 'focaccia', flavor: 'regular', quantity: 1 },
        { productId: 'focaccia', flavor: 'pesto-onion', quantity: 1 },
      ]);
      const c = await placeOrder(fresh, 'bake-c-session', [{ productId: 'raspberry-scone', quantity: 3 }]);
      await asOwner(fresh, 'PATCH', `/api/admin/orders/${c.id}/status`, { status: 'cancelled' });
      await asOwner(fresh, 'PATCH', `/api/admin/orders/${b.id}/payment`, { paid: true });

      const list = (await asOwner<BakeList>(fresh, 'GET', `/api/admin/bake-list?pickupDate=${a.pickupDate}`)).body;
      expect(list.lines.map(({ productId, flavor, quantity }) => [productId, flavor, quantity])).toEqual([
        ['focaccia', 'regular', 3],
        ['focaccia', 'pesto-onion', 1],
        ['burger-buns', null, 5],
      ]);
      expect(list.lines[1]!.flavorName).toBe('Pesto Onion');
      const market = (
        await asOwner<BakeList>(
          fresh,
          'GET',
          `/api/admin/bake-list?pickupDate=${a.pickupDate}&pickupLocation=farmers-market`,
        )
      ).body;
      expect(market.lines).toEqual([]);

      const stats = (await asOwner<WeeklyStats>(fresh, 'GET', '/api/admin/stats')).body;
      const pickups = (await asOwner<PickupSummary[]>(fresh, 'GET', '/api/admin/pickups')).body;
      const home = stats.pickups.find((pickup) => pickup.pickupLocation === 'home')!;
      // The same sums as the orders page's: one rule for both.
      expect(home).toEqual(pickups.find((p) => p.pickupDate === a.pickupDate && p.pickupLocation === 'home'));
      expect(home).toMatchObject({
        pickupDate: a.pickupDate,
        orders: 2,
        total: (Number(a.total) + Number(b.total)).toFixed(2),
        paid: b.total,
        owed: a.total,
        cancelled: 1,
      });
      expect(stats.pickups.find((pickup) => pickup.pickupLocation === 'farmers-market')).toMatchObject({ orders: 0 });
      expect(stats.topProducts.slice(0, 2)).toEqual([
        { productId: 'burger-buns', name: 'Burger Buns', quantity: 5 },
        { productId: 'focaccia', name: 'Focaccia', quantity: 4 },
      ]);
      expect(stats.weeks).toHaveLength(12);
      expect(stats.weeks.at(-1)).toMatchObject({ orders: 2 });
      expect(stats.weeks.slice(0, 11).every((week) => week.orders === 0)).toBe(true);

      const csv = async (file: string, query: string) => {
        const answer = await fetch(`${fresh.url}/api/admin/${file}.csv?${query}`, {
          headers: { Authorization: `Bearer ${await fresh.adminToken()}` },
        });
        expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        return (await answer.text()).trim().split('\r\n');
      };
      const orders = await csv('orders', `pickupDate=${a.pickupDate}`);
      expect(orders[0]).toBe(
        'Order,Pickup date,Location,Pickup time,First name,Last name,E-mail,Phone,Status,Payment,Payment method,Total,Refund due,Paid at,Source,Placed at',
      );
      // One row per order, oldest first, the cancelled one left out, then the totals.
      expect(orders.slice(1, -1).map((row) => row.split(',')[0])).toEqual([`#${a.number}`, `#${b.number}`]);
      expect(orders[1]).toContain(',Home,,Maya,Running Crane,'); // no slots: no pickup time
      expect(orders[2]).toContain(',Placed,Paid,Cash,');
      expect(orders[2]).toMatch(/,20\d\d-\d\d-\d\dT\d\d:\d\d:\d\d-0[67]:00,Online,/); // bakery time, offset
      expect(orders.at(-1)).toBe(`Total of 2 orders,,,,,,,,,,,${home.total},,,,`);
      const withCancelled = await csv('orders', `pickupDate=${a.pickupDate}&cancelled=include`);
      expect(withCancelled).toHaveLength(orders.length + 1);
      expect(withCancelled.find((row) => row.startsWith(`#${c.number},`))).toContain(',Cancelled,Unpaid,');
      expect(withCancelled.at(-1)).toBe(`Total of 2 orders (1 cancelled not counted),,,,,,,,,,,${home.total},,,,`);

      const lines = await csv('order-lines', `pickupDate=${a.pickupDate}`);
      expect(lines[0]).toBe(
        'Order,Pickup date,Location,Pickup time,First name,Last name,Status,Product,Flavor,Quantity,Unit price,Deal,Line total',
      );
      expect(lines.slice(1).map((row) => row.split(',').slice(0, 1).concat(row.split(',').slice(7)))).toEqual([
        [`#${a.number}`, 'Focaccia', 'Regular', '2', '12.00', '', '24.00'],
        [`#${a.number}`, 'Burger Buns', '', '5', '2.50', '', '12.50'],
        [`#${b.number}`, 'Focaccia', 'Regular', '1', '12.00', '', '12.00'],
        [`#${b.number}`, 'Focaccia', 'Pesto Onion', '1', '14.00', '', '14.00'],
      ]);
      const scones = await csv('order-lines', `pickupDate=${a.pickupDate}&cancelled=include`);
      // A bundle line shows a scone's own price, the deal, and what the line came to: 3 for $12.
      expect(scones.find((row) => row.startsWith(`#${c.number},`))).toContain(
        ',Cancelled,Raspberry Scone,,3,4.50,3 for $12 (1 group),12.00',
      );
    } finally {
      await fresh.stop();
    }
  });

  it('neutralises cells a spreadsheet would run', async () => {
    const order = await placeOrder(server, shopper(), [{ productId: 'sandwich-bread', quantity: 1 }], {
      firstName: '=HYPERLINK("http://x","y")',
      lastName: '+1-SUM(A1)',
      email: 'at@example.com',
    });
    const csv = await fetch(`${server.url}/api/admin/orders.csv?q=${order.number}`, {
      headers: { Authorization: `Bearer ${await server.adminToken()}` },
    });
    const row = (await csv.text()).split('\r\n')[1]!;
    expect(row).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(row).toContain(",'+1-SUM(A1),");
    expect(row).toContain(`,${order.total},`);
  });
});

describe('POST /api/admin/orders (a sale at the stall or by phone)', () => {
  const sale = (items: { product: string; flavor?: string; quantity: number }[], extra = {}) => ({
    id: crypto.randomUUID(),
    pickupLocation: 'farmers-market',
    paymentMethod: 'cash',
    paid: true,
    items,
    ...extra,
  });

  it('is priced by the server, takes stock, and lands once however it is replayed', async () => {
    await setStock(server, 'burger-buns', 10);
    const body = sale([{ product: 'burger-buns', quantity: 4 }]);
    const first = await asOwner<{ order: StoredOrder }>(server, 'POST', '/api/admin/orders', body, 'stall-1');
    expect(first.status).toBe(201);
    expect(first.body.order).toMatchObject({ source: 'manual', paymentStatus: 'paid', total: '10.00', id: body.id });
    const replays = await Promise.all([
      asOwner<{ order: StoredOrder }>(server, 'POST', '/api/admin/orders', body, 'stall-1'),
      asOwner<{ order: StoredOrder }>(server, 'POST', '/api/admin/orders', body, 'stall-1-retry'),
      asOwner<{ order: StoredOrder }>(server, 'POST', '/api/admin/orders', body),
    ]);
    for (const replay of replays) {
      expect(replay.status).toBe(201);
      expect(replay.body.order.number).toBe(first.body.order.number);
    }
    expect(await stockOf(server, 'burger-buns', 'farmers-market')).toBe(6);
    expect(await server.db('orders').where({ id: body.id })).toHaveLength(1);
  });

  it('never sells what shoppers hold, nor below zero: 409 naming the product, nothing changed', async () => {
    await setStock(server, 'raspberry-scone', 5);
    const hold = await server.request('POST', '/api/cart/reserve', {
      sessionId: 'stall-holder-1',
      productId: 'raspberry-scone',
      quantity: 3,
    });
    expect(hold.status).toBe(201);
    const orders = await countRows(server, 'orders');
    const refused = await asOwner<ApiError>(
      server,
      'POST',
      '/api/admin/orders',
      sale([{ product: 'raspberry-scone', quantity: 3 }]),
      'stall-2',
    );
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe('insufficient-stock');
    expect(refused.body.message).toContain('Raspberry Scone');
    expect(await stockOf(server, 'raspberry-scone', 'farmers-market')).toBe(5);
    expect(await countRows(server, 'orders')).toBe(orders);
    const fits = await asOwner(
      server,
      'POST',
      '/api/admin/orders',
      sale([{ product: 'raspberry-scone', quantity: 2 }]),
      'stall-3',
    );
    expect(fits.status).toBe(201);
    expect(await stockOf(server, 'raspberry-scone', 'farmers-market')).toBe(3);
  });

  it('is saved as picked up when it was handed over at the stall, and as placed otherwise', async () => {
    await setStock(server, 'burger-buns', 20);
    const handed = await asOwner<{ order: StoredOrder }>(
      server,
      'POST',
      '/api/admin/orders',
      sale([{ product: 'burger-buns', quantity: 4 }], { handedOver: true }),
    );
    expect(handed.body.order).toMatchObject({ status: 'picked-up', paymentStatus: 'paid' });
    const later = await asOwner<{ order: StoredOrder }>(
      server,
      'POST',
      '/api/admin/orders',
      sale([{ product: 'burger-buns', quantity: 4 }], { paid: false }),
    );
    expect(later.body.order).toMatchObject({ status: 'placed', paymentStatus: 'unpaid' });
    const flavors = await asOwner<{ order: StoredOrder }>(
      server,
      'POST',
      '/api/admin/orders',
      sale([
        { product: 'focaccia', flavor: 'regular', quantity: 1 },
        { product: 'focaccia', flavor: 'pesto-onion', quantity: 2 },
      ]),
    );
    expect(JSON.parse(flavors.body.order.items)).toMatchObject([
      { product: 'focaccia', flavor: 'regular', quantity: 1 },
      { product: 'focaccia', flavor: 'pesto-onion', quantity: 2 },
    ]);
  });

  it('refuses below the minimum like checkout does, and bad input with 400', async () => {
    const below = await asOwner<ApiError>(
      server,
      'POST',
      '/api/admin/orders',
      sale([{ product: 'burger-buns', quantity: 1 }]),
    );
    expect(below.status).toBe(409);
    expect(below.body.reason).toBe('below-minimum-order');
    for (const bad of [sale([]), sale([{ product: 'burger-buns', quantity: 0 }]), { ...sale([]), paid: 'yes' }]) {
      expect((await asOwner(server, 'POST', '/api/admin/orders', bad)).status).toBe(400);
    }
  });
});

describe("telling a pickup's customers", () => {
  it('previews who gets it, then queues one e-mail a customer once, however often it is sent', async () => {
    const fresh = await startTestServer();
    try {
      await setStock(fresh, 'sandwich-bread', 20);
      const one = await placeOrder(fresh, 'notice-1-session', [{ productId: 'sandwich-bread', quantity: 1 }], {
        email: 'a@example.com',
      });
      await placeOrder(fresh, 'notice-2-session', [{ productId: 'sandwich-bread', quantity: 1 }], {
        email: 'A@example.com',
      });
      await placeOrder(fresh, 'notice-3-session', [{ productId: 'sandwich-bread', quantity: 1 }], {
        email: 'b@example.com',
        firstName: 'Bea',
      });
      const gone = await placeOrder(fresh, 'notice-4-session', [{ productId: 'sandwich-bread', quantity: 1 }], {
        email: 'c@example.com',
      });
      await asOwner(fresh, 'PATCH', `/api/admin/orders/${gone.id}/status`, { status: 'cancelled' });
      await asOwner(fresh, 'POST', '/api/admin/orders', {
        pickupLocation: 'home',
        paymentMethod: 'cash',
        paid: false,
        phone: '406-555-0100',
        items: [{ product: 'sandwich-bread', quantity: 1 }],
      });
      const notice = {
        pickupDate: one.pickupDate,
        kind: 'delayed',
        subject: 'Bread is running late',
        message: 'The oven is slow today: come after 5pm.',
      };
      const preview = await asOwner<PickupNoticePreview>(fresh, 'POST', '/api/admin/pickups/notice/preview', notice);
      expect(preview.body.recipients).toEqual([
        { name: 'Maya Running Crane', email: 'a@example.com', orders: [one.number, one.number + 1] },
        { name: 'Bea Running Crane', email: 'b@example.com', orders: [one.number + 2] },
      ]);
      expect(preview.body.withoutEmail).toEqual([
        { name: 'Walk-up sale', phone: '406-555-0100', number: one.number + 4 },
      ]);
      expect(preview.body.sample!.text).toContain('come after 5pm');
      expect(preview.body.lastSent).toBeNull();
      const before = (await sentMail(fresh)).length;
      for (const key of ['notice-1', 'notice-1']) {
        const sent = await asOwner<{ queued: number; sentAt: string }>(
          fresh,
          'POST',
          '/api/admin/pickups/notice',
          notice,
          key,
        );
        expect(sent.status).toBe(200);
        expect(sent.body.queued).toBe(2);
      }
      const notices = (await sentMail(fresh)).slice(before).filter((m) => m.text.includes('Bread is running late'));
      expect(notices).toHaveLength(2);
      expect(notices.some((m) => m.text.includes(`Your orders #${one.number} and #${one.number + 1}\n`))).toBe(true);
      expect(notices.some((m) => m.text.includes(`Your order #${one.number + 2}\n`))).toBe(true);
      expect(await countRows(fresh, 'pickup_notices')).toBe(1);

      // The same kind again for the same pickup: the preview says when it went; sending asks first.
      const again = await asOwner<PickupNoticePreview>(fresh, 'POST', '/api/admin/pickups/notice/preview', notice);
      expect(again.body.lastSent).toMatchObject({ recipients: 2 });
      const refused = await asOwner<ApiError>(fresh, 'POST', '/api/admin/pickups/notice', notice, 'notice-2');
      expect(refused.status).toBe(409);
      expect(refused.body.reason).toBe('already-sent');
      expect(await countRows(fresh, 'pickup_notices')).toBe(1);
      const confirmed = await asOwner(fresh, 'POST', '/api/admin/pickups/notice', { ...notice, again: true }, 'n-3');
      expect(confirmed.status).toBe(200);
      expect(await countRows(fresh, 'pickup_notices')).toBe(2);
    } finally {
      await fresh.stop();
    }
  });

  it.each([
    ['ready', ['placed', 'ready']],
    ['delayed', ['placed', 'ready']],
    ['cancelled', ['placed', 'ready', 'picked-up', 'no-show']],
  ])('a %s notice reaches the orders that are %j', async (kind, statuses) => {
    const fresh = await startTestServer();
    try {
      await setStock(fresh, 'sandwich-bread', 20);
      const moves: Record<string, string[]> = {
        placed: [],
        ready: ['ready'],
        'picked-up': ['ready', 'picked-up'],
        'no-show': ['no-show'],
        cancelled: ['cancelled'],
      };
      let pickupDate = '';
      for (const [status, path] of Object.entries(moves)) {
        const order = await placeOrder(
          fresh,
          `rule-${status}-session`,
          [{ productId: 'sandwich-bread', quantity: 1 }],
          {
            email: `${status}@example.com`,
          },
        );
        pickupDate = order.pickupDate;
        for (const to of path) await asOwner(fresh, 'PATCH', `/api/admin/orders/${order.id}/status`, { status: to });
      }
      const preview = await asOwner<PickupNoticePreview>(fresh, 'POST', '/api/admin/pickups/notice/preview', {
        pickupDate,
        kind,
        subject: 'About your bread',
        message: 'A word from the bakery.',
      });
      expect(preview.body.recipients.map((recipient) => recipient.email.replace('@example.com', ''))).toEqual(statuses);
    } finally {
      await fresh.stop();
    }
  });
});

describe('a refund due on a cancelled, paid order', () => {
  it('shows in the figures until the owner marks it refunded, once however often it is sent', async () => {
    const fresh = await startTestServer();
    try {
      await setStock(fresh, 'sandwich-bread', 20);
      const paid = await placeOrder(fresh, 'refund-1-session', [{ productId: 'sandwich-bread', quantity: 2 }]);
      const unpaid = await placeOrder(fresh, 'refund-2-session', [{ productId: 'sandwich-bread', quantity: 1 }]);
      const figures = async () =>
        (await asOwner<PickupSummary[]>(fresh, 'GET', '/api/admin/pickups')).body.find(
          (pickup) => pickup.pickupDate === paid.pickupDate && pickup.pickupLocation === 'home',
        )!;
      const notDue = await asOwner<ApiError>(fresh, 'PATCH', `/api/admin/orders/${paid.id}/refund`, { refunded: true });
      expect(notDue.status).toBe(409);
      expect(notDue.body.reason).toBe('no-refund-due');

      await asOwner(fresh, 'PATCH', `/api/admin/orders/${paid.id}/payment`, { paid: true });
      await asOwner(fresh, 'PATCH', `/api/admin/orders/${paid.id}/status`, { status: 'cancelled' });
      await asOwner(fresh, 'PATCH', `/api/admin/orders/${unpaid.id}/status`, { status: 'cancelled' });
      expect(await figures()).toMatchObject({
        orders: 0,
        paid: '0.00',
        cancelled: 2,
        refundsDue: 1,
        refundDue: paid.total,
      });
      const unpaidRefund = await asOwner<ApiError>(fresh, 'PATCH', `/api/admin/orders/${unpaid.id}/refund`, {
        refunded: true,
      });
      expect(unpaidRefund.status).toBe(409);

      for (const key of ['refund-1', 'refund-1', 'refund-2']) {
        const marked = await asOwner<{ order: StoredOrder }>(
          fresh,
          'PATCH',
          `/api/admin/orders/${paid.id}/refund`,
          { refunded: true },
          key,
        );
        expect(marked.status).toBe(200);
        expect(marked.body.order).toMatchObject({ paymentStatus: 'refunded', status: 'cancelled' });
        expect(marked.body.order.refundedAt).not.toBeNull();
      }
      expect(await figures()).toMatchObject({ refundsDue: 0, refundDue: '0.00', cancelled: 2 });
      // A refunded order's payment is settled: Mark unpaid is refused, the refund mark can come off.
      expect((await asOwner(fresh, 'PATCH', `/api/admin/orders/${paid.id}/payment`, { paid: false })).status).toBe(409);
      const undone = await asOwner<{ order: StoredOrder }>(fresh, 'PATCH', `/api/admin/orders/${paid.id}/refund`, {
        refunded: false,
      });
      expect(undone.body.order).toMatchObject({ paymentStatus: 'paid', refundedAt: null });
      expect(await figures()).toMatchObject({ refundsDue: 1 });
      for (const bad of [{}, { refunded: 'yes' }]) {
        expect((await asOwner(fresh, 'PATCH', `/api/admin/orders/${paid.id}/refund`, bad)).status).toBe(400);
      }
    } finally {
      await fresh.stop();
    }
  });
});
