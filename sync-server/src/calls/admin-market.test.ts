import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api';
import { bakery } from '#shared/bakery';
import type { CustomerOrder } from '#shared/customer-order';
import type { MarketDayView, StallSale } from '#shared/market-day';
import { tableConflicts } from '#shared/market-conflicts';
import { marketFigures } from '#shared/market-figures';
import { marketTable } from '#shared/market-table';
import type { PlaceOrderResponse } from '#shared/order';
import { parseOrderItems } from '#shared/order-items';
import type { OwnerEditInput, OwnerEditResults } from '#shared/owner-edits';
import type { PickupSummary, WeeklyStats } from '#shared/owner-orders';
import { formatCents } from '#shared/money';
import { orderPayload, setStock, stockOf } from '../testing/orders';
import { asOwner, placeOrder, sentMail } from '../testing/owner';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * Market day (docs/market-day.md): the day her phones start, sales over the table, preorders
 * handed over or released, the close; each an edit by name, applied once however it is sent.
 */
let server: TestServer;
let marketDate: string;
let sessions = 0;

beforeAll(async () => {
  server = await startTestServer();
  marketDate = (await marketOrder([{ productId: 'burger-buns', quantity: 4 }])).order.pickupDate;
  // The market morning, 8 a.m. in Bozeman, whatever day and hour the tests run.
  const morning = DateTime.fromISO(`${marketDate}T08:00`, { zone: bakery.timeZone }).toMillis();
  server.clock.freeze();
  server.clock.advance(morning - server.clock.now().getTime());
});
afterAll(() => server.stop());

/** A customer's online order for the market, as the server answered it. */
async function marketOrderAnswer(
  lines: { productId: string; flavor?: string; quantity: number }[],
  session = `market-customer-${++sessions}`,
  paymentMethod = 'cash',
) {
  const payload = await orderPayload(server, session, lines);
  return server.request<PlaceOrderResponse & ApiError>('POST', '/api/orders', {
    ...payload,
    pickupLocation: 'farmers-market',
    paymentMethod,
  });
}

/** A customer's online order for the market, and the key of her own order page. */
async function marketOrder(lines: { productId: string; flavor?: string; quantity: number }[], paymentMethod = 'cash') {
  const answer = await marketOrderAnswer(lines, undefined, paymentMethod);
  if (answer.status !== 201) throw new Error(`order refused: ${JSON.stringify(answer.body)}`);
  return { order: answer.body.order, page: new URL(answer.body.orderPage, server.url) };
}

const edit = (edit: OwnerEditInput) => ({ key: randomUUID(), edit });
const sendEdits = (edits: { key: string; edit: unknown }[]) =>
  asOwner<OwnerEditResults>(server, 'POST', '/api/admin/edits', { edits });
const view = async () => (await asOwner<MarketDayView>(server, 'GET', `/api/admin/market-days/${marketDate}`)).body;

const sale = (
  lines: { product: string; flavor?: string; quantity: number }[],
  total: string,
  paymentMethod: 'cash' | 'venmo' = 'cash',
) =>
  ({
    kind: 'record-stall-sale',
    date: marketDate,
    id: randomUUID(),
    lines,
    paymentMethod,
    total,
    soldAt: server.clock.now().toISOString(),
  }) as const;

async function sell(lines: { product: string; flavor?: string; quantity: number }[], total = '0.00') {
  const { kind: _kind, date, ...body } = sale(lines, total);
  return asOwner<{ sale: StallSale } & ApiError>(server, 'POST', `/api/admin/market-days/${date}/sales`, body);
}

