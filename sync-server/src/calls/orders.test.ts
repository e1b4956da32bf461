import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api';
import type { ReserveResponse } from '#shared/cart';
import { orderPayloadSchema, type FailedOrder, type OrderPayloadInput, type StoredOrder } from '#shared/order';
import { fingerprintOf } from '../services/idempotency';
import type { OrderRefusal } from '../services/orders/orders';
import { countRows, customer, orderPayload, setStock, stockOf } from '../testing/orders';
import { testingOnPostgres } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let session = 0;
const newSession = () => `order-session-${++session}-${Date.now()}`;

const hold = (sessionId: string, productId: string, quantity: number, flavor: string | null = null) =>
  server.request<ReserveResponse>('POST', '/api/cart/reserve', { sessionId, productId, flavor, quantity });
const order = (payload: unknown, headers?: Record<string, string>) =>
  server.request<{ order: StoredOrder } & ApiError>('POST', '/api/orders', payload, headers);
const lastFailure = async () =>
  (await server.db('failed_order_attempts').orderBy('createdAt', 'desc').first()) as FailedOrder & {
    failureDetail: string;
  };

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());
beforeEach(async () => {
  await server.db('cart_reservations').delete();
  await server.catalogueChanged();
  await server.db('pickup_settings').update({ ordersOpen: true });
});

