import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api';
import type { LiveMessage } from '#shared/live';
import type { PlaceOrderResponse, StoredOrder } from '#shared/order';
import type { BakeList, PickupBookings } from '#shared/owner-orders';
import type { PublicPickupSettings } from '#shared/pickup-settings';
import { LiveClient } from '../testing/live-client';
import { countRows, orderPayload, setStock, stockOf } from '../testing/orders';
import { asOwner } from '../testing/owner';
import { setHomeCapacity } from '../testing/slots';
import { startTestServer, type TestServer } from '../testing/test-server';

/** Pickup slots and the oven's cap (docs/orders.md), over real HTTP on a real database. */
let server: TestServer;
let session = 0;
const shopper = () => `slots-${++session}-session`;

beforeAll(async () => {
  server = await startTestServer();
  for (const id of ['sandwich-bread', 'burger-buns', 'focaccia']) await setStock(server, id, 500);
});
afterAll(() => server.stop());
beforeEach(async () => {
  await server.db('orders').delete();
  await server.db('failed_order_attempts').delete();
  await setHomeCapacity(server, {}, { pickupEndTime: '18:00' });
});

const settings = async () => (await server.request<PublicPickupSettings>('GET', '/api/pickup-settings')).body;
const home = async () => (await settings()).nextPickups.find((pickup) => pickup.pickupLocation === 'home')!;
const order = async (slot: string | undefined, lines = [{ productId: 'sandwich-bread', quantity: 1 }]) =>
  server.request<PlaceOrderResponse & ApiError>('POST', '/api/orders', {
    ...(await orderPayload(server, shopper(), lines)),
    ...(slot ? { pickupSlot: slot } : {}),
  });

describe('the public settings', () => {
  it('have no slots and no cap by default: an order needs no slot, as before slots', async () => {
    expect(await home()).toMatchObject({ slots: [], itemsLeft: null, full: false });
    expect((await order(undefined)).status).toBe(201);
  });

  it("list the next pickup's slots with the places left, and the oven's items left", async () => {
    await setHomeCapacity(
      server,
      { slotMinutes: 45, ordersPerSlot: 4, itemsPerPickup: 60 },
      { pickupEndTime: '17:00' },
    );
    const pickup = await home();
    expect(pickup.slots).toEqual([
      { start: '15:00', end: '15:45', left: 4 },
      { start: '15:45', end: '16:30', left: 4 },
      { start: '16:30', end: '17:00', left: 4 },
    ]);
    expect(pickup).toMatchObject({ itemsLeft: 60, full: false });
    expect(pickup.following > pickup.pickupDate).toBe(true);
    expect((await order('15:45', [{ productId: 'sandwich-bread', quantity: 3 }])).status).toBe(201);
    expect((await home()).slots[1]).toEqual({ start: '15:45', end: '16:30', left: 3 });
    expect((await home()).itemsLeft).toBe(57);
  });
});