describe('a market day', () => {
  it('is started once, by whichever phone is first: a second start keeps the first counts', async () => {
    await setStock(server, 'focaccia', 20);
    await setStock(server, 'bagels', 12);
    const first = await asOwner<{ day: { brought: unknown[]; openingCash: string } }>(
      server,
      'POST',
      '/api/admin/market-days',
      {
        date: marketDate,
        brought: [
          { product: 'focaccia', quantity: 8 }, // a focaccia's flavor defaults, as orders store it
          { product: 'bagels', flavor: 'plain', quantity: 6 },
          { product: 'burger-buns', quantity: 4 },
        ],
        openingCash: '50',
        releaseAfter: '11:30',
      },
    );
    expect(first.status).toBe(200);
    expect(first.body.day.openingCash).toBe('50.00');
    expect(first.body.day.brought).toContainEqual({ product: 'focaccia', flavor: 'regular', quantity: 8 });
    const second = await asOwner<{ day: unknown }>(server, 'POST', '/api/admin/market-days', {
      date: marketDate,
      brought: [{ product: 'focaccia', flavor: 'regular', quantity: 99 }],
      openingCash: '0',
      releaseAfter: null,
    });
    expect(second.body.day).toEqual(first.body.day);
  });

  it('leaves the shop’s stock as it is: a start and a recount are the table’s counts, not the shop’s', async () => {
    const nextWeek = DateTime.fromISO(marketDate).plus({ weeks: 1 }).toISODate()!;
    await setStock(server, 'pumpkin-scones', 3);
    const start = (brought: number, stockFromTable?: boolean) =>
      sendEdits([
        edit({
          kind: 'start-market-day',
          date: nextWeek,
          brought: [{ product: 'pumpkin-scones', quantity: brought }],
          openingCash: '0',
          releaseAfter: null,
          // Sent by a phone from before the table was its own stock: read and left alone.
          ...(stockFromTable === undefined ? {} : { stockFromTable }),
        }),
      ]);
    expect((await start(10, true)).body.results[0]!.status).toBe(200);
    await start(50); // her helper's start, later: the day stands
    const recount = await sendEdits([
      edit({ kind: 'update-market-day', date: nextWeek, brought: [{ product: 'pumpkin-scones', quantity: 12 }] }),
    ]);
    expect(recount.body.results[0]!.status).toBe(200);
    expect(await stockOf(server, 'pumpkin-scones')).toBe(3);
    const day = await asOwner<MarketDayView>(server, 'GET', `/api/admin/market-days/${nextWeek}`);
    expect(day.body.day?.brought).toEqual([{ product: 'pumpkin-scones', flavor: null, quantity: 12 }]);
  });

  it('refuses what it cannot read, and changes nothing: 400 with the field, 401 without her session', async () => {
    const bad = [
      { date: marketDate, brought: [{ product: 'focaccia', quantity: -1 }], openingCash: '0', releaseAfter: null },
      { date: '2026-02-30', brought: [], openingCash: '0', releaseAfter: null },
      { date: marketDate, brought: [{ product: 'no-such-bread', quantity: 1 }], openingCash: '0', releaseAfter: null },
      {
        date: marketDate,
        brought: [{ product: 'bagels', flavor: 'anchovy', quantity: 1 }],
        openingCash: '0',
        releaseAfter: null,
      },
      { date: marketDate, brought: [], openingCash: 'lots', releaseAfter: '25:00' },
    ];
    for (const body of bad) {
      const answer = await asOwner<ApiError>(server, 'POST', '/api/admin/market-days', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toBeTruthy();
    }
    expect((await server.request('GET', `/api/admin/market-days/${marketDate}`)).status).toBe(401);
    expect((await sell([{ product: 'focaccia', quantity: 0 }])).status).toBe(400);
    const elsewhere = await asOwner<ApiError>(server, 'POST', '/api/admin/market-days/2030-01-05/sales', {
      ...sale([{ product: 'focaccia', quantity: 1 }], '12.00'),
      kind: undefined,
      date: undefined,
    });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.reason).toBe('market-day-not-started');
  });
});

