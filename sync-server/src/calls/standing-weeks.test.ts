import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api';
import type { OwnerStandingList, OwnerStandingOrder } from '#shared/standing-orders';
import type { OwnerEditResults } from '#shared/owner-edits';
import { setStock, stockOf } from '../testing/orders';
import { asOwner, sentMail } from '../testing/owner';
import { standingDriver, WEEK } from '../testing/standing';
import { toMorningAfterPickup } from '../testing/slots';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * A week the checkout's rules refused (docs/standing-orders.md, "A week not placed"): placed
 * when orders open against whatever stock is left from last week, a week of a regular may not
 * fit. The owner is told; the week is tried again when she sets the week's stock (alone or in
 * her outbox's batch) or presses "Place now", and is placed once, whatever runs it.
 */
let server: TestServer;
const { rules, order, askEveryWeek, hers, minute, weeksOf } = standingDriver(() => server);

beforeAll(async () => {
  server = await startTestServer();
  server.clock.freeze();
  // The morning after a pickup, whatever day the tests run: her stock edits set the shop's bake,
  // which is then the bake of her door's next pickup, where the regulars' weeks are.
  await toMorningAfterPickup(server);
});
afterAll(() => server.stop());

beforeEach(async () => {
  await server.db('standing_orders').update({ status: 'cancelled' });
  await rules({ autoApprove: true, perPickup: { home: null, 'farmers-market': null } });
  await setStock(server, 'sandwich-bread', 50);
  await setStock(server, 'raspberry-scone', 50);
});

/** The owner's list, and one regular in it. */
async function ownersView(id: string): Promise<OwnerStandingOrder> {
  const list = (await asOwner<OwnerStandingList>(server, 'GET', '/api/admin/standing-orders')).body;
  return list.standingOrders.find((each) => each.id === id)!;
}

/** A regular whose next week finds only `left` of her `wants` sandwich breads: refused when orders open. */
async function refusedRegular(wants: number, left: number) {
  const { answer, key } = await askEveryWeek([{ productId: 'sandwich-bread', quantity: wants }]);
  const id = answer.body.standingOrder.id;
  await setStock(server, 'sandwich-bread', left); // last week's leftovers
  server.clock.advance(WEEK);
  await minute();
  const week = (await ownersView(id)).weeks.find((each) => each.outcome === 'refused')!;
  expect(week.reason).toMatch(left > 0 ? `Only ${left} Sandwich Bread left` : 'sold out');
  return { id, key, pickupDate: week.pickupDate };
}

const placeNow = (id: string, pickupDate: string) =>
  asOwner<{ standingOrder: OwnerStandingOrder } & ApiError>(
    server,
    'POST',
    `/api/admin/standing-orders/${id}/weeks/${pickupDate}/place`,
  );

