import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InventoryItem } from '#shared/inventory';
import type { ReserveResponse } from '#shared/cart';
import type { ApiError } from '#shared/api';
import { countRows, setStock } from '../testing/orders';
import { startTestServer, type TestServer } from '../testing/test-server';
import { testingOnPostgres } from '../testing/test-database';
import { timeLimit } from '../testing/time-limits';

const TTL_MS = 15 * 60 * 1000;
let server: TestServer;
let session = 0;
const newSession = () => `test-session-${++session}-${Date.now()}`;

const hold = (sessionId: string, productId: string, quantity: number, flavor: string | null = null) =>
  server.request<ReserveResponse & ApiError>('POST', '/api/cart/reserve', { sessionId, productId, flavor, quantity });

const available = async (productId: string) => {
  const items = (await server.request<InventoryItem[]>('GET', '/api/inventory')).body;
  return items.find((item) => item.id === productId)?.availableStock;
};

beforeAll(async () => {
  server = await startTestServer({ RESERVATION_TTL: '15m' });
});
afterAll(() => server.stop());
beforeEach(async () => {
  await server.db('cart_reservations').delete();
  await server.catalogueChanged();
});

describe('POST /api/cart/reserve', () => {
  it('holds stock and answers 201 with the reservation', async () => {
    const answer = await hold(newSession(), 'chocolate-babka', 2);
    expect(answer.status).toBe(201);
    expect(answer.body.reservation).toMatchObject({ productId: 'chocolate-babka', flavor: null, quantity: 2 });
    const ttl = new Date(answer.body.reservation.expiresAt).getTime() - server.clock.now().getTime();
    expect(ttl).toBeGreaterThan(TTL_MS - 5000);
    expect(ttl).toBeLessThanOrEqual(TTL_MS);
    expect(await available('chocolate-babka')).toBe(2); // seeded stock 4
  });

  it('gives 50 simultaneous holds of 1 on a stock of 5 exactly 5 successes and 45 refusals', async () => {
    await setStock(server, 'focaccia', 5);
    const answers = await Promise.all(Array.from({ length: 50 }, () => hold(newSession(), 'focaccia', 1)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(45);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body).toEqual({
        message: 'Sorry, Focaccia is sold out (none left)',
        reason: 'insufficient-stock',
      });
    }
    expect(await available('focaccia')).toBe(0);
    const [{ held }] = (await server
      .db('cart_reservations')
      .where({ productId: 'focaccia' })
      .sum({ held: 'quantity' })) as [{ held: number }];
    expect(held).toBe(5);
  });

  it('says how many are left when a hold asks for more', async () => {
    await setStock(server, 'raspberry-scone', 3);
    const answer = await hold(newSession(), 'raspberry-scone', 5);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: 'Only 3 Raspberry Scone left', reason: 'insufficient-stock' });
  });

  it("extends the session's other holds to the newest expiry, so the cart has one clock", async () => {
    const sessionId = newSession();
    const first = await hold(sessionId, 'raspberry-scone', 1);
    server.clock.advance(10 * 60 * 1000);
    const second = await hold(sessionId, 'blueberry-scone', 1);
    const rows = (await server.db('cart_reservations').where({ sessionId }).select('id', 'expiresAt')) as {
      expiresAt: string;
    }[];
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.expiresAt))).toEqual(new Set([second.body.reservation.expiresAt]));
    expect(second.body.reservation.expiresAt > first.body.reservation.expiresAt).toBe(true);
  });

  it('does not extend another session', async () => {
    const other = await hold(newSession(), 'raspberry-scone', 1);
    server.clock.advance(60 * 1000);
    await hold(newSession(), 'raspberry-scone', 1);
    const row = (await server.db('cart_reservations').where({ id: other.body.reservation.id }).first()) as {
      expiresAt: string;
    };
    expect(row.expiresAt).toBe(other.body.reservation.expiresAt);
  });

  it('takes the default flavor when none is given, and checks flavors', async () => {
    const plain = await hold(newSession(), 'bagels', 4);
    expect(plain.body.reservation.flavor).toBe('plain');
    const everything = await hold(newSession(), 'bagels', 4, 'everything');
    expect(everything.body.reservation.flavor).toBe('everything');
    const wrong = await hold(newSession(), 'bagels', 4, 'pumpernickel');
    expect(wrong.status).toBe(400);
    expect(wrong.body.reason).toBe('unknown-flavor');
  });

  it.each([
    [
      'below the minimum order',
      { productId: 'bagels', quantity: 2 },
      409,
      'below-minimum-order',
      'Minimum order for Bagels is 4.',
    ],
    ['an unknown product', { productId: 'gluten-loaf', quantity: 1 }, 404, 'unknown-product', undefined],
    ['quantity 0', { productId: 'focaccia', quantity: 0 }, 400, 'invalid-input', 'Quantity must be at least 1'],
    [
      'a negative quantity',
      { productId: 'focaccia', quantity: -3 },
      400,
      'invalid-input',
      'Quantity must be at least 1',
    ],
    ['a huge quantity', { productId: 'focaccia', quantity: 1e9 }, 400, 'invalid-input', 'Quantity must be at most 999'],
    [
      'a fractional quantity',
      { productId: 'focaccia', quantity: 1.5 },
      400,
      'invalid-input',
      'Quantity must be a whole number',
    ],
    [
      'quantity as text',
      { productId: 'focaccia', quantity: '2' },
      400,
      'invalid-input',
      'Quantity must be a whole number',
    ],
  ])('refuses %s', async (_name, fields, status, reason, message) => {
    const before = await countRows(server, 'cart_reservations');
    const answer = await server.request<ApiError>('POST', '/api/cart/reserve', { sessionId: newSession(), ...fields });
    expect(answer.status).toBe(status);
    expect(answer.body.reason).toBe(reason);
    if (message) expect(answer.body.message).toBe(message);
    expect(await countRows(server, 'cart_reservations')).toBe(before);
  });

  it('refuses holds while orders are closed', async () => {
    await server.db('pickup_settings').update({ ordersOpen: false });
    try {
      const answer = await hold(newSession(), 'focaccia', 1);
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        message: 'Orders are currently closed. Please check back later.',
        reason: 'orders-closed',
      });
    } finally {
      await server.db('pickup_settings').update({ ordersOpen: true });
    }
  });

  it('refuses holds on a hidden product', async () => {
    await server.db('inventory').where({ id: 'orange-biscotti' }).update({ visible: false });
    await server.catalogueChanged();
    const answer = await hold(newSession(), 'orange-biscotti', 3);
    expect(answer.status).toBe(409);
    expect(answer.body.reason).toBe('product-unavailable');
  });
});