describe('a sale over the table', () => {
  it('comes off the table only: the shop’s stock is for the other pickups', async () => {
    const before = await stockOf(server, 'bagels');
    const free = tableRow(await view(), 'bagels', 'plain').free;
    const sold = await sell([{ product: 'bagels', flavor: 'plain', quantity: 2 }], '8.00');
    expect(sold.status).toBe(201);
    expect(sold.body.sale).toMatchObject({ total: '8.00', paymentMethod: 'cash', undoneAt: null });
    expect(await stockOf(server, 'bagels')).toBe(before);
    expect(tableRow(await view(), 'bagels', 'plain')).toMatchObject({ sold: 2, free: free - 2 });
  });

  it('is kept when the table had nothing left by the server’s count: it happened, and the line shows oversold', async () => {
    const before = await view();
    const free = tableRow(before, 'bagels', 'plain').free;
    const over = await sell([{ product: 'bagels', flavor: 'plain', quantity: free + 2 }], '40.00');
    expect(over.status).toBe(201);
    const after = await view();
    expect(after.sales).toHaveLength(before.sales.length + 1);
    expect(tableRow(after, 'bagels', 'plain').free).toBe(-2);
    const conflicts = tableConflicts(marketTableOf(after), after.preorders, after.day!.startedAt);
    expect(conflicts).toEqual([{ product: 'bagels', flavor: 'plain', oversold: 2, preorders: [] }]);
    // Her recount settles it: she had more on the table than she first counted.
    await sendEdits([
      edit({
        kind: 'update-market-day',
        date: marketDate,
        brought: [{ product: 'bagels', flavor: 'plain', quantity: tableRow(after, 'bagels', 'plain').brought + 2 }],
      }),
    ]);
    expect(tableRow(await view(), 'bagels', 'plain').free).toBe(0);
  });

  it('never lets the shop promise a loaf the table does not have: today’s market preorders draw on it', async () => {
    // The shop's stock is next week's (30): today's table has 3 free focaccia, and no more.
    await setStock(server, 'focaccia', 30);
    const free = tableRow(await view(), 'focaccia', 'regular').free;
    await sell([{ product: 'focaccia', flavor: 'regular', quantity: free - 3 }], '0.00');
    const tooMany = await marketOrderAnswer([{ productId: 'focaccia', flavor: 'regular', quantity: 4 }]);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ reason: 'insufficient-stock', message: 'Only 3 Focaccia (Regular) left' });
    const fits = await marketOrderAnswer([{ productId: 'focaccia', flavor: 'regular', quantity: 3 }]);
    expect(fits.status).toBe(201);
    expect(await stockOf(server, 'focaccia')).toBe(30);
    expect(tableRow(await view(), 'focaccia', 'regular').free).toBe(0);
    // A home order for another day takes the shop's stock and never the table's loaves.
    await placeOrder(server, `home-customer-${++sessions}`, [{ productId: 'focaccia', quantity: 2 }]);
    expect(await stockOf(server, 'focaccia')).toBe(28);
    expect(tableRow(await view(), 'focaccia', 'regular').free).toBe(0);
    // A sale over the table meanwhile is the table's too: the shop's stock stays.
    await bringMore('focaccia', 'regular', 1);
    await sell([{ product: 'focaccia', flavor: 'regular', quantity: 1 }], '12.00');
    expect(await stockOf(server, 'focaccia')).toBe(28);
  });

  it('sold offline while the shop took the loaves online is kept, and she settles the preorder', async () => {
    const rosemary = { product: 'focaccia', flavor: 'rosemary-garlic' } as const;
    const free = tableRow(await view(), 'focaccia', 'rosemary-garlic')?.free ?? 0;
    await bringMore(rosemary.product, rosemary.flavor, 6 - free);
    // Her phone has no signal: she sells 4 and 2 over the table. Meanwhile three customers order
    // today's market focaccia online, which take the 6 free on the server.
    const offline = [
      sale([{ ...rosemary, quantity: 4 }], '48.00'),
      sale([{ ...rosemary, quantity: 2 }], '24.00', 'venmo'),
    ];
    // Each a minute after the one before, the first a minute after she started.
    const online = () => {
      server.clock.advance(60_000);
      return marketOrder([{ productId: 'focaccia', flavor: 'rosemary-garlic', quantity: 2 }]);
    };
    const cutMe = (await online()).order;
    const bakeAgain = (await online()).order;
    const cancelMe = (await online()).order;
    const answers = await sendEdits(offline.map(edit));
    expect(answers.body.results.map((result) => result.status)).toEqual([201, 201]);

    const oversold = async () => {
      const day = await view();
      return tableConflicts(marketTableOf(day), day.preorders, day.day!.startedAt);
    };
    expect(await oversold()).toEqual([
      {
        ...rosemary,
        oversold: 6,
        preorders: [cancelMe, bakeAgain, cutMe].map((order) => ({ id: order.id, quantity: 2, placedSinceStart: true })),
      },
    ]);
    // Cut: 1 of 2 kept, at the price she agreed to (the list price rose since), and she is e-mailed.
    const unit = parseOrderItems(cutMe.items)[0]!.unitPrice!;
    await asOwner(server, 'PATCH', '/api/inventory/focaccia/flavors/rosemary-garlic/price', { price: '99.00' });
    const cut = await sendEdits([
      edit({ kind: 'cut-preorder', date: marketDate, id: cutMe.id, lines: [{ ...rosemary, quantity: 1 }] }),
    ]);
    expect(cut.body.results[0]).toMatchObject({ status: 200, body: { order: { total: unit } } });
    const cutMail = (await sentMail(server)).find((mail) => mail.text.includes(`#${cutMe.number} changed`));
    expect(cutMail?.text).toContain(`Total: $${unit} (it was $${cutMe.total})`);
    // From another bake: its loaves no longer come from this table.
    await sendEdits([
      edit({ kind: 'set-preorder-another-bake', date: marketDate, id: bakeAgain.id, anotherBake: true }),
    ]);
    // Cancelled: its loaves are the table's again, and the shop's stock does not grow.
    const stock = await stockOf(server, 'focaccia');
    await sendEdits([edit({ kind: 'set-order-status', id: cancelMe.id, status: 'cancelled', reason: 'Sold out' })]);
    expect(await stockOf(server, 'focaccia')).toBe(stock);
    expect(await oversold()).toEqual([
      { ...rosemary, oversold: 1, preorders: [{ id: cutMe.id, quantity: 1, placedSinceStart: true }] },
    ]);
    const cutTo = (quantity: number) =>
      sendEdits([edit({ kind: 'cut-preorder', date: marketDate, id: cutMe.id, lines: [{ ...rosemary, quantity }] })]);
    expect((await cutTo(0)).body.results[0]).toMatchObject({ status: 409, body: { reason: 'cut-to-nothing' } });
    expect((await cutTo(3)).body.results[0]).toMatchObject({ status: 400, body: { reason: 'not-a-cut' } });
    // Settled by her recount: one more than she first counted.
    await bringMore(rosemary.product, rosemary.flavor, 1);
    expect(await oversold()).toEqual([]);
  });

  it('is not cut when it was paid: she cancels it or bakes it again', async () => {
    await bringMore('focaccia', 'regular', 2);
    const paid = (await marketOrder([{ productId: 'focaccia', flavor: 'regular', quantity: 2 }], 'venmo')).order;
    await sendEdits([edit({ kind: 'set-order-payment', id: paid.id, paid: true })]);
    const cut = await sendEdits([
      edit({
        kind: 'cut-preorder',
        date: marketDate,
        id: paid.id,
        lines: [{ product: 'focaccia', flavor: 'regular', quantity: 1 }],
      }),
    ]);
    expect(cut.body.results[0]).toMatchObject({ status: 409, body: { reason: 'paid-order' } });
  });

  it('is undone once: its loaves go back on the table, and the sale stays on the day marked undone', async () => {
    const stock = await stockOf(server, 'bagels');
    const free = tableRow(await view(), 'bagels', 'plain').free;
    const { body } = await sell([{ product: 'bagels', flavor: 'plain', quantity: 3 }], '12.00');
    const undo = edit({ kind: 'undo-stall-sale', date: marketDate, id: body.sale.id });
    const again = edit({ kind: 'undo-stall-sale', date: marketDate, id: body.sale.id });
    const answers = await sendEdits([undo, again]);
    expect(answers.body.results.map((result) => result.status)).toEqual([200, 200]);
    expect(await stockOf(server, 'bagels')).toBe(stock);
    expect(tableRow(await view(), 'bagels', 'plain').free).toBe(free);
    expect((await view()).sales.find((each) => each.id === body.sale.id)?.undoneAt).toBeTruthy();
    const unknown = await sendEdits([edit({ kind: 'undo-stall-sale', date: marketDate, id: randomUUID() })]);
    expect(unknown.body.results[0]).toMatchObject({ status: 404, body: { reason: 'unknown-sale' } });
  });

  it('lands once when two phones send their outboxes twice over (their answers lost), whatever the keys', async () => {
    const before = await view();
    const stock = await stockOf(server, 'bagels');
    const herPhone = [
      edit({ kind: 'start-market-day', date: marketDate, brought: [], openingCash: '0', releaseAfter: null }),
      edit(sale([{ product: 'bagels', flavor: 'plain', quantity: 1 }], '4.00')),
      edit(sale([{ product: 'bagels', flavor: 'plain', quantity: 1 }], '4.00', 'venmo')),
    ];
    const helperPhone = [
      edit({ kind: 'start-market-day', date: marketDate, brought: [], openingCash: '0', releaseAfter: null }),
      edit(sale([{ product: 'bagels', flavor: 'plain', quantity: 2 }], '8.00')),
    ];
    const results = await Promise.all([
      sendEdits(herPhone),
      sendEdits(helperPhone),
      sendEdits(herPhone),
      sendEdits(helperPhone),
    ]);
    for (const answer of results) expect(answer.body.results.every((result) => result.status < 300)).toBe(true);
    // One sale sent once more under a key of its own (a phone that lost the entry's key): still once.
    const renamed = { key: randomUUID(), edit: helperPhone[1]!.edit };
    expect((await sendEdits([renamed])).body.results[0]!.status).toBe(201);

    const after = await view();
    expect(after.sales.length - before.sales.length).toBe(3);
    expect(await stockOf(server, 'bagels')).toBe(stock);
    expect(tableRow(after, 'bagels', 'plain').sold - tableRow(before, 'bagels', 'plain').sold).toBe(4);
    const figures = marketFigures(after);
    const was = marketFigures(before);
    expect(figures.stall.cashCents - was.stall.cashCents).toBe(1200);
    expect(figures.stall.venmoCents - was.stall.venmoCents).toBe(400);
  });
});

