import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStock } from '../../testing/orders';
import { asOwner, placeOrder } from '../../testing/owner';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { momentOf } from '../moment';
import { sendDueReminders } from './pickup-notices';
import { mondayOf, weekStarts } from '../orders/weekly-stats';

let server: TestServer;
const zone = 'America/Denver';

beforeAll(async () => {
  server = await startTestServer({ BAKERY_TZ: zone });
  await setStock(server, 'sandwich-bread', 50);
});
afterAll(() => server.stop());

/** The day before a pickup day at a local clock time. */
const dayBefore = (pickupDate: string, time: string) => {
  const [hour, minute] = time.split(':').map(Number);
  return DateTime.fromISO(pickupDate, { zone }).minus({ days: 1 }).set({ hour, minute }).toJSDate();
};
const remind = (now: Date) => sendDueReminders(server.db, momentOf(server.running.deps, now));
/** Queued, not sent: the mailer sends on the real clock, and these were queued "tomorrow". */
const reminders = async () =>
  (await server.db('mail_outbox').where({ kind: 'pickup-reminder' })) as { to: string; text: string }[];

describe('the day-before reminder', () => {
  it('goes at 9am the day before, once per order, not to a cancelled or collected order, and not when turned off', async () => {
    const kept = await placeOrder(server, 'remind-1-session', [{ productId: 'sandwich-bread', quantity: 1 }]);
    const cancelled = await placeOrder(server, 'remind-2-session', [{ productId: 'sandwich-bread', quantity: 1 }]);
    await asOwner(server, 'PATCH', `/api/admin/orders/${cancelled.id}/status`, { status: 'cancelled' });
    const collected = await placeOrder(server, 'remind-4-session', [{ productId: 'sandwich-bread', quantity: 1 }]);
    await asOwner(server, 'PATCH', `/api/admin/orders/${collected.id}/status`, { status: 'ready' });
    await asOwner(server, 'PATCH', `/api/admin/orders/${collected.id}/status`, { status: 'picked-up' });

    expect(await remind(dayBefore(kept.pickupDate, '08:59'))).toBe(0);
    const [first, second] = await Promise.all([
      remind(dayBefore(kept.pickupDate, '09:01')),
      remind(dayBefore(kept.pickupDate, '09:02')),
    ]);
    expect(first + second).toBe(1);
    expect(await remind(dayBefore(kept.pickupDate, '18:00'))).toBe(0);
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(`#${kept.number}`);

    const later = await placeOrder(server, 'remind-3-session', [{ productId: 'sandwich-bread', quantity: 1 }]);
    await server.db('pickup_settings').update({ remindersEnabled: false });
    expect(await remind(dayBefore(later.pickupDate, '10:00'))).toBe(0);
    await server.db('pickup_settings').update({ remindersEnabled: true });
    expect(await remind(dayBefore(later.pickupDate, '10:00'))).toBe(1);
  });
});

describe('weeks of the dashboard', () => {
  it.each([
    ['2026-11-27', '2026-11-23'], // Friday
    ['2026-11-23', '2026-11-23'], // Monday
    ['2026-11-29', '2026-11-23'], // Sunday
    ['2027-01-01', '2026-12-28'], // across the year
    ['2024-03-01', '2024-02-26'], // leap year
  ])('%s is in the week of %s', (day, monday) => {
    expect(mondayOf(day)).toBe(monday);
  });

  it('lists 12 Mondays ending with the week of the pickup', () => {
    const weeks = weekStarts('2026-11-27');
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toBe('2026-11-23');
    expect(weeks[0]).toBe('2026-09-07');
  });
});