/**
 * After a refusal, the next holds of that product are first looked at without the lock
 * (services/holds/holds.ts, refusalsFirst). The lock bumps the product's revision, so an
 * unchanged revision shows a refusal was decided by the look, not by the transaction. On
 * PostgreSQL every hold takes the lock (it locks per product, with a pool of connections).
 */
describe('refusals decided without the lock', () => {
  const looksFirst = !testingOnPostgres();
  const revision = async (productId: string) =>
    ((await server.db('inventory').where({ id: productId }).first('revision')) as { revision: number }).revision;

  it('refuses a sold-out product as the transaction would, and grants it again once restocked', async () => {
    await setStock(server, 'focaccia', 1);
    expect((await hold(newSession(), 'focaccia', 1)).status).toBe(201);
    const first = await hold(newSession(), 'focaccia', 1);
    expect(first.body.reason).toBe('insufficient-stock');
    const before = await revision('focaccia');
    const looked = await hold(newSession(), 'focaccia', 1);
    expect(looked.status).toBe(409);
    expect(looked.body).toEqual(first.body);
    expect(await revision('focaccia')).toBe(looksFirst ? before : before + 1);
    await setStock(server, 'focaccia', 3);
    const granted = await hold(newSession(), 'focaccia', 2);
    expect(granted.status).toBe(201);
    expect(await available('focaccia')).toBe(0);
  });

  it("counts what the shopper's own cart holds, as the transaction does", async () => {
    // A refusal for the minimum makes bagels a product looked at first.
    expect((await hold(newSession(), 'bagels', 1, 'plain')).body.reason).toBe('below-minimum-order');
    const shopper = newSession();
    expect((await hold(shopper, 'bagels', 4, 'plain')).status).toBe(201);
    expect((await hold(newSession(), 'bagels', 1, 'plain')).body.reason).toBe('below-minimum-order');
    // Her one more counts the four in her cart: looked at first, it goes on to be granted.
    expect((await hold(shopper, 'bagels', 1, 'plain')).status).toBe(201);
  });

  it('refuses a crowd of holds of a sold-out product without the lock, with one answer each', async () => {
    await setStock(server, 'focaccia', 2);
    const first = await Promise.all(Array.from({ length: 10 }, () => hold(newSession(), 'focaccia', 1)));
    expect(first.filter((answer) => answer.status === 201)).toHaveLength(2);
    const before = await revision('focaccia');
    const crowd = await Promise.all(Array.from({ length: 30 }, () => hold(newSession(), 'focaccia', 1)));
    expect(crowd.map((answer) => answer.body.reason)).toEqual(Array(30).fill('insufficient-stock'));
    if (looksFirst) expect(await revision('focaccia')).toBe(before);
    else expect(await revision('focaccia')).toBeGreaterThan(before);
  });
});