describe('preorders at the stall', () => {
  it('are handed over and paid once, from two phones; her order page says picked up', async () => {
    await bringMore('raspberry-scone', null, 2);
    const { order, page } = await marketOrder([{ productId: 'raspberry-scone', quantity: 2 }]);
    const handOver = (paidHere: 'cash' | 'venmo' | null) =>
      edit({ kind: 'hand-over-preorder', date: marketDate, id: order.id, paidHere });
    const answers = await Promise.all([sendEdits([handOver('cash')]), sendEdits([handOver('cash')])]);
    for (const answer of answers) expect(answer.body.results[0]!.status).toBe(200);
    const day = await view();
    expect(day.handovers.filter((handover) => handover.orderId === order.id)).toEqual([
      expect.objectContaining({ paidHere: 'cash', amount: order.total }),
    ]);
    const hers = await server.request<{ order: CustomerOrder }>(
      'GET',
      `/api/orders/${order.id}?t=${page.searchParams.get('t')}`,
    );
    expect(hers.body.order).toMatchObject({ status: 'picked-up', paymentStatus: 'paid' });

    // A mistaken tap taken back: ready and unpaid again, and the cash no longer counted.
    await sendEdits([edit({ kind: 'take-back-handover', date: marketDate, id: order.id })]);
    const back = await view();
    expect(back.preorders.find((each) => each.id === order.id)).toMatchObject({
      status: 'ready',
      paymentStatus: 'unpaid',
    });
    expect(back.handovers.some((handover) => handover.orderId === order.id)).toBe(false);
  });

  it('are released to the table only after the day’s time, once; a late customer takes hers back', async () => {
    await bringMore('focaccia', 'regular', 1);
    const { order } = await marketOrder([{ productId: 'focaccia', flavor: 'regular', quantity: 1 }]);
    const release = () => sendEdits([edit({ kind: 'release-preorder', date: marketDate, id: order.id })]);
    const early = await release();
    expect(early.body.results[0]).toMatchObject({ status: 409, body: { reason: 'too-early' } });

    server.clock.advance(3.75 * 60 * 60 * 1000); // 11:45, before the market ends
    const stock = await stockOf(server, 'focaccia');
    const tableBefore = tableRow(await view(), 'focaccia', 'regular');
    for (const answer of [await release(), await release()]) expect(answer.body.results[0]!.status).toBe(200);
    expect(await stockOf(server, 'focaccia')).toBe(stock);
    const released = await view();
    expect(released.preorders.find((each) => each.id === order.id)?.status).toBe('no-show');
    expect(tableRow(released, 'focaccia', 'regular').free).toBe(tableBefore.free + 1);

    // She came after all: her loaf comes back off the table (the shop's stock is not the table's).
    const late = await sendEdits([
      edit({ kind: 'hand-over-preorder', date: marketDate, id: order.id, paidHere: null }),
    ]);
    expect(late.body.results[0], JSON.stringify(late.body)).toMatchObject({ status: 200 });
    expect(await stockOf(server, 'focaccia')).toBe(stock);
    expect(tableRow(await view(), 'focaccia', 'regular').free).toBe(tableBefore.free);
  });

  it('released and then cancelled on the orders page gives nothing back twice; collected there, takes its loaves back', async () => {
    await bringMore('focaccia', 'regular', 3);
    const cancelled = (await marketOrder([{ productId: 'focaccia', flavor: 'regular', quantity: 2 }])).order;
    const collected = (await marketOrder([{ productId: 'focaccia', flavor: 'regular', quantity: 1 }])).order;
    const stock = await stockOf(server, 'focaccia');
    for (const order of [cancelled, collected]) {
      const answer = await sendEdits([edit({ kind: 'release-preorder', date: marketDate, id: order.id })]);
      expect(answer.body.results[0]!.status).toBe(200);
    }
    const released = tableRow(await view(), 'focaccia', 'regular');
    await sendEdits([edit({ kind: 'set-order-status', id: cancelled.id, status: 'cancelled' })]);
    expect(await stockOf(server, 'focaccia')).toBe(stock);
    expect(tableRow(await view(), 'focaccia', 'regular').free).toBe(released.free);
    // Marked ready, then picked up, on the orders page: her loaf is hers again, not the table's.
    await sendEdits([edit({ kind: 'set-order-status', id: collected.id, status: 'ready' })]);
    expect(tableRow(await view(), 'focaccia', 'regular')).toMatchObject({ free: released.free - 1 });
    await sendEdits([edit({ kind: 'set-order-status', id: collected.id, status: 'picked-up' })]);
    expect(tableRow(await view(), 'focaccia', 'regular')).toMatchObject({
      free: released.free - 1,
      handedOver: released.handedOver + 1,
    });
    expect(await stockOf(server, 'focaccia')).toBe(stock);
  });

  it('of another pickup are refused: the stall hands over only its market’s orders', async () => {
    const home = await placeOrder(server, `home-customer-${++sessions}`, [{ productId: 'focaccia', quantity: 1 }]);
    const answer = await sendEdits([
      edit({ kind: 'hand-over-preorder', date: marketDate, id: home.id, paidHere: null }),
    ]);
    expect(answer.body.results[0]).toMatchObject({ status: 409, body: { reason: 'not-this-market' } });
  });
});

