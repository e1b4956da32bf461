import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api';
import type { StoredOrder } from '#shared/order';
import type { PickupSummary } from '#shared/owner-orders';
import type { OwnerStandingList, StandingOffer } from '#shared/standing-orders';
import { setStock } from '../testing/orders';
import { asOwner, sentMail } from '../testing/owner';
import { setHomeCapacity, toMorningAfterPickup } from '../testing/slots';
import { standingDriver, WEEK, type StandingAnswer as Answer } from '../testing/standing';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * Standing orders (docs/standing-orders.md): asked for from her order page, approved by the
 * owner within the pickup's cap, placed each week when orders are open by the checkout's rules
 * at no more than the prices she agreed to, once however often the placement runs, and skipped,
 * paused, changed or stopped from her page.
 */
let server: TestServer;
const { rules, order, askEveryWeek, hers, minute, weeksOf } = standingDriver(() => server);

beforeAll(async () => {
  server = await startTestServer();
  server.clock.freeze();
});
afterAll(() => server.stop());

beforeEach(async () => {
  // Each test's regulars on their own: the earlier tests' stop taking stock and places.
  await server.db('standing_orders').update({ status: 'cancelled' });
  await rules();
  await setStock(server, 'sandwich-bread', 50);
  await setStock(server, 'raspberry-scone', 50);
});

describe('asking for a standing order', () => {
  it('takes the lines that may be standing from her order, at the prices she paid; this week is her order', async () => {
    const { placed, answer } = await askEveryWeek([
      { productId: 'sandwich-bread', quantity: 2 },
      { productId: 'focaccia', quantity: 1 },
    ]);
    expect(answer.status).toBe(201);
    const view = answer.body.standingOrder;
    expect(view).toMatchObject({ status: 'requested', pickupLocation: 'home', firstName: 'Maya' });
    expect(view.lines).toEqual([expect.objectContaining({ product: 'sandwich-bread', quantity: 2 })]);
    expect(view.weeks[0]).toMatchObject({
      pickupDate: placed.pickupDate,
      outcome: 'placed',
      orderNumber: placed.number,
    });
    expect(view.weeks.slice(1).every((week) => week.outcome === 'coming')).toBe(true);
    const mail = await sentMail(server);
    expect(mail.some((each) => /asks for an order every week/.test(each.text))).toBe(true);
    expect(mail.some((each) => /We have your request for an order every week/.test(each.text))).toBe(true);
  });

  it('is offered on her order page with the lines that may be standing, then links to it', async () => {
    const { order: placed, token } = await order([
      { productId: 'sandwich-bread', quantity: 1 },
      { productId: 'focaccia', quantity: 1 },
    ]);
    const offer = await server.request<StandingOffer>('GET', `/api/orders/${placed.id}/standing?t=${token}`);
    expect(offer.body).toEqual({ standing: null, lines: [{ name: 'Sandwich Bread', quantity: 1 }] });
    const made = await server.request<Answer>('POST', `/api/orders/${placed.id}/standing?t=${token}`);
    const again = await server.request<StandingOffer>('GET', `/api/orders/${placed.id}/standing?t=${token}`);
    expect(again.body).toEqual({ standing: { page: made.body.page, status: 'requested' }, lines: [] });
  });

  it('refuses an order with nothing that may be standing, and a wrong key like an unknown order', async () => {
    const { order: placed, token } = await order([{ productId: 'focaccia', quantity: 1 }]);
    const nothing = await server.request<ApiError>('POST', `/api/orders/${placed.id}/standing?t=${token}`);
    expect(nothing.status).toBe(409);
    expect(nothing.body.reason).toBe('not-standing-products');
    const wrong = await server.request<ApiError>('POST', `/api/orders/${placed.id}/standing?t=${'x'.repeat(32)}`);
    expect(wrong.status).toBe(404);
    expect((await hers(placed.id, 'x'.repeat(32))).status).toBe(404);
  });

  it('is approved by the owner within the pickup’s cap, or by itself when she says so', async () => {
    await rules({ perPickup: { home: 1, 'farmers-market': null } });
    const first = await askEveryWeek();
    const second = await askEveryWeek();
    const list = (await asOwner<OwnerStandingList>(server, 'GET', '/api/admin/standing-orders')).body;
    expect(list.standingOrders[0]!.status).toBe('requested');
    // Earlier tests' regulars may hold the home pickup's place: count from none.
    await server
      .db('standing_orders')
      .whereNot('id', first.answer.body.standingOrder.id)
      .where({ status: 'active' })
      .update({ status: 'cancelled' });
    const yes = await asOwner<ApiError>(
      server,
      'PATCH',
      `/api/admin/standing-orders/${first.answer.body.standingOrder.id}/approve`,
    );
    expect(yes.status).toBe(200);
    const full = await asOwner<ApiError>(
      server,
      'PATCH',
      `/api/admin/standing-orders/${second.answer.body.standingOrder.id}/approve`,
    );
    expect(full.status).toBe(409);
    expect(full.body.reason).toBe('standing-full');
    await rules({ autoApprove: true, perPickup: { home: null, 'farmers-market': null } });
    expect((await askEveryWeek()).answer.body.standingOrder.status).toBe('active');
  });
});

