import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api';
import { bakery } from '#shared/bakery';
import type { CustomerOrder } from '#shared/customer-order';
import type { MarketDayView, StallSale } from '#shared/market-day';
import { marketFigures } from '#shared/market-figures';
import type { PlaceOrderResponse } from '#shared/order';
import type { OwnerEditInput, OwnerEditResults } from '#shared/owner-edits';
import type { WeeklyStats } from '#shared/owner-orders';
import { formatCents } from '#shared/money';
import { orderPayload, setStock, stockOf } from '../testing/orders';
import { asOwner, placeOrder } from '../testing/owner';
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

/** A customer's online order for the market, and the key of her own order page. */
async function marketOrder(lines: { productId: string; flavor?: string; quantity: number }[], paymentMethod = 'cash') {
  const payload = await orderPayload(server, `market-customer-${++sessions}`, lines);
  const answer = await server.request<PlaceOrderResponse>('POST', '/api/orders', {
    ...payload,
    pickupLocation: 'farmers-market',
    paymentMethod,
  });
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

  it('makes the shop’s stock what the table has, when she asks, and follows her counts after', async () => {
    const nextWeek = DateTime.fromISO(marketDate).plus({ weeks: 1 }).toISODate()!;
    await setStock(server, 'pumpkin-scones', 3);
    const start = (brought: number, stockFromTable: boolean) =>
      sendEdits([
        edit({
          kind: 'start-market-day',
          date: nextWeek,
          brought: [{ product: 'pumpkin-scones', quantity: brought }],
          openingCash: '0',
          releaseAfter: null,
          stockFromTable,
        }),
      ]);
    await start(10, true);
    expect(await stockOf(server, 'pumpkin-scones')).toBe(10);
    await start(50, true); // her helper's start, later: the day stands, and so does the stock
    expect(await stockOf(server, 'pumpkin-scones')).toBe(10);
    const recount = (quantity: number) =>
      sendEdits([
        edit({
          kind: 'update-market-day',
          date: nextWeek,
          brought: [{ product: 'pumpkin-scones', quantity }],
          stockFromTable: true,
        }),
      ]);
    await recount(12);
    expect(await stockOf(server, 'pumpkin-scones')).toBe(12);
    await setStock(server, 'pumpkin-scones', 1); // sold online meanwhile
    await recount(2); // ten fewer than she counted: never below zero
    expect(await stockOf(server, 'pumpkin-scones')).toBe(0);
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
  it('comes off the table and the shop stock; past what is left it is refused and nothing changes', async () => {
    const before = await stockOf(server, 'bagels');
    const sold = await sell([{ product: 'bagels', flavor: 'plain', quantity: 2 }], '8.00');
    expect(sold.status).toBe(201);
    expect(sold.body.sale).toMatchObject({ total: '8.00', paymentMethod: 'cash', undoneAt: null });
    expect(await stockOf(server, 'bagels')).toBe(before - 2);

    const tooMany = await sell([{ product: 'bagels', flavor: 'plain', quantity: 5 }]);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ reason: 'insufficient-stock' });
    expect(tooMany.body.message).toMatch(/^Only 4 Bagels \(Plain\) left on the table$/);
    expect(await stockOf(server, 'bagels')).toBe(before - 2);
    expect((await view()).sales).toHaveLength(1);
  });

  it('never sells a preorder at the stall: the loaves set aside are not the table’s', async () => {
    await marketOrder([{ productId: 'focaccia', flavor: 'regular', quantity: 5 }]);
    // Brought 8, 5 set aside for her: 3 on the table.
    const refused = await sell([{ product: 'focaccia', flavor: 'regular', quantity: 4 }]);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Only 3 Focaccia (Regular) left on the table');
    expect((await sell([{ product: 'focaccia', quantity: 3 }])).status).toBe(201);
  });

  it('is refused when the shop sold the loaf online meanwhile, with how many the stock still has', async () => {
    await asOwner(server, 'PATCH', `/api/admin/market-days/${marketDate}`, {
      brought: [{ product: 'bagels', flavor: 'plain', quantity: 20 }],
    });
    await setStock(server, 'bagels', 1);
    const refused = await sell([{ product: 'bagels', flavor: 'plain', quantity: 2 }]);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Only 1 Bagels (Plain) left in the shop's stock");
    await setStock(server, 'bagels', 12);
  });

  it('is undone once: its units go back, and the sale stays on the day marked undone', async () => {
    const stock = await stockOf(server, 'bagels');
    const { body } = await sell([{ product: 'bagels', flavor: 'plain', quantity: 3 }], '12.00');
    const undo = edit({ kind: 'undo-stall-sale', date: marketDate, id: body.sale.id });
    const again = edit({ kind: 'undo-stall-sale', date: marketDate, id: body.sale.id });
    const answers = await sendEdits([undo, again]);
    expect(answers.body.results.map((result) => result.status)).toEqual([200, 200]);
    expect(await stockOf(server, 'bagels')).toBe(stock);
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
    expect(await stockOf(server, 'bagels')).toBe(stock - 4);
    const figures = marketFigures(after);
    const was = marketFigures(before);
    expect(figures.stall.cashCents - was.stall.cashCents).toBe(1200);
    expect(figures.stall.venmoCents - was.stall.venmoCents).toBe(400);
  });
});

