import { DateTime } from 'luxon';
import { bakery } from '#shared/bakery';
import type { Capacity, LocationCapacity } from '#shared/pickup-slots';
import { noCapacity } from '#shared/pickup-slots';
import { asOwner } from './owner';
import type { TestServer } from './test-server';

/** Sets the home pickup's caps the way the owner does (the settings card's PUT), the market's off. */
export async function setHomeCapacity(
  server: TestServer,
  home: Partial<LocationCapacity>,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const settings = (await server.request<Record<string, unknown>>('GET', '/api/pickup-settings')).body;
  const capacity: Capacity = { home: { ...noCapacity, ...home }, 'farmers-market': noCapacity };
  const answer = await asOwner(server, 'PUT', '/api/pickup-settings', {
    pickupDate: settings.pickupDate,
    pickupAddress: settings.pickupAddress,
    ordersOpen: true,
    bannerMessage: settings.bannerMessage,
    autoManage: false,
    capacity,
    ...extra,
  });
  if (answer.status !== 200) throw new Error(`settings refused: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/**
 * Moves the server's clock to 6am the morning after a home pickup day, so the next pickup is six
 * days off whatever day and hour the tests run: cutoffs a day before it are all ahead (on a
 * Thursday evening a test's pickup was within the day, and every cancel was refused).
 */
export async function toMorningAfterPickup(server: TestServer): Promise<void> {
  const { pickupWeekday } = (await server.request<{ pickupWeekday: number }>('GET', '/api/pickup-settings')).body;
  const dayAfter = (pickupWeekday + 1) % 7 || 7; // luxon's weekdays: Monday 1 ... Sunday 7
  let morning = DateTime.fromJSDate(server.clock.now(), { zone: bakery.timeZone }).set({
    hour: 6,
    minute: 0,
    second: 0,
    millisecond: 0,
  });
  while (morning.weekday !== dayAfter || morning.toMillis() <= server.clock.now().getTime())
    morning = morning.plus({ days: 1 });
  server.clock.advance(morning.toMillis() - server.clock.now().getTime());
}