describe('each week', () => {
  it('is placed once when orders are open, however often the placement runs, at no more than the agreed price', async () => {
    await rules({ autoApprove: true, perPickup: { home: null, 'farmers-market': null } });
    const { placed, answer } = await askEveryWeek([{ productId: 'raspberry-scone', quantity: 2 }]);
    const id = answer.body.standingOrder.id;
    // The price goes up; next week comes.
    await asOwner(server, 'PATCH', '/api/inventory/raspberry-scone/price', { price: '9.00' });
    server.clock.advance(WEEK);
    await Promise.all([minute(), minute(), minute()]);
    await minute(); // a restart's first minute: nothing is kept in memory, the claim is in the database
    const weeks = await weeksOf(id);
    expect(weeks.map((week) => week.pickupDate)).toEqual([placed.pickupDate, nextWeek(placed.pickupDate)]);
    expect(weeks[1]).toMatchObject({ status: 'placed', source: 'online' });
    expect(Number(weeks[1]!.total)).toBe(Number(placed.total)); // 2 at the agreed 4.50, not at 9.00
    // The owner's week counts it with its pickup, as a standing order.
    const pickups = (await asOwner<PickupSummary[]>(server, 'GET', '/api/admin/pickups')).body;
    expect(
      pickups.find((pickup) => pickup.pickupDate === weeks[1]!.pickupDate && pickup.pickupLocation === 'home')
        ?.standing,
    ).toBe(1);
    expect(
      (await sentMail(server)).filter((mail) => mail.text.includes(`order #${weeks[1]!.number} is confirmed`)),
    ).toHaveLength(1);
    await asOwner(server, 'PATCH', '/api/inventory/raspberry-scone/price', { price: '4.50' });
  });

  it('is not placed when the checkout’s rules refuse it (sold out, a full oven), and she is told why', async () => {
    await rules({ autoApprove: true, perPickup: { home: null, 'farmers-market': null } });
    const { answer, key } = await askEveryWeek([{ productId: 'sandwich-bread', quantity: 3 }]);
    const id = answer.body.standingOrder.id;
    await setStock(server, 'sandwich-bread', 1);
    server.clock.advance(WEEK);
    await minute();
    const view = (await hers(id, key)).body.standingOrder;
    const week = view.weeks.find((each) => each.outcome === 'refused')!;
    expect(week.reason).toMatch(/Only 1 Sandwich Bread left/);
    expect((await weeksOf(id)).length).toBe(1);
    expect(
      (await sentMail(server)).some(
        (mail) =>
          /could not place your order every week/.test(mail.text) && mail.text.includes('Only 1 Sandwich Bread left'),
      ),
    ).toBe(true);

    await setStock(server, 'sandwich-bread', 50);
    await setHomeCapacity(server, { itemsPerPickup: 1 });
    server.clock.advance(WEEK);
    await minute();
    const full = (await hers(id, key)).body.standingOrder.weeks.filter((each) => each.outcome === 'refused');
    expect(full.at(-1)!.reason).toMatch(/full|fit/);
    await setHomeCapacity(server, {});
  });

  it('is skipped from her page until it is placed; a placed week is cancelled by its own rules until the cutoff', async () => {
    // Days before the cutoff whatever hour the suite runs: at a Thursday evening's cutoff the week is past skipping.
    await toMorningAfterPickup(server);
    await rules({ autoApprove: true, perPickup: { home: null, 'farmers-market': null } });
    const { answer, key } = await askEveryWeek();
    const id = answer.body.standingOrder.id;
    const coming = answer.body.standingOrder.weeks.filter((week) => week.outcome === 'coming').map((w) => w.pickupDate);
    const skipped = await hers(id, key, '/skip', 'POST', { pickupDate: coming[0] });
    expect(skipped.status).toBe(200);
    expect(skipped.body.standingOrder.weeks.find((week) => week.pickupDate === coming[0])?.outcome).toBe('skipped');
    expect((await hers(id, key, '/skip', 'POST', { pickupDate: '2020-01-03' })).status).toBe(400);
    server.clock.advance(WEEK);
    await minute();
    expect((await weeksOf(id)).map((week) => week.pickupDate)).not.toContain(coming[0]);

    // Skipped, then taken back: placed.
    await hers(id, key, '/skip', 'POST', { pickupDate: coming[1] });
    await hers(id, key, '/unskip', 'POST', { pickupDate: coming[1] });
    server.clock.advance(WEEK);
    await minute();
    const placed = (await weeksOf(id)).find((week) => week.pickupDate === coming[1])!;
    expect(placed.status).toBe('placed');
    // That week placed: skipping it cancels her order (days before its cutoff).
    const cancelled = await hers(id, key, '/skip', 'POST', { pickupDate: coming[1] });
    expect(cancelled.status).toBe(200);
    expect(((await server.db('orders').where({ id: placed.id }).first()) as StoredOrder).status).toBe('cancelled');
  });

  it('is not placed while paused or once stopped; her lines change from next week on (within each product’s limit)', async () => {
    await rules({ autoApprove: true, perPickup: { home: null, 'farmers-market': null } });
    const { answer, key } = await askEveryWeek();
    const id = answer.body.standingOrder.id;
    expect((await hers(id, key, '/pause', 'POST', { paused: true })).body.standingOrder.status).toBe('paused');
    server.clock.advance(WEEK);
    await minute();
    expect(await weeksOf(id)).toHaveLength(1);
    expect((await hers(id, key, '/pause', 'POST', { paused: false })).body.standingOrder.status).toBe('active');

    const notStanding = await hers(id, key, '/lines', 'PUT', { lines: [{ product: 'focaccia', quantity: 1 }] });
    expect(notStanding.status).toBe(409);
    expect((await hers(id, key, '/lines', 'PUT', { lines: [] })).status).toBe(400);
    // More than she had, within what any order may take of each: hers to change (more is the owner's: standing-owner.test.ts).
    await asOwner(server, 'PATCH', '/api/inventory/sandwich-bread/max-per-order', { maxPerOrder: 2 });
    await asOwner(server, 'PATCH', '/api/inventory/raspberry-scone/max-per-order', { maxPerOrder: 3 });
    const changed = await hers(id, key, '/lines', 'PUT', {
      lines: [
        { product: 'sandwich-bread', quantity: 2 },
        { product: 'raspberry-scone', quantity: 3 },
      ],
    });
    expect(changed.body.standingOrder.lines.map((line) => [line.product, line.quantity])).toEqual([
      ['sandwich-bread', 2],
      ['raspberry-scone', 3],
    ]);
    server.clock.advance(WEEK);
    await minute();
    const placed = (await weeksOf(id)).at(-1)!;
    expect(JSON.parse(placed.items).map((line: { quantity: number }) => line.quantity)).toEqual([2, 3]);
    await asOwner(server, 'PATCH', '/api/inventory/sandwich-bread/max-per-order', { maxPerOrder: null });
    await asOwner(server, 'PATCH', '/api/inventory/raspberry-scone/max-per-order', { maxPerOrder: null });

    expect((await hers(id, key, '/cancel', 'POST')).body.standingOrder.status).toBe('cancelled');
    server.clock.advance(WEEK);
    await minute();
    expect((await weeksOf(id)).length).toBe(2);
  });
});

function nextWeek(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 7);
  return date.toISOString().slice(0, 10);
}