describe('the close', () => {
  it('keeps her cash count; the figures are the shared rule’s, from the day as the server has it', async () => {
    const closed = await asOwner<{ day: { cashCounted: string; closedAt: string } }>(
      server,
      'POST',
      `/api/admin/market-days/${marketDate}/close`,
      { cashCounted: '81.5' },
    );
    expect(closed.status).toBe(200);
    expect(closed.body.day).toMatchObject({ cashCounted: '81.50' });
    const figures = marketFigures(await view());
    expect(figures.cash.countedCents).toBe(8150);
    expect(figures.cash.differenceCents).toBe(8150 - figures.cash.expectedCents);
  });

  it('opens again when a sale reaches the server after it, until she counts and closes once more', async () => {
    const before = marketFigures(await view());
    const late = await sendEdits([edit(sale([{ product: 'burger-buns', quantity: 1 }], '3.50'))]);
    expect(late.body.results[0]!.status).toBe(201);
    const reopened = await view();
    expect(reopened.day).toMatchObject({ closedAt: null, reopenedAt: server.clock.now().toISOString() });
    expect(marketFigures(reopened).cash.expectedCents).toBe(before.cash.expectedCents + 350);
    await asOwner(server, 'POST', `/api/admin/market-days/${marketDate}/close`, { cashCounted: '85' });
    expect((await view()).day).toMatchObject({ cashCounted: '85.00', reopenedAt: null });
    expect((await view()).day?.closedAt).toBeTruthy();
  });
});

