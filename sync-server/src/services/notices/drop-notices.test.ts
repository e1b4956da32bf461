import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addConfirmedSubscribers, addPhone, linkIn, outboxRows, saveSettings } from '../../testing/notices';
import { placeOrder, sentMail } from '../../testing/owner';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { momentOf } from '../moment';
import { applyScheduleAndAnnounce } from './drop-notices';
import { timeLimit } from '../../testing/time-limits';

/**
 * "Orders are open" and "closing soon" (docs/notices.md): who gets them, once per
 * opening, whether the owner's switch or the weekly schedule opens orders.
 */
let server: TestServer;
const WEEK = 7 * 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await startTestServer();
  await server.db('inventory').update({ stock: 500 });
  await server.catalogueChanged();
  await saveSettings(server, { ordersOpen: false });
  await addConfirmedSubscribers(server, ['ann@example.com', 'bea@example.com', 'cy@example.com']);
  const at = new Date().toISOString();
  // Neither asked-but-unconfirmed nor stopped addresses hear of openings.
  await server.db('subscribers').insert([
    {
      id: '3f2b9c1e-0000-4000-8000-00000000000a',
      email: 'pending@example.com',
      status: 'pending',
      confirmNonce: 'x',
      requestedAt: at,
      createdAt: at,
    },
    {
      id: '3f2b9c1e-0000-4000-8000-00000000000b',
      email: 'stopped@example.com',
      status: 'unsubscribed',
      confirmNonce: 'x',
      requestedAt: at,
      createdAt: at,
    },
  ]);
}, timeLimit(60_000));
afterAll(() => server?.stop());

/** The scheduler's minute, as jobs.ts runs it: then the mail queued goes out. */
async function minute() {
  const result = await applyScheduleAndAnnounce(
    server.db,
    momentOf(server.running.deps, server.running.deps.clock.now()),
  );
  server.running.deps.mailer.kick();
  return result;
}
async function noticesTo(subject: RegExp) {
  const mail = await sentMail(server);
  return mail
    .filter((each) => subject.test(each.text))
    .map((each) => /^To: (.+)$/m.exec(each.text)![1])
    .sort();
}

describe('orders are open', () => {
  it("goes to every confirmed subscriber once when the owner's switch opens orders", async () => {
    await saveSettings(server, { ordersOpen: true });
    // Closed and open again before the pickup: the same opening, no second notice.
    await saveSettings(server, { ordersOpen: false });
    await saveSettings(server, { ordersOpen: true });
    await minute();
    expect(await noticesTo(/^Subject: Orders are open/m)).toEqual([
      'ann@example.com',
      'bea@example.com',
      'cy@example.com',
    ]);
    expect(await server.db('drop_notices').where({ kind: 'orders-open' })).toHaveLength(1);
  });

  it("goes again for next week's opening, by the weekly schedule's minute", async () => {
    await saveSettings(server, { ordersOpen: false });
    server.clock.advance(WEEK);
    // The owner left auto-manage on with a pickup three days ahead: the schedule opens orders.
    const local = DateTime.fromJSDate(server.clock.now(), { zone: server.running.deps.config.bakeryTimeZone });
    await server.db('pickup_settings').update({ autoManage: true });
    await server
      .db('pickup_places')
      .where({ id: 'home' })
      .update({ weekday: local.plus({ days: 3 }).weekday % 7, startTime: '15:00', cutoffHours: 24 });
    const { changed, sent } = await minute();
    expect(changed.settings).toBe(true);
    expect(sent).toEqual([expect.objectContaining({ kind: 'orders-open', emails: 3 })]);
    expect((await minute()).sent).toEqual([]); // the next minute: nothing more
    expect(await noticesTo(/^Subject: Orders are open/m)).toHaveLength(6);
  });

  it('announces an opening it missed (orders open, no notice yet) on the next minute', async () => {
    await server.db('pickup_settings').update({ autoManage: false });
    server.clock.advance(WEEK); // a new week, orders still open: as after a server was down for it
    expect((await minute()).sent).toEqual([expect.objectContaining({ kind: 'orders-open', emails: 3 })]);
  });

  it('is claimed but not sent while the owner has it off, and not sent later for that opening', async () => {
    await saveSettings(server, { ordersOpen: false, notices: { ordersOpen: false } });
    server.clock.advance(WEEK);
    await saveSettings(server, { ordersOpen: true });
    await saveSettings(server, { notices: { ordersOpen: true } });
    await minute();
    expect(await noticesTo(/^Subject: Orders are open/m)).toHaveLength(9);
    const rows = await server.db('drop_notices').where({ kind: 'orders-open' }).orderBy('createdAt');
    expect(rows.map((row: { emails: number }) => row.emails)).toEqual([3, 3, 3, 0]);
  });
});