describe('POST /api/orders', () => {
  it('places an order priced by the server: stock goes down, holds are consumed, mail is queued', async () => {
    await setStock(server, 'focaccia', 5);
    await setStock(server, 'raspberry-scone', 10);
    const sessionId = newSession();
    await hold(sessionId, 'focaccia', 2, 'pesto-onion');
    await hold(sessionId, 'raspberry-scone', 4);
    const outboxBefore = (await server.outbox()).length;

    const payload = await orderPayload(server, sessionId, [
      { productId: 'focaccia', flavor: 'pesto-onion', quantity: 2 },
      { productId: 'raspberry-scone', quantity: 4 },
    ]);
    const answer = await order(payload);

    expect(answer.status).toBe(201);
    expect(answer.body.order).toMatchObject({ ...customer, sessionId, total: '44.50' }); // 2 x 14 + 12 + 4.50
    expect(JSON.parse(answer.body.order.items)).toEqual([
      {
        product: 'focaccia',
        name: 'Focaccia (Pesto Onion)',
        flavor: 'pesto-onion',
        quantity: 2,
        unitPrice: '14.00',
        totalPrice: '28.00',
      },
      { product: 'raspberry-scone', name: 'Raspberry Scone', quantity: 4, unitPrice: '4.50', totalPrice: '16.50' },
    ]);
    const stored = (await server.db('orders').where({ id: answer.body.order.id }).first()) as { total: number };
    expect(Number(stored.total)).toBe(44.5);
    expect(await stockOf(server, 'focaccia')).toBe(3);
    expect(await stockOf(server, 'raspberry-scone')).toBe(6);
    expect(await server.db('cart_reservations').where({ sessionId })).toEqual([]);

    await server.running.deps.mailer.drain();
    const mail = (await server.outbox()).slice(outboxBefore);
    expect(mail.map((message) => message.name.replace(/^.*-(order-confirmation|new-order)-.*$/, '$1')).sort()).toEqual([
      'new-order',
      'order-confirmation',
    ]);
    const confirmation = mail.find((message) => message.name.includes('order-confirmation'))!.text;
    expect(confirmation).toContain('To: maya@example.com');
    expect(confirmation).toContain('2 x Focaccia (Pesto Onion)  $28.00');
    expect(confirmation).toContain('Total: $44.50');
    const notice = mail.find((message) => message.name.includes('new-order'))!.text;
    expect(notice).toContain('To: owner@bakery.test');
  });

  it('is secured by stock nobody holds when the session has no hold', async () => {
    await setStock(server, 'chocolate-babka', 2);
    const answer = await order(
      await orderPayload(server, newSession(), [{ productId: 'chocolate-babka', quantity: 2 }]),
    );
    expect(answer.status).toBe(201);
    expect(await stockOf(server, 'chocolate-babka')).toBe(0);
  });

  it('cannot take stock another shopper holds, and records why', async () => {
    await setStock(server, 'chocolate-babka', 2);
    await hold(newSession(), 'chocolate-babka', 2);
    const payload = await orderPayload(server, newSession(), [{ productId: 'chocolate-babka', quantity: 1 }]);
    const answer = await order(payload);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      message: 'Sorry, Chocolate Babka is sold out (none left)',
      reason: 'insufficient-stock',
    });
    expect(await stockOf(server, 'chocolate-babka')).toBe(2);
    expect(await lastFailure()).toMatchObject({
      failureReason: 'insufficient-stock',
      failedItem: 'Chocolate Babka',
      email: customer.email,
    });
  });

  it('refuses a tampered total as price-changed, records it, and changes no stock', async () => {
    await setStock(server, 'sandwich-bread', 4);
    const payload = await orderPayload(server, newSession(), [{ productId: 'sandwich-bread', quantity: 2 }]);
    const tampered = {
      ...payload,
      items: JSON.stringify([
        { product: 'sandwich-bread', name: 'Sandwich Bread', quantity: 2, unitPrice: '0.50', totalPrice: '1.00' },
      ]),
      total: '1.00',
    };
    const ordersBefore = await countRows(server, 'orders');
    const answer = await order(tampered);
    expect(answer.status).toBe(409);
    expect(answer.body.reason).toBe('price-changed');
    expect(answer.body.message).toContain('$22.00');
    expect(await countRows(server, 'orders')).toBe(ordersBefore);
    expect(await stockOf(server, 'sandwich-bread')).toBe(4);
    expect(await lastFailure()).toMatchObject({
      failureReason: 'price-changed',
      failedItem: 'Sandwich Bread',
      total: 1,
    });
  });

  it("stores the server's line prices, not the client's, when the total is right", async () => {
    await setStock(server, 'orange-biscotti', 6);
    const payload = await orderPayload(server, newSession(), [{ productId: 'orange-biscotti', quantity: 3 }]);
    const oddLines = JSON.stringify([
      { product: 'orange-biscotti', name: 'Free biscotti', quantity: 3, unitPrice: '0.00', totalPrice: '7.50' },
    ]);
    const answer = await order({ ...payload, items: oddLines });
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body.order.items)).toEqual([
      { product: 'orange-biscotti', name: 'Orange Biscotti', quantity: 3, unitPrice: '2.50', totalPrice: '7.50' },
    ]);
  });

  it('refuses orders while orders are closed', async () => {
    await server.db('pickup_settings').update({ ordersOpen: false });
    const payload = await orderPayload(server, newSession(), [{ productId: 'focaccia', quantity: 1 }]);
    const answer = await order(payload);
    expect(answer.status).toBe(409);
    expect(answer.body.reason).toBe('orders-closed');
    expect((await lastFailure()).failureReason).toBe('orders-closed');
  });

  it('refuses an order below a minimum as its hold would be refused (409 below-minimum-order)', async () => {
    await setStock(server, 'bagels', 20);
    const payload = await orderPayload(server, newSession(), [{ productId: 'bagels', quantity: 2 }]);
    const answer = await order(payload);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ message: 'Minimum order for Bagels is 4.', reason: 'below-minimum-order' });
    expect(await lastFailure()).toMatchObject({ failureReason: 'below-minimum-order', failedItem: 'Bagels' });
  });

  it('refuses a hidden product and a quantity under the minimum as a hold does: the same status, reason and words', async () => {
    await setStock(server, 'bagels', 20);
    await setStock(server, 'orange-biscotti', 20);
    const below = await orderPayload(server, newSession(), [{ productId: 'bagels', quantity: 2 }]);
    const hidden = await orderPayload(server, newSession(), [{ productId: 'orange-biscotti', quantity: 1 }]);
    await server.db('inventory').where({ id: 'orange-biscotti' }).update({ visible: false });
    await server.catalogueChanged();
    try {
      for (const [payload, productId, quantity] of [
        [below, 'bagels', 2],
        [hidden, 'orange-biscotti', 1],
      ] as const) {
        const held = await server.request<ApiError>('POST', '/api/cart/reserve', {
          sessionId: newSession(),
          productId,
          quantity,
        });
        const ordered = await order(payload);
        expect(held.status).toBe(409);
        expect([ordered.status, ordered.body.reason, ordered.body.message]).toEqual([
          held.status,
          held.body.reason,
          held.body.message,
        ]);
      }
    } finally {
      await server.db('inventory').where({ id: 'orange-biscotti' }).update({ visible: true });
      await server.catalogueChanged();
    }
  });

  it('records malformed checkouts as invalid-order with what could be read', async () => {
    const answer = await order({
      ...customer,
      email: 'not-an-email',
      sessionId: newSession(),
      items: '[]',
      total: '0',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('Please enter a valid email address');
    expect(await lastFailure()).toMatchObject({
      failureReason: 'invalid-order',
      firstName: 'Maya',
      email: 'not-an-email',
    });
  });

  it('never sells more than the stock when many shoppers check out at once', async () => {
    await setStock(server, 'pumpkin-cinnamon-rolls', 10);
    const payloads = await Promise.all(
      Array.from({ length: 12 }, () =>
        orderPayload(server, newSession(), [{ productId: 'pumpkin-cinnamon-rolls', quantity: 2 }]),
      ),
    );
    const answers = await Promise.all(payloads.map((payload) => order(payload)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(7);
    expect(await stockOf(server, 'pumpkin-cinnamon-rolls')).toBe(0);
  });

  it('places an order once for one Idempotency-Key, however often it is sent', async () => {
    await setStock(server, 'burger-buns', 8);
    const payload = await orderPayload(server, newSession(), [{ productId: 'burger-buns', quantity: 4 }]);
    const headers = { 'Idempotency-Key': `order-${Date.now()}` };
    const first = await order(payload, headers);
    const again = await order(payload, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.order.id).toBe(first.body.order.id);
    expect(await stockOf(server, 'burger-buns')).toBe(4);
    expect(await server.db('orders').where({ id: first.body.order.id })).toHaveLength(1);

    const different = await order({ ...payload, phone: '406-555-0199' }, headers);
    expect(different.status).toBe(409);
    expect(different.body.reason).toBe('idempotency-key-reused');
  });
});

describe('the price a customer saw is the price she pays', () => {
  const auth = async () => ({ Authorization: `Bearer ${await server.adminToken()}` });
  const setPrice = async (price: string) =>
    expect(
      (await server.request('PATCH', '/api/inventory/chocolate-babka/price', { price }, await auth())).status,
    ).toBe(200);
  beforeEach(async () => {
    await setStock(server, 'chocolate-babka', 10);
    await setPrice('16.00');
  });

  it('keeps the held price through a rise during checkout: 2 held at 16.00 cost 32.00, not 36.00', async () => {
    const sessionId = newSession();
    const other = newSession();
    const held = await hold(sessionId, 'chocolate-babka', 2);
    expect(held.body.reservation.unitPrice).toBe('16.00');
    await hold(other, 'chocolate-babka', 2);
    const payload = await orderPayload(server, sessionId, [{ productId: 'chocolate-babka', quantity: 2 }]);
    await setPrice('18.00'); // the owner, while the customers type their names
    const answer = await order(payload);
    expect(answer.status).toBe(201);
    expect(answer.body.order.total).toBe('32.00');
    expect(JSON.parse(answer.body.order.items)).toEqual([
      expect.objectContaining({ unitPrice: '16.00', totalPrice: '32.00' }),
    ]);
    // A unit she did not hold costs today's price: 2 held at 16.00 and 1 more at 18.00 is 50.00;
    // a total below that is refused and changes nothing.
    const three = await orderPayload(server, other, [{ productId: 'chocolate-babka', quantity: 3 }]);
    const refused = await order({ ...three, total: '48.00' });
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe('price-changed');
    const placed = await order({ ...three, total: '50.00' });
    expect(placed.status).toBe(201);
    expect(placed.body.order.total).toBe('50.00');
  });

  it('gives her a drop during checkout: 2 held at 16.00 and lowered to 15.00 are charged 30.00', async () => {
    const sessionId = newSession();
    await hold(sessionId, 'chocolate-babka', 2);
    const payload = await orderPayload(server, sessionId, [{ productId: 'chocolate-babka', quantity: 2 }]);
    expect(payload.total).toBe('32.00'); // what her cart showed
    await setPrice('15.00');
    const answer = await order(payload);
    expect(answer.status).toBe(201);
    expect(answer.body.order.total).toBe('30.00');
    const stored = (await server.db('orders').where({ id: answer.body.order.id }).first()) as { total: number };
    expect(Number(stored.total)).toBe(30);
  });
});

describe('orders placed together', () => {
  // The desk places the orders that arrive while its transaction waits for the connection in
  // that transaction. Calling it several times in one turn makes the batch certain: they are
  // all waiting when it gets the connection, and are decided together, in the order they came.
  const place = (payload: OrderPayloadInput, key?: string) =>
    server.running.deps.orders.place({
      payload: orderPayloadSchema.parse(payload),
      keyed: key ? { scope: 'POST /api/orders', key, fingerprint: fingerprintOf(payload) } : undefined,
    });
  const reasonOf = (result: PromiseSettledResult<unknown>) =>
    result.status === 'rejected' ? (result.reason as OrderRefusal).failureReason : 'placed';
  /**
   * How many transactions `work` took. A batch that fails is retried one request at a time,
   * which would hide a wrong decision behind right answers; one means it was decided as one.
   */
  async function transactionsOf<T>(work: () => Promise<T>): Promise<{ result: T; transactions: number }> {
    let transactions = 0;
    const count = (query: { sql: string }) => {
      if (/^BEGIN/i.test(query.sql)) transactions++;
    };
    server.db.on('query', count);
    try {
      return { result: await work(), transactions };
    } finally {
      server.db.off('query', count);
    }
  }

  const nextNumber = async () =>
    Number(((await server.db('counters').where('name', 'order-number').first('value')) as { value: number }).value);
  /**
   * How many round trips to the database the transaction that inserted the orders took after
   * its BEGIN (which Knex sends before the transaction has its name): a round trip is
   * statements sent together, before any of them has answered.
   */
  async function roundTripsOf<T>(work: () => Promise<T>): Promise<{ result: T; roundTrips: number }> {
    type Query = { sql: string; __knexTxId?: string };
    const events: { transaction?: string; sent: boolean; sql: string }[] = [];
    const sent = (query: Query) => events.push({ transaction: query.__knexTxId, sent: true, sql: query.sql });
    const answered = (_response: unknown, query: Query) =>
      events.push({ transaction: query.__knexTxId, sent: false, sql: query.sql });
    server.db.on('query', sent).on('query-response', answered);
    let result: T;
    try {
      result = await work();
    } finally {
      server.db.off('query', sent).off('query-response', answered);
    }
    const ordersWritten = events.find((event) => /^insert into .orders./i.test(event.sql));
    expect(ordersWritten?.transaction).toBeDefined();
    let roundTrips = 0;
    let waiting = false;
    for (const event of events.filter((each) => each.transaction === ordersWritten!.transaction)) {
      if (event.sent && !waiting) roundTrips++;
      waiting = event.sent;
    }
    return { result, roundTrips };
  }

  it('each sees the stock and holds the ones before it took', async () => {
    await setStock(server, 'chocolate-babka', 5);
    await setStock(server, 'sandwich-bread', 10);
    const holder = newSession();
    await hold(holder, 'chocolate-babka', 3);
    const babkas = (sessionId: string, quantity: number) =>
      orderPayload(server, sessionId, [{ productId: 'chocolate-babka', quantity }]);
    const payloads = [
      await orderPayload(server, newSession(), [{ productId: 'sandwich-bread', quantity: 1 }]),
      await babkas(newSession(), 3), // 2 free, 3 held by someone else
      await babkas(holder, 3), // secured by their own holds
      await babkas(newSession(), 2), // the 2 nobody holds
      await babkas(newSession(), 1), // none left
    ];
    const { result: results, transactions } = await transactionsOf(() =>
      Promise.allSettled(payloads.map((payload) => place(payload))),
    );
    expect(transactions).toBe(1);
    expect(results.map(reasonOf)).toEqual(['placed', 'insufficient-stock', 'placed', 'placed', 'insufficient-stock']);
    expect(await stockOf(server, 'chocolate-babka')).toBe(0);
    expect(await stockOf(server, 'sandwich-bread')).toBe(9);
    expect(await server.db('cart_reservations').where({ sessionId: holder })).toEqual([]);
    expect(
      await server.db('orders').whereIn(
        'sessionId',
        payloads.map((payload) => payload.sessionId),
      ),
    ).toHaveLength(3);
  });

  it('take consecutive numbers after the last one given, each once; a refused order takes none', async () => {
    await setStock(server, 'pumpkin-scones', 3);
    const scones = async (quantity: number) =>
      orderPayload(server, newSession(), [{ productId: 'pumpkin-scones', quantity }]);
    const payloads = [await scones(1), await scones(5), await scones(1), await scones(1)]; // the 5 are not there
    const next = await nextNumber();
    const { result: results, transactions } = await transactionsOf(() =>
      Promise.allSettled(payloads.map((payload) => place(payload))),
    );
    expect(transactions).toBe(1);
    expect(results.map(reasonOf)).toEqual(['placed', 'insufficient-stock', 'placed', 'placed']);
    const numbers = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.order.number] : []));
    expect(numbers).toEqual([next, next + 1, next + 2]);
    expect(await nextNumber()).toBe(next + 3);
    const stored = (await server.db('orders').whereIn('number', numbers).pluck('number')) as number[];
    expect(stored.sort()).toEqual(numbers);
  });

  // On PostgreSQL each statement waits for the one before (db/database.ts, independently), so
  // the count below is SQLite's alone.
  it.skipIf(testingOnPostgres())(
    "read together and write together on SQLite when they take from the last batch's bake",
    async () => {
      await setStock(server, 'blueberry-scone', 10);
      const scone = () => orderPayload(server, newSession(), [{ productId: 'blueberry-scone', quantity: 1 }]);
      await place(await scone()); // the desk now knows the bake its orders take from
      const payloads = [await scone(), await scone()];
      const { result, roundTrips } = await roundTripsOf(() => Promise.all(payloads.map((payload) => place(payload))));
      expect(result.map(({ order }) => order.number)).toHaveLength(2);
      // The locks, settings, holds, number and bake read at once; every write at once; COMMIT.
      expect(roundTrips).toBe(3);
    },
  );

  it('places one order for a key sent twice in one batch, and answers both with it', async () => {
    await setStock(server, 'burger-buns', 8);
    const filler = await orderPayload(server, newSession(), [{ productId: 'burger-buns', quantity: 4 }]);
    const payload = await orderPayload(server, newSession(), [{ productId: 'burger-buns', quantity: 4 }]);
    const key = `twice-${Date.now()}`;
    const {
      result: [, first, again],
      transactions,
    } = await transactionsOf(() => Promise.all([place(filler), place(payload, key), place(payload, key)]));
    expect(transactions).toBe(1);
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ order: first.order, replayed: true, changed: {} }); // a repeat changed nothing
    expect(await stockOf(server, 'burger-buns')).toBe(0);
    expect(await server.db('orders').where({ sessionId: payload.sessionId })).toHaveLength(1);
    expect(await countRows(server, 'idempotency_keys')).toBeGreaterThan(0);
  });

  it('places one order when the same key arrives on many connections at once', async () => {
    await setStock(server, 'english-muffins', 20);
    const payload = await orderPayload(server, newSession(), [{ productId: 'english-muffins', quantity: 6 }]);
    const headers = { 'Idempotency-Key': `rush-${Date.now()}` };
    const answers = await Promise.all(Array.from({ length: 8 }, () => order(payload, headers)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((answer) => answer.body.order.id)).size).toBe(1);
    expect(await stockOf(server, 'english-muffins')).toBe(14);
  });
});