describe('the dashboard', () => {
  it('lists the market day with its close, and the stall beside the preorders of its week', async () => {
    const figures = marketFigures(await view());
    const stats = await asOwner<WeeklyStats>(server, 'GET', '/api/admin/stats');
    const day = stats.body.marketDays?.find((each) => each.date === marketDate);
    expect(day).toEqual({
      date: marketDate,
      stall: formatCents(figures.stall.totalCents),
      sales: figures.stall.sales,
      preorders: formatCents(figures.preorders.totalCents),
      cashExpected: formatCents(figures.cash.expectedCents),
      cashCounted: '85.00',
      difference: formatCents(figures.cash.differenceCents!),
    });
    const week = stats.body.weeks.find(
      (each) => each.weekStart <= marketDate && marketDate < nextMonday(each.weekStart),
    );
    expect(week?.stall).toBe(formatCents(figures.stall.totalCents));
  });

  it('puts the stall’s takings on its market day in the pickups, and a day of stall sales alone gets a row', async () => {
    const day = await view();
    const stallCents = day.sales
      .filter((each) => !each.undoneAt)
      .reduce((sum, each) => sum + Math.round(Number(each.total) * 100), 0);
    const lonely = DateTime.fromISO(marketDate).plus({ weeks: 3 }).toISODate()!;
    await sendEdits([
      edit({
        kind: 'start-market-day',
        date: lonely,
        brought: [{ product: 'focaccia', quantity: 3 }],
        openingCash: '0',
        releaseAfter: null,
      }),
      edit({ ...sale([{ product: 'focaccia', quantity: 2 }], '24.00'), date: lonely }),
    ]);
    const pickups = (await asOwner<PickupSummary[]>(server, 'GET', '/api/admin/pickups')).body;
    expect(pickups.find((row) => row.pickupDate === marketDate && row.pickupLocation === 'farmers-market')?.stall).toBe(
      formatCents(stallCents),
    );
    expect(pickups.find((row) => row.pickupDate === lonely)).toMatchObject({
      orders: 0,
      total: '0.00',
      stall: '24.00',
    });
    expect(pickups.find((row) => row.pickupLocation === 'home')?.stall).toBeUndefined();
  });

  it('counts the stall in the market day’s revenue, and a no-show released to the table in none', async () => {
    await bringMore('focaccia', 'regular', 1);
    const noShow = (await marketOrder([{ productId: 'focaccia', flavor: 'regular', quantity: 1 }])).order;
    await sendEdits([edit({ kind: 'release-preorder', date: marketDate, id: noShow.id })]);
    const day = await view();
    const stats = (await asOwner<WeeklyStats>(server, 'GET', '/api/admin/stats')).body;
    const market = stats.pickups.find((pickup) => pickup.pickupLocation === 'farmers-market');
    if (market?.pickupDate !== marketDate) return expect(market?.pickupDate).toBe(marketDate);
    // By hand: every sale not undone, and every preorder not cancelled, unpaid released ones aside.
    const stallCents = day.sales
      .filter((each) => !each.undoneAt)
      .reduce((sum, each) => sum + Math.round(Number(each.total) * 100), 0);
    const counted = day.preorders.filter(
      (order) => order.status !== 'cancelled' && !(order.releasedAt && order.paymentStatus !== 'paid'),
    );
    const preorderCents = counted.reduce((sum, order) => sum + Math.round(Number(order.total) * 100), 0);
    const paidCents = counted
      .filter((order) => order.paymentStatus === 'paid')
      .reduce((sum, order) => sum + Math.round(Number(order.total) * 100), 0);
    expect(day.preorders.some((order) => order.releasedAt && order.status === 'no-show')).toBe(true);
    expect(market).toMatchObject({
      total: formatCents(preorderCents),
      stall: formatCents(stallCents),
      owed: formatCents(preorderCents - paidCents),
    });
  });
});