describe('preorders at the stall', () => {
  it('are handed over and paid once, from two phones; her order page says picked up', async () => {
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
    const { order } = await marketOrder([{ productId: 'focaccia', flavor: 'regular', quantity: 1 }]);
    await asOwner(server, 'PATCH', `/api/admin/market-days/${marketDate}`, {
      brought: [{ product: 'focaccia', flavor: 'regular', quantity: 12 }],
    });
    const release = () => sendEdits([edit({ kind: 'release-preorder', date: marketDate, id: order.id })]);
    const early = await release();
    expect(early.body.results[0]).toMatchObject({ status: 409, body: { reason: 'too-early' } });

    server.clock.advance(3.75 * 60 * 60 * 1000); // 11:45, before the market ends
    const stock = await stockOf(server, 'focaccia');
    const tableBefore = tableRow(await view(), 'focaccia', 'regular');
    for (const answer of [await release(), await release()]) expect(answer.body.results[0]!.status).toBe(200);
    expect(await stockOf(server, 'focaccia')).toBe(stock + 1);
    const released = await view();
    expect(released.preorders.find((each) => each.id === order.id)?.status).toBe('no-show');
    expect(tableRow(released, 'focaccia', 'regular').free).toBe(tableBefore.free + 1);

    // She came after all: her loaf comes back off the table and the stock.
    const late = await sendEdits([
      edit({ kind: 'hand-over-preorder', date: marketDate, id: order.id, paidHere: null }),
    ]);
    expect(late.body.results[0], JSON.stringify(late.body)).toMatchObject({ status: 200 });
    expect(await stockOf(server, 'focaccia')).toBe(stock);
    expect(tableRow(await view(), 'focaccia', 'regular').free).toBe(tableBefore.free);
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
      cashCounted: '81.50',
      difference: formatCents(figures.cash.differenceCents!),
    });
    const week = stats.body.weeks.find(
      (each) => each.weekStart <= marketDate && marketDate < nextMonday(each.weekStart),
    );
    expect(week?.stall).toBe(formatCents(figures.stall.totalCents));
  });
});

describe('two pools under a rush', () => {
  const ensureDay = (brought: { product: string; quantity: number }[]) =>
    sendEdits([
      edit({ kind: 'start-market-day', date: marketDate, brought: [], openingCash: '0', releaseAfter: null }),
      edit({ kind: 'update-market-day', date: marketDate, brought }),
    ]);
  /** `count` sales of one over the table and `online` orders of one on the shop, all at once. */
  async function rush(product: string, count: number, online: number) {
    const stall = Array.from({ length: count }, () => sell([{ product, quantity: 1 }], '9.00'));
    const shop = Array.from({ length: online }, async (_, i) => {
      const payload = await orderPayload(server, `rush-${product}-${i}`, [{ productId: product, quantity: 1 }]);
      return server.request('POST', '/api/orders', payload);
    });
    const [stallAnswers, shopAnswers] = await Promise.all([Promise.all(stall), Promise.all(shop)]);
    for (const answer of [...stallAnswers, ...shopAnswers]) expect([201, 409]).toContain(answer.status);
    return {
      atStall: stallAnswers.filter((answer) => answer.status === 201).length,
      online: shopAnswers.filter((answer) => answer.status === 201).length,
    };
  }

  it('never sells a preorder at the stall, however many sales come at once', async () => {
    await setStock(server, 'sandwich-bread', 20);
    await marketOrder([{ productId: 'sandwich-bread', quantity: 2 }]);
    await ensureDay([{ product: 'sandwich-bread', quantity: 7 }]); // 2 of them hers: 5 for the table
    const sold = await rush('sandwich-bread', 20, 6);
    expect(sold).toEqual({ atStall: 5, online: 6 });
    expect(await stockOf(server, 'sandwich-bread')).toBe(20 - 2 - 5 - 6);
    expect(tableRow(await view(), 'sandwich-bread', null)).toMatchObject({ setAside: 2, sold: 5, free: 0 });
  });

  it('never sells a loaf twice: stall sales and online orders at once take the stock exactly once', async () => {
    await setStock(server, 'english-muffins', 8);
    await ensureDay([{ product: 'english-muffins', quantity: 30 }]);
    const sold = await rush('english-muffins', 20, 20);
    expect(sold.atStall + sold.online).toBe(8);
    expect(await stockOf(server, 'english-muffins')).toBe(0);
    expect(tableRow(await view(), 'english-muffins', null).sold).toBe(sold.atStall);
  });
});

const nextMonday = (monday: string) => DateTime.fromISO(monday).plus({ weeks: 1 }).toISODate()!;

function tableRow(day: MarketDayView, product: string, flavor: string | null) {
  return marketFigures(day).lines.find((line) => line.product === product && line.flavor === flavor)!;
}