describe('a week the rules refused', () => {
  it('is told to the owner, with her page, and to the regular without promising what she cannot have', async () => {
    const { id, pickupDate } = await refusedRegular(3, 1);
    const owner = server.running.deps.config.ownerEmail;
    const mail = await sentMail(server);
    const toOwner = mail.filter((each) => each.text.includes(`To: ${owner}`) && /not placed for/.test(each.text));
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]!.text).toContain('Only 1 Sandwich Bread left');
    expect(toOwner[0]!.text).toContain(`${server.running.deps.config.publicUrl}/admin-standing`);
    // Her page says so too, with "Place now" on that week.
    expect((await ownersView(id)).weeks.find((week) => week.pickupDate === pickupDate)).toMatchObject({
      outcome: 'refused',
      canPlaceNow: true,
    });
    const toHer = mail.filter((each) => each.name.includes('-standing-order-') && /not placed yet/.test(each.text));
    expect(toHer).toHaveLength(1);
    expect(toHer[0]!.text).toContain('Only 1 Sandwich Bread left');
    expect(toHer[0]!.text).toContain('The bakery has been told');
    expect(toHer[0]!.text).toContain('nothing is owed');
    // No shop to go and buy what is left in, and no cart: she ordered nothing this week.
    expect(toHer[0]!.text).not.toMatch(/order what is left|cart/i);
  });

  it('is placed when the owner sets the week’s stock of it, before any customer, and once', async () => {
    const { id, pickupDate } = await refusedRegular(3, 1);
    await setStock(server, 'sandwich-bread', 30); // the bake is in
    const placed = (await weeksOf(id)).filter((week) => week.pickupDate === pickupDate);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ status: 'placed', standingOrderId: id });
    // By hand: the 30 she set, less the 3 of the week placed.
    expect(await stockOf(server, 'sandwich-bread')).toBe(27);
    expect((await ownersView(id)).weeks.find((week) => week.pickupDate === pickupDate)).toMatchObject({
      outcome: 'placed',
      orderNumber: placed[0]!.number,
      canPlaceNow: false,
    });
    // Set again, a minute on, "Place now": still the one order.
    await setStock(server, 'sandwich-bread', 40);
    await minute();
    expect((await placeNow(id, pickupDate)).status).toBe(200);
    expect((await weeksOf(id)).filter((week) => week.pickupDate === pickupDate)).toHaveLength(1);
    expect(await stockOf(server, 'sandwich-bread')).toBe(40);
  });

  it('is placed by the stock she sets in her outbox’s batch too', async () => {
    const { id, pickupDate } = await refusedRegular(2, 0);
    const batch = await asOwner<OwnerEditResults>(server, 'POST', '/api/admin/edits', {
      edits: [
        { key: 'batch-stock-1', edit: { kind: 'set-stock', id: 'raspberry-scone', stock: 12 } },
        { key: 'batch-stock-2', edit: { kind: 'set-stock', id: 'sandwich-bread', stock: 20, baseStock: 0 } },
      ],
    });
    expect(batch.body.results.map((result) => result.status)).toEqual([200, 200]);
    expect((await weeksOf(id)).filter((week) => week.pickupDate === pickupDate)).toHaveLength(1);
    expect(await stockOf(server, 'sandwich-bread')).toBe(18);
  });

  it('is not taken by the minute from stock a customer gives back: the owner places it with "Place now"', async () => {
    const { id, pickupDate } = await refusedRegular(3, 2);
    // A customer takes the 2 left.
    const { order: theirs, token } = await order([{ productId: 'sandwich-bread', quantity: 2 }]);
    const short = await placeNow(id, pickupDate);
    expect(short.status).toBe(409);
    expect(short.body).toMatchObject({ reason: 'insufficient-stock', message: expect.stringMatching(/sold out/) });
    // Her stock edit tries it again: not enough yet, and it says so.
    await setStock(server, 'sandwich-bread', 1);
    expect((await ownersView(id)).weeks.find((week) => week.pickupDate === pickupDate)).toMatchObject({
      outcome: 'refused',
      reason: 'Only 1 Sandwich Bread left',
    });
    // The customer cancels: her 2 are back on the shelf, and the minute leaves them there.
    expect((await server.request('POST', `/api/orders/${theirs.id}/cancel?t=${token}`)).status).toBe(200);
    await minute();
    expect((await ownersView(id)).weeks.find((week) => week.pickupDate === pickupDate)?.outcome).toBe('refused');
    expect(await stockOf(server, 'sandwich-bread')).toBe(3);

    const placed = await placeNow(id, pickupDate);
    expect(placed.status).toBe(200);
    expect(placed.body.standingOrder.weeks.find((week) => week.pickupDate === pickupDate)).toMatchObject({
      outcome: 'placed',
      canPlaceNow: false,
    });
    expect((await weeksOf(id)).filter((week) => week.pickupDate === pickupDate)).toHaveLength(1);
    expect(await stockOf(server, 'sandwich-bread')).toBe(0);
  });

  it('is placed once when her stock and her "Place now" arrive at the same moment', async () => {
    const { id, pickupDate } = await refusedRegular(4, 1);
    const [stock, ...taps] = await Promise.all([
      asOwner(server, 'PATCH', '/api/inventory/sandwich-bread/stock', { stock: 10 }),
      placeNow(id, pickupDate),
      placeNow(id, pickupDate),
    ]);
    // Each is answered (a tap before her stock is refused with its words), none fails.
    expect(stock.status).toBe(200);
    expect(taps.map((tap) => [200, 409].includes(tap.status))).toEqual([true, true]);
    expect((await weeksOf(id)).filter((week) => week.pickupDate === pickupDate)).toHaveLength(1);
  });

  it('"Place now" refuses a week that was not refused, a week gone by, and one of a regular paused', async () => {
    const { id, key, pickupDate } = await refusedRegular(2, 1);
    const coming = (await ownersView(id)).weeks.find((week) => week.outcome === 'coming')!;
    expect((await placeNow(id, coming.pickupDate)).body.reason).toBe('not-a-coming-week');
    await hers(id, key, '/pause', 'POST', { paused: true });
    expect((await placeNow(id, pickupDate)).body.reason).toBe('invalid-transition');
    await hers(id, key, '/pause', 'POST', { paused: false });
    server.clock.advance(WEEK);
    expect((await placeNow(id, pickupDate)).body.reason).toBe('not-a-coming-week');
    expect((await placeNow(id, 'next-friday')).status).toBe(400);
  });
});