describe('the table under a rush', () => {
  const ensureDay = (brought: { product: string; quantity: number }[]) =>
    sendEdits([
      edit({ kind: 'start-market-day', date: marketDate, brought: [], openingCash: '0', releaseAfter: null }),
      edit({ kind: 'update-market-day', date: marketDate, brought }),
    ]);

  it('keeps every stall sale and never promises a loaf the table does not have, to preorders at once', async () => {
    await setStock(server, 'sandwich-bread', 50);
    await ensureDay([{ product: 'sandwich-bread', quantity: 7 }]);
    const stall = Array.from({ length: 5 }, () => sell([{ product: 'sandwich-bread', quantity: 1 }], '9.00'));
    const shop = Array.from({ length: 6 }, (_, i) =>
      marketOrderAnswer([{ productId: 'sandwich-bread', quantity: 1 }], `rush-shopper-${i}`),
    );
    const [stallAnswers, shopAnswers] = await Promise.all([Promise.all(stall), Promise.all(shop)]);
    expect(stallAnswers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    for (const answer of shopAnswers) expect([201, 409]).toContain(answer.status);
    const preordered = shopAnswers.filter((answer) => answer.status === 201).length;
    const row = tableRow(await view(), 'sandwich-bread', null);
    // The preorders never took more than was free when each was decided; only a stall sale
    // (which happened) can take the line below zero, and then it is shown to her.
    expect(row).toMatchObject({ sold: 5, setAside: preordered });
    expect(preordered).toBeLessThanOrEqual(7);
    expect(row.free).toBe(7 - 5 - preordered);
    expect(await stockOf(server, 'sandwich-bread')).toBe(50);
  });
});

const nextMonday = (monday: string) => DateTime.fromISO(monday).plus({ weeks: 1 }).toISODate()!;

/** She counts more of a line on the table than before (what she brought from the van). */
async function bringMore(product: string, flavor: string | null, more: number) {
  const brought = tableRow(await view(), product, flavor)?.brought ?? 0;
  const answer = await asOwner(server, 'PATCH', `/api/admin/market-days/${marketDate}`, {
    brought: [{ product, flavor, quantity: brought + more }],
  });
  if (answer.status !== 200) throw new Error(`recount refused: ${JSON.stringify(answer.body)}`);
}

/** The day's table by the shared rule, from the day as the server has it. */
const marketTableOf = (day: MarketDayView) =>
  marketTable({ brought: day.day?.brought ?? [], preorders: day.preorders, sales: day.sales });

function tableRow(day: MarketDayView, product: string, flavor: string | null) {
  return marketFigures(day).lines.find((line) => line.product === product && line.flavor === flavor)!;
}