describe('booking a place', () => {
  it('refuses an order with no slot, or a slot not offered, and changes nothing', async () => {
    await setHomeCapacity(server, { slotMinutes: 30, ordersPerSlot: 2 });
    const before = { orders: await countRows(server, 'orders'), stock: await stockOf(server, 'sandwich-bread') };
    for (const slot of [undefined, '15:10', '19:00']) {
      const refused = await order(slot);
      expect(refused.status).toBe(409);
      expect(refused.body.reason).toBe('slot-full');
      expect(refused.body.pickup?.slots[0]).toMatchObject({ start: '15:00', left: 2 });
    }
    expect({ orders: await countRows(server, 'orders'), stock: await stockOf(server, 'sandwich-bread') }).toEqual(
      before,
    );
    const failed = (await server.db('failed_order_attempts').select('failureReason')) as { failureReason: string }[];
    expect(failed.map((row) => row.failureReason)).toEqual(['slot-full', 'slot-full', 'slot-full']);
    const bad = await order('3pm' as string);
    expect(bad.status).toBe(400);
  });

  it('gives exactly 5 of 50 concurrent customers a slot of 5, the rest a 409 naming the slots with room', async () => {
    await setHomeCapacity(server, { slotMinutes: 30, ordersPerSlot: 5 });
    const stock = await stockOf(server, 'sandwich-bread');
    const payloads = await Promise.all(
      Array.from({ length: 50 }, () => orderPayload(server, shopper(), [{ productId: 'sandwich-bread', quantity: 1 }])),
    );
    const answers = await Promise.all(
      payloads.map((payload) => server.request<ApiError>('POST', '/api/orders', { ...payload, pickupSlot: '15:30' })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.every((answer) => answer.status === 409 && answer.body.reason === 'slot-full')).toBe(true);
    expect(refused[0]!.body.pickup!.slots.find((slot) => slot.start === '15:30')!.left).toBe(0);
    expect(refused[0]!.body.pickup!.slots.find((slot) => slot.start === '16:00')!.left).toBe(5);
    expect(await server.db('orders').where({ pickupSlot: '15:30' })).toHaveLength(5);
    expect(await stockOf(server, 'sandwich-bread')).toBe(stock - 5);
  });

  it("never lets a pickup take more items than the oven's cap, however many order at once", async () => {
    await setHomeCapacity(server, { itemsPerPickup: 7 });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => order(undefined, [{ productId: 'sandwich-bread', quantity: 2 }])),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    const full = answers.find((answer) => answer.status === 409)!;
    expect(full.body).toMatchObject({ reason: 'pickup-full' });
    expect(full.body.message).toMatch(/Only 1 more item fits|pickup is full/);
    const [{ items }] = (await server.db('orders').sum({ items: 'itemCount' })) as [{ items: number }];
    expect(Number(items)).toBe(6);
    expect((await home()).itemsLeft).toBe(1);
    expect((await order(undefined, [{ productId: 'sandwich-bread', quantity: 1 }])).status).toBe(201);
    expect(await home()).toMatchObject({ itemsLeft: 0, full: true });
  });

  it('frees the place when the order is cancelled', async () => {
    await setHomeCapacity(server, { slotMinutes: 60, ordersPerSlot: 1 });
    const first = await order('15:00');
    expect(first.status).toBe(201);
    expect((await order('15:00')).status).toBe(409);
    await asOwner(server, 'PATCH', `/api/admin/orders/${first.body.order.id}/status`, { status: 'cancelled' });
    expect((await home()).slots[0]!.left).toBe(1);
    expect((await order('15:00')).status).toBe(201);
  });

  it('lets the owner overbook a full slot on purpose, and shows it', async () => {
    await setHomeCapacity(server, { slotMinutes: 60, ordersPerSlot: 1 });
    expect((await order('16:00')).status).toBe(201);
    const sale = {
      pickupLocation: 'home',
      pickupSlot: '16:00',
      paymentMethod: 'cash',
      paid: false,
      items: [{ product: 'burger-buns', quantity: 4 }],
    };
    const refused = await asOwner<ApiError>(server, 'POST', '/api/admin/orders', sale);
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe('slot-full');
    const booked = await asOwner<{ order: StoredOrder }>(server, 'POST', '/api/admin/orders', {
      ...sale,
      overbook: true,
    });
    expect(booked.status).toBe(201);
    expect(booked.body.order).toMatchObject({ pickupSlot: '16:00', overbooked: true });
    const pickupDate = booked.body.order.pickupDate;
    const slots = await asOwner<PickupBookings>(
      server,
      'GET',
      `/api/admin/pickup-slots?pickupDate=${pickupDate}&pickupLocation=home`,
    );
    expect(slots.body.slots.find((slot) => slot.start === '16:00')).toEqual({
      start: '16:00',
      end: '17:00',
      booked: 2,
      cap: 1,
    });
    expect((await home()).slots.find((slot) => slot.start === '16:00')!.left).toBe(0);
  });

  it("lists, sorts and bakes a pickup's orders by slot", async () => {
    await setHomeCapacity(server, { slotMinutes: 60 });
    const late = (await order('17:00', [{ productId: 'focaccia', quantity: 1 }])).body.order;
    const early = (await order('15:00', [{ productId: 'burger-buns', quantity: 4 }])).body.order;
    await order('17:00');
    const bySlot = await asOwner<StoredOrder[]>(server, 'GET', `/api/orders?pickupDate=${late.pickupDate}&sort=slot`);
    expect(bySlot.body.map((each) => each.pickupSlot)).toEqual(['15:00', '17:00', '17:00']);
    const only = await asOwner<StoredOrder[]>(server, 'GET', `/api/orders?pickupSlot=15:00`);
    expect(only.body.map((each) => each.id)).toEqual([early.id]);
    const list = await asOwner<BakeList>(
      server,
      'GET',
      `/api/admin/bake-list?pickupDate=${late.pickupDate}&split=slot`,
    );
    expect(list.body.lines.map((line) => [line.pickupSlot, line.productId, line.quantity])).toEqual([
      ['15:00', 'burger-buns', 4],
      ['17:00', 'focaccia', 1],
      ['17:00', 'sandwich-bread', 1],
    ]);
  });

  it('tells open storefronts when places move', async () => {
    await setHomeCapacity(server, { slotMinutes: 60, ordersPerSlot: 3 });
    const client = new LiveClient(server.url);
    try {
      await client.next((message) => message.type === 'snapshot');
      expect((await order('15:00')).status).toBe(201);
      const slots = (await client.next((message) => message.type === 'slots')) as Extract<
        LiveMessage,
        { type: 'slots' }
      >;
      expect(slots.nextPickups.find((p) => p.pickupLocation === 'home')!.slots[0]).toEqual({
        start: '15:00',
        end: '16:00',
        left: 2,
      });
    } finally {
      client.socket.close();
    }
  });

  it('refuses caps out of range and a pickup that ends before it starts, changing nothing', async () => {
    const stored = async () => ({
      settings: await server.db('pickup_settings').first(),
      places: await server.db('pickup_places').orderBy('id'),
    });
    const before = await stored();
    for (const home of [{ slotMinutes: 5 }, { slotMinutes: 121 }, { ordersPerSlot: 0 }, { itemsPerPickup: -1 }]) {
      await expect(setHomeCapacity(server, home as never)).rejects.toThrow(/400/);
    }
    await expect(setHomeCapacity(server, {}, { pickupEndTime: '14:00' })).rejects.toThrow(/400/);
    expect(await stored()).toEqual(before);
  });
});