describe('expiry and release', () => {
  it('stops counting an expired hold at once, and the sweeper deletes it', async () => {
    await setStock(server, 'pumpkin-scones', 4);
    await hold(newSession(), 'pumpkin-scones', 4);
    expect(await available('pumpkin-scones')).toBe(0);
    expect((await hold(newSession(), 'pumpkin-scones', 1)).status).toBe(409);

    server.clock.advance(TTL_MS + 1000);
    expect(await available('pumpkin-scones')).toBe(4);
    expect((await hold(newSession(), 'pumpkin-scones', 4)).status).toBe(201);

    await expect
      .poll(
        async () =>
          server.db('cart_reservations').where('expiresAt', '<=', server.clock.now().toISOString()).count({ n: '*' }),
        {
          timeout: timeLimit(5000),
        },
      )
      .toEqual([{ n: 0 }]);
  });

  it('does not revive an expired hold when the same session holds again', async () => {
    await setStock(server, 'blueberry-scone', 2);
    const sessionId = newSession();
    const old = await hold(sessionId, 'blueberry-scone', 2);
    server.clock.advance(TTL_MS + 1000);
    const theirs = await hold(newSession(), 'blueberry-scone', 2);
    expect(theirs.status).toBe(201);
    await hold(sessionId, 'raspberry-scone', 1);
    const oldRow = (await server.db('cart_reservations').where({ id: old.body.reservation.id }).first()) as
      { expiresAt: string } | undefined;
    // Deleted by the sweeper, or still expired: never moved to the new expiry.
    expect([undefined, old.body.reservation.expiresAt]).toContain(oldRow?.expiresAt);
    expect(await available('blueberry-scone')).toBe(0);
  });

  it('gives the stock back on release and answers 204', async () => {
    await setStock(server, 'chocolate-babka', 1);
    const taken = await hold(newSession(), 'chocolate-babka', 1);
    expect(await available('chocolate-babka')).toBe(0);
    const released = await server.request('DELETE', `/api/cart/reserve/${taken.body.reservation.id}`);
    expect(released.status).toBe(204);
    expect(await available('chocolate-babka')).toBe(1);
  });

  it.each(['3f2b9c1e-0000-4000-8000-000000000000', 'not-a-uuid'])('answers 204 for the unknown id %s', async (id) => {
    expect((await server.request('DELETE', `/api/cart/reserve/${id}`)).status).toBe(204);
  });
});

describe("the cart's steppers", () => {
  beforeEach(() => setStock(server, 'chocolate-babka', 4));
  const shrink = (id: string, sessionId: string, quantity: number) =>
    server.request<ReserveResponse & ApiError>('PATCH', `/api/cart/reserve/${id}`, { sessionId, quantity });

  it('adds one to a line already at its minimum as a hold of one (the minimum counts the cart)', async () => {
    const shopper = newSession();
    expect((await hold(shopper, 'bagels', 4, 'plain')).status).toBe(201);
    expect((await hold(shopper, 'bagels', 1, 'plain')).status).toBe(201);
    expect((await hold(newSession(), 'bagels', 1, 'plain')).body.reason).toBe('below-minimum-order');
  });

  it('takes one off a hold, keeping its price, and frees the unit for the shop', async () => {
    const shopper = newSession();
    const taken = (await hold(shopper, 'chocolate-babka', 3)).body.reservation;
    const answer = await shrink(taken.id, shopper, 2);
    expect(answer.status).toBe(200);
    expect(answer.body.reservation).toMatchObject({ id: taken.id, quantity: 2, unitPrice: taken.unitPrice });
    expect(await available('chocolate-babka')).toBe(2); // stock 4, 2 held
  });

  it('refuses to grow a hold, to touch another cart\u2019s, or to go under the minimum, changing nothing', async () => {
    const shopper = newSession();
    const bagels = (await hold(shopper, 'bagels', 4, 'plain')).body.reservation;
    const babka = (await hold(shopper, 'chocolate-babka', 2)).body.reservation;
    expect((await shrink(babka.id, shopper, 3)).body.reason).toBe('not-fewer');
    expect((await shrink(babka.id, newSession(), 1)).status).toBe(404);
    expect((await shrink('3f2b9c1e-0000-4000-8000-000000000000', shopper, 1)).status).toBe(404);
    const under = await shrink(bagels.id, shopper, 3);
    expect(under.status).toBe(409);
    expect(under.body).toMatchObject({ reason: 'below-minimum-order', message: expect.stringMatching(/minimum/i) });
    expect((await shrink(babka.id, shopper, 0)).status).toBe(400);
    const held = (await server.db('cart_reservations').where({ sessionId: shopper }).orderBy('productId')) as {
      quantity: number;
    }[];
    expect(held.map((row) => row.quantity)).toEqual([4, 2]);
  });
});
