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
