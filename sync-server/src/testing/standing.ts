import { expect } from 'vitest';
import type { ApiError } from '#shared/api';
import type { PlaceOrderResponse, StoredOrder } from '#shared/order';
import type { StandingOrderView, StandingSettings } from '#shared/standing-orders';
import { tellEveryone } from '../services/announce';
import { applyScheduleAndAnnounce } from '../services/notices/drop-notices';
import { momentOf } from '../services/moment';
import { orderPayload } from './orders';
import { asOwner } from './owner';
import type { TestServer } from './test-server';

/** A regular's standing order as her page answers it (or a refusal). */
export type StandingAnswer = { standingOrder: StandingOrderView; page: string } & ApiError;

/**
 * A regular's standing orders as a test drives them (docs/standing-orders.md): a customer's
 * order and its page's key, her "every week like this", her page's calls, the scheduler's
 * minute, the orders placed from a standing order. `serverOf` is read at each call: a test file
 * starts its server in beforeAll.
 */
export function standingDriver(serverOf: () => TestServer) {
  let customers = 0;

  /** The owner's rules, saved as her settings card does. */
  const rules = (settings: Partial<StandingSettings> = {}) =>
    asOwner(serverOf(), 'PUT', '/api/admin/standing-settings', {
      products: ['sandwich-bread', 'raspberry-scone'],
      autoApprove: false,
      perPickup: { home: 2, 'farmers-market': null },
      ...settings,
    });

  /** A customer's order, and the key of her order page. */
  async function order(lines: { productId: string; quantity: number }[], overrides: Record<string, unknown> = {}) {
    const server = serverOf();
    const payload = await orderPayload(server, `regular-customer-${++customers}`, lines);
    const answer = await server.request<PlaceOrderResponse>('POST', '/api/orders', {
      ...payload,
      email: `regular-${customers}@example.com`,
      ...overrides,
    });
    expect(answer.status).toBe(201);
    const page = new URL(answer.body.orderPage, server.url);
    return { order: answer.body.order, token: page.searchParams.get('t')! };
  }

  /** "Every week like this" from a new order: the answer, and the key of her standing order's page. */
  async function askEveryWeek(
    lines = [{ productId: 'sandwich-bread', quantity: 1 }],
    overrides: Record<string, unknown> = {},
  ) {
    const server = serverOf();
    const { order: placed, token } = await order(lines, overrides);
    const answer = await server.request<StandingAnswer>('POST', `/api/orders/${placed.id}/standing?t=${token}`);
    return { placed, answer, key: new URL(answer.body.page ?? '/', server.url).searchParams.get('t') ?? '' };
  }

  /** A call of her standing order's page, with its key. */
  const hers = (id: string, key: string, path = '', method = 'GET', body?: unknown) =>
    serverOf().request<StandingAnswer>(method, `/api/standing/${id}${path}?t=${key}`, body);

  /**
   * The scheduler's minute, as the job runs it (jobs.ts): whatever is due while orders are open
   * is placed, and what it changed is told (the mailer sends what it queued).
   */
  async function minute() {
    const { deps } = serverOf().running;
    const ran = await applyScheduleAndAnnounce(serverOf().db, momentOf(deps, deps.clock.now()));
    tellEveryone(deps, ran.changed);
    return ran;
  }

  /** The orders placed from a standing order. */
  const weeksOf = (id: string) =>
    serverOf().db('orders').where({ standingOrderId: id }).orderBy('pickupDate') as Promise<StoredOrder[]>;

  return { rules, order, askEveryWeek, hers, minute, weeksOf };
}

export const WEEK = 7 * 24 * 60 * 60 * 1000;