describe('a reopening for the same pickup', () => {
  /** Asks and confirms as a visitor does, on the server's clock. */
  async function subscribe(email: string) {
    await server.request('POST', '/api/subscribers', { email });
    const confirm = (await sentMail(server)).find(
      (mail) => mail.text.includes(`To: ${email}`) && /^Subject: Confirm/m.test(mail.text),
    );
    const token = linkIn(confirm!.text, '/subscribe/confirm');
    expect((await server.request('POST', '/api/subscribers/confirm', { token })).status).toBe(200);
  }
  /** A phone that asks for openings now (its subscription as the push route saves it). */
  const phoneAsking = () => addPhone(server, [{ topic: 'orders-open' }], server.clock.now());
  const pushesTo = async (id: string) =>
    (await outboxRows(server, 'push-orders-open')).filter((row) => row.to === id).length;
  const times = (list: readonly (string | undefined)[], email: string) => list.filter((each) => each === email).length;

  it('tells whoever asked while orders were paused, once, and nobody twice', async () => {
    server.clock.advance(WEEK); // a new week's opening, orders still open: the three hear of it
    await minute();
    const before = await noticesTo(/^Subject: Orders are open/m);
    await saveSettings(server, { ordersOpen: false }); // she pauses orders
    server.clock.advance(60_000);
    await subscribe('dee@example.com');
    const phone = await phoneAsking();
    server.clock.advance(60_000);
    await saveSettings(server, { ordersOpen: true }); // and reopens them for the same pickup
    await minute();
    await minute();
    const after = await noticesTo(/^Subject: Orders are open/m);
    expect(times(after, 'dee@example.com')).toBe(1);
    for (const told of ['ann@example.com', 'bea@example.com', 'cy@example.com']) {
      expect(times(after, told)).toBe(times(before, told));
    }
    expect(await pushesTo(phone)).toBe(1);
    expect(await server.db('drop_notices').where({ kind: 'orders-open' })).toHaveLength(5);

    // Paused and reopened once more: everyone was told of this opening already.
    await saveSettings(server, { ordersOpen: false });
    await saveSettings(server, { ordersOpen: true });
    await minute();
    expect(await noticesTo(/^Subject: Orders are open/m)).toEqual(after);
    expect(await pushesTo(phone)).toBe(1);
  });

  it('does not tell one who asks while orders are open: she hears of the next opening', async () => {
    server.clock.advance(60_000);
    await subscribe('eve@example.com');
    const phone = await phoneAsking();
    await minute();
    expect(times(await noticesTo(/^Subject: Orders are open/m), 'eve@example.com')).toBe(0);
    expect(await pushesTo(phone)).toBe(0);
    server.clock.advance(WEEK);
    await minute();
    expect(times(await noticesTo(/^Subject: Orders are open/m), 'eve@example.com')).toBe(1);
    expect(await pushesTo(phone)).toBe(1);
  });
});

describe('closing soon', () => {
  it('goes N hours before the close to subscribers without an order this window, once', async () => {
    server.clock.advance(WEEK);
    const zone = server.running.deps.config.bakeryTimeZone;
    const local = DateTime.fromJSDate(server.clock.now(), { zone });
    await saveSettings(server, {
      autoManage: true,
      pickupWeekday: local.plus({ days: 3 }).weekday % 7,
      pickupTime: '15:00',
      cutoffHours: 24,
      notices: { closingSoonHours: 2 },
    });
    await placeOrder(server, 'closing-soon-bea', [{ productId: 'focaccia', quantity: 1 }], {
      email: 'Bea@Example.com',
    });
    expect((await minute()).sent).toEqual([]); // days before the close: not yet
    const cutoff = local.plus({ days: 2 }).set({ hour: 15, minute: 0, second: 0, millisecond: 0 });
    server.clock.advance(cutoff.toMillis() - server.clock.now().getTime() - 90 * 60_000); // 1.5 h before
    expect((await minute()).sent).toEqual([expect.objectContaining({ kind: 'closing-soon', emails: 4 })]);
    expect((await minute()).sent).toEqual([]);
    expect(await noticesTo(/^Subject: Orders close /m)).toEqual([
      'ann@example.com',
      'cy@example.com',
      'dee@example.com',
      'eve@example.com',
    ]);
    const [mail] = (await sentMail(server)).filter((each) => /^Subject: Orders close /m.test(each.text));
    expect(mail!.text).toMatch(/close \w+day at 3:00 PM/);
  });

  it('queues nothing for phones or inboxes while orders are closed', async () => {
    const before = (await outboxRows(server, 'orders-open')).length;
    await server.db('pickup_settings').update({ autoManage: false, ordersOpen: false });
    server.clock.advance(WEEK);
    expect((await minute()).sent).toEqual([]);
    expect((await outboxRows(server, 'orders-open')).length).toBe(before);
  });
});
