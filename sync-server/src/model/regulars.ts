import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { InventoryItem } from '#shared/inventory';
import type { OwnerStandingList, StandingWeek } from '#shared/standing-orders';
import { asOwner } from '../testing/owner';
import type { TestServer } from '../testing/test-server';
import type { Bakery } from './bakery';
import type { Model, ModelProduct } from './model';

/**
 * The template's regulars: standing orders the owner approved, for the home pickup every run's
 * customers order for, so a run places their week without moving a week on. Between them they
 * ask more of the scarce babka than the shop has, and for the slots customers take, so a week
 * may be refused (sold out, a full slot) and placed later.
 */
export interface Regular {
  id: string;
  email: string;
  lines: Partial<Record<ModelProduct, number>>;
}

const regularLines: { lines: Partial<Record<ModelProduct, number>>; slot: number }[] = [
  { lines: { 'chocolate-babka': 1, 'sandwich-bread': 1 }, slot: 0 },
  { lines: { 'chocolate-babka': 2 }, slot: 1 },
  { lines: { 'burger-buns': 4 }, slot: 0 },
];

/**
 * Writes the regulars as her yes leaves them (active standing orders, as crash.test.ts does):
 * how they get there is standing-orders.test.ts's. Each is at the shop's price of the morning.
 */
export async function agreeToRegulars(server: TestServer, slots: readonly string[]): Promise<Regular[]> {
  const shop = (await server.request<InventoryItem[]>('GET', '/api/inventory')).body;
  const cents = (product: string) => Math.round(Number(shop.find((item) => item.id === product)!.price) * 100);
  const now = server.clock.now().toISOString();
  const regulars = regularLines.map(({ lines, slot }, index) => ({
    id: randomUUID(),
    email: `model-regular-${index}@example.com`,
    lines,
    row: {
      fromOrderId: null,
      firstName: 'Regular',
      lastName: `Number ${index}`,
      phone: '406-555-0100',
      paymentMethod: 'cash',
      pickupLocation: 'home',
      pickupSlot: slots[slot % slots.length] ?? null,
      lines: JSON.stringify(
        Object.entries(lines).map(([product, quantity]) => ({
          product,
          flavor: null,
          quantity,
          agreedUnitCents: cents(product),
        })),
      ),
      status: 'active',
      createdAt: now,
      updatedAt: now,
      approvedAt: now,
    },
  }));
  await server.db('standing_orders').insert(regulars.map(({ id, email, row }) => ({ id, email, ...row })));
  return regulars.map(({ id, email, lines }) => ({ id, email, lines }));
}

/** The week of a regular the owner's answer shows for the run's pickup, when it is placed. */
export function placedWeek(weeks: readonly StandingWeek[], pickupDate: string): StandingWeek | undefined {
  return weeks.find((week) => week.pickupDate === pickupDate && week.outcome === 'placed' && week.orderPage);
}

/** An order's id, from her order page's path (`/orders/{id}?t=...`). */
export const orderIdOf = (page: string) => /^\/orders\/([^?]+)\?/.exec(page)![1]!;

/**
 * The weeks the server placed since the model last looked, as the owner's Standing Orders page
 * reports them (each week's order, its number and page): each one's order acknowledged, its
 * stock taken. The model never decides which week should have been placed; a week placed twice
 * shows one order here, and the other is an order nobody acknowledged (checkInvariants).
 * Answers the regulars newly placed.
 */
export async function learnPlacedWeeks(model: Model, bakery: Bakery): Promise<Regular[]> {
  const answer = await asOwner<OwnerStandingList>(bakery.via(0), 'GET', '/api/admin/standing-orders');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const learned: Regular[] = [];
  for (const regular of model.regulars) {
    if (model.weeks.some((week) => week.standingOrderId === regular.id)) continue;
    const view = answer.body.standingOrders.find((each) => each.id === regular.id);
    const week = view && placedWeek(view.weeks, model.weekDate);
    if (!week) continue;
    const id = orderIdOf(week.orderPage!);
    model.weeks.push({ standingOrderId: regular.id, orderId: id });
    model.orders.push({ id, number: week.orderNumber!, page: week.orderPage!, lines: regular.lines, status: 'placed' });
    for (const [product, quantity] of Object.entries(regular.lines)) model.stock[product as ModelProduct] -= quantity;
    learned.push(regular);
  }
  return learned;
}
