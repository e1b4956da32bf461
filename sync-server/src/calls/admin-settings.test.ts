import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api';
import type { AdminInventoryItem, InventoryItem } from '#shared/inventory';
import type { PickupSettings } from '#shared/pickup-settings';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let auth: Record<string, string>;

const settingsForm = {
  pickupDate: 'Saturday after 10 AM',
  pickupAddress: '12 Main St, Bozeman, MT 59715',
  ordersOpen: true,
  bannerMessage: 'Holiday bakes are here!',
  autoManage: false,
};

beforeAll(async () => {
  server = await startTestServer();
  auth = { Authorization: `Bearer ${await server.adminToken()}` };
});
afterAll(() => server.stop());
beforeEach(async () => {
  // A test of the schedule leaves its verdict behind, and what it is depends on the hour of the
  // week the suite runs at (a Saturday evening closes orders): every test starts with orders open.
  await server.db('pickup_settings').update({ autoManage: false, ordersOpen: true });
  await server.db('inventory').update({ visible: true });
  await server.catalogueChanged();
});

describe('PUT /api/pickup-settings', () => {
  it('saves the five fields of the settings card, and customers see them', async () => {
    const answer = await server.request<PickupSettings>('PUT', '/api/pickup-settings', settingsForm, auth);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject(settingsForm);
    const publicView = await server.request<PickupSettings>('GET', '/api/pickup-settings');
    expect(publicView.body).toMatchObject(settingsForm);
  });

  it('lets the schedule decide open and date as soon as auto-manage is switched on', async () => {
    const answer = await server.request<PickupSettings>(
      'PUT',
      '/api/pickup-settings',
      { ...settingsForm, autoManage: true, pickupWeekday: 6, pickupTime: '09:30', cutoffHours: 24 },
      auth,
    );
    expect(answer.body).toMatchObject({ autoManage: true, pickupWeekday: 6, pickupTime: '09:30', cutoffHours: 24 });
    expect(answer.body.pickupDate).toMatch(/^Saturday, \w+ \d+(st|nd|rd|th) after 9:30 AM$/);
    expect(answer.body.bannerMessage).toBe('Holiday bakes are here!'); // the schedule leaves the rest alone
  });

  it("leaves the owner's values alone while auto-manage is off", async () => {
    await server.request('PUT', '/api/pickup-settings', { ...settingsForm, ordersOpen: false }, auth);
    server.clock.advance(3 * 24 * 60 * 60 * 1000);
    const applied = await server.request<PickupSettings>('GET', '/api/pickup-settings');
    expect(applied.body).toMatchObject({ ordersOpen: false, pickupDate: settingsForm.pickupDate });
  });

  it("'Auto-Update Now' applies the schedule at once", async () => {
    await server.request(
      'PUT',
      '/api/pickup-settings',
      { ...settingsForm, pickupWeekday: 3, pickupTime: '17:00' },
      auth,
    );
    const answer = await server.request<PickupSettings>('POST', '/api/pickup-settings/auto-update', undefined, auth);
    expect(answer.status).toBe(200);
    expect(answer.body.pickupDate).toMatch(/^Wednesday, .* after 5:00 PM$/);
  });

  it.each([
    // A message begins with a capital letter (http/error-handler.ts); the issue beside the field keeps "ordersOpen".
    [{ ...settingsForm, ordersOpen: 'yes' }, 'OrdersOpen must be true or false'],
    [{ ...settingsForm, pickupTime: '25:00' }, 'Pickup time is HH:MM on a 24-hour clock'],
    [{ ...settingsForm, cutoffHours: 200 }, 'Orders must close less than a week before pickup'],
    [{ ...settingsForm, bannerMessage: 'x'.repeat(501) }, 'Banner message must be at most 500 characters'],
  ])('refuses %j', async (body, message) => {
    const before = await server.request('GET', '/api/pickup-settings');
    const answer = await server.request<ApiError>('PUT', '/api/pickup-settings', body, auth);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect((await server.request('GET', '/api/pickup-settings')).body).toEqual(before.body);
  });
});

describe('price and visibility', () => {
  it('sets a price the storefront and the order total follow', async () => {
    const answer = await server.request<AdminInventoryItem>(
      'PATCH',
      '/api/inventory/orange-biscotti/price',
      { price: '2.75' },
      auth,
    );
    expect(answer.body.price).toBe('2.75');
    const items = (await server.request<InventoryItem[]>('GET', '/api/inventory')).body;
    expect(items.find((item) => item.id === 'orange-biscotti')?.price).toBe('2.75');
  });

  it.each([
    [{ price: '-1' }, 400],
    [{ price: '2.999' }, 400],
    [{ price: 'free' }, 400],
    [{}, 400],
  ])('refuses the price %j', async (body, status) => {
    expect((await server.request('PATCH', '/api/inventory/orange-biscotti/price', body, auth)).status).toBe(status);
  });

  it('hides a product from the public list and refuses new holds on it', async () => {
    const hidden = await server.request<AdminInventoryItem>(
      'PATCH',
      '/api/inventory/chocolate-babka/visibility',
      { visible: false },
      auth,
    );
    expect(hidden.body.visible).toBe(false);
    const ids = (await server.request<InventoryItem[]>('GET', '/api/inventory')).body.map((item) => item.id);
    expect(ids).not.toContain('chocolate-babka');
    const hold = await server.request<ApiError>('POST', '/api/cart/reserve', {
      sessionId: 'visibility-test',
      productId: 'chocolate-babka',
      quantity: 1,
    });
    expect(hold.status).toBe(409);
    expect(hold.body.reason).toBe('product-unavailable');
  });

  it('closing orders makes the storefront refuse holds', async () => {
    await server.request('PUT', '/api/pickup-settings', { ...settingsForm, ordersOpen: false }, auth);
    const hold = await server.request<ApiError>('POST', '/api/cart/reserve', {
      sessionId: 'closed-test-1',
      productId: 'focaccia',
      quantity: 1,
    });
    expect(hold.body.reason).toBe('orders-closed');
    await server.request('PUT', '/api/pickup-settings', settingsForm, auth);
  });
});
