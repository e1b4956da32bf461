import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { ApiError } from '#shared/api';
import type { Reservation } from '#shared/cart';
import type { PlaceOrderResponse } from '#shared/order';
import { sweepExpiredHolds } from '../services/holds/holds';
import { orderPayload } from '../testing/orders';
import type { Bakery } from './bakery';
import { cloneScheduler, raced, startOrder, type RacedCommand } from './race';
import { CAFE, modelProducts, sessionOf, type Model, type ModelOrder, type ModelProduct } from './model';

/** A refusal the bakery may answer a customer's call with: a rule said no, nothing changed. */
const refusal = (status: number) => status === 409 || status === 404;

/** A cart: one of the run's earlier carts, or a new one when `cart` is past them. */
export function cartFor(model: Model, cart: number): number {
  if (cart < model.carts) return cart;
  return model.carts++;
}

const product = fc.constantFrom(...modelProducts);

/** A shopper holds some of a product, through either server. */
export class TakeHold implements fc.AsyncCommand<Model, Bakery> {
  constructor(
    readonly cart: number,
    readonly product: ModelProduct,
    readonly quantity: number,
    readonly via: number,
  ) {}
  check = () => true;
  async run(model: Model, bakery: Bakery): Promise<void> {
    const sessionId = sessionOf(cartFor(model, this.cart));
    const body = { sessionId, productId: this.product, quantity: this.quantity };
    const answer = await bakery
      .via(this.via)
      .request<{ reservation: Reservation } & ApiError>('POST', '/api/cart/reserve', body);
    if (refusal(answer.status)) return;
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { id, expiresAt } = answer.body.reservation;
    const now = bakery.via(0).clock.now().getTime();
    // One clock per cart (docs/api.md): her live holds move with the new one; expired ones stay so.
    for (const hold of model.holds) {
      if (hold.sessionId === sessionId && hold.expiresAt > now) hold.expiresAt = Date.parse(expiresAt);
    }
    model.holds.push({
      id,
      sessionId,
      productId: this.product,
      quantity: this.quantity,
      expiresAt: Date.parse(expiresAt),
    });
  }
  toString = () => `TakeHold(cart ${this.cart}, ${this.quantity} ${this.product}, via ${this.via})`;
}
export const takeHold = fc
  .tuple(fc.nat(6), product, fc.integer({ min: 1, max: 5 }), fc.nat(1))
  .map((args) => new TakeHold(...args));

/** A shopper gives a hold back (the cart's remove): 204 also for one expired or used. */
export class ReleaseHold implements fc.AsyncCommand<Model, Bakery> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.holds.length > 0;
  async run(model: Model, bakery: Bakery): Promise<void> {
    const [hold] = model.holds.splice(this.pick % model.holds.length, 1);
    const answer = await bakery.via(this.pick).request('DELETE', `/api/cart/reserve/${hold!.id}`);
    expect(answer.status).toBe(204);
  }
  toString = () => `ReleaseHold(${this.pick})`;
}
export const releaseHold = fc.nat(20).map((pick) => new ReleaseHold(pick));

/**
 * Time passes (the test's clock), and the sweeper deletes what expired while a shopper holds
 * again: the scheduler decides which starts first. A hold that had expired must stay expired
 * (the sweeper may already have given its stock to someone else); a live one is moved on.
 */
export class TimePasses implements RacedCommand {
  constructor(
    readonly minutes: number,
    readonly hold: TakeHold,
    readonly scheduler: fc.Scheduler,
  ) {}
  check = () => true;
  async run(model: Model, bakery: Bakery): Promise<void> {
    await bakery.advance(this.minutes * 60_000);
    const server = bakery.via(this.hold.via);
    await raced(this.scheduler, [
      async () => void (await sweepExpiredHolds(server.db, server.clock.now())),
      () => this.hold.run(model, bakery),
    ]);
  }
  [fc.cloneMethod] = () => new TimePasses(this.minutes, this.hold, cloneScheduler(this.scheduler));
  toString = () =>
    `TimePasses(${this.minutes} min, the sweeper racing ${this.hold.toString()}, ${startOrder(this.scheduler)})`;
}
export const timePasses = fc
  .tuple(fc.integer({ min: 1, max: 20 }), takeHold, fc.scheduler())
  .map(([minutes, hold, scheduler]) => new TimePasses(minutes, hold, scheduler));

/**
 * A shopper checks out: her order sent with its Idempotency-Key, and when `twice`, sent again at
 * once (a retry after a lost answer), in the order the scheduler picks. Both answers must be the
 * same order; it is acknowledged once.
 */
export class PlaceOrder implements RacedCommand {
  constructor(
    readonly cart: number,
    readonly lines: { productId: ModelProduct; quantity: number }[],
    readonly slot: number,
    readonly twice: boolean,
    readonly via: number,
    readonly scheduler: fc.Scheduler,
    readonly atCafe = false,
  ) {}
  check = () => true;
  async run(model: Model, bakery: Bakery): Promise<void> {
    const sessionId = sessionOf(cartFor(model, this.cart));
    // Her door's pickup has slots; her café, of the same bake, has none.
    const where = this.atCafe
      ? { pickupLocation: CAFE }
      : { pickupLocation: 'home', pickupSlot: model.slots[this.slot % model.slots.length] };
    const payload = { ...(await orderPayload(bakery.via(0), sessionId, this.lines)), ...where };
    const headers = { 'Idempotency-Key': randomUUID() };
    const send = (via: number) => () =>
      bakery.via(via).request<PlaceOrderResponse & ApiError>('POST', '/api/orders', payload, headers);
    const sends = this.twice ? [send(this.via), send(this.via + 1)] : [send(this.via)];
    const answers = await raced(this.scheduler, sends);
    const [first] = answers;
    for (const answer of answers) expect(answer.body, 'the same answer to the same key').toEqual(first!.body);
    if (refusal(first!.status)) return;
    expect(first!.status, JSON.stringify(first!.body)).toBe(201);
    const { order, orderPage } = first!.body;
    model.orders.push({
      id: order.id,
      number: order.number,
      page: orderPage,
      lines: Object.fromEntries(this.lines.map((line) => [line.productId, line.quantity])),
      status: 'placed',
      place: this.atCafe ? CAFE : 'home',
    });
    for (const line of this.lines) model.stock[line.productId] -= line.quantity;
    // Her holds of what she ordered are used by the order.
    model.holds = model.holds.filter(
      (hold) => hold.sessionId !== sessionId || !this.lines.some((line) => line.productId === hold.productId),
    );
  }
  toString = () =>
    `PlaceOrder(cart ${this.cart}, ${this.lines.map((line) => `${line.quantity} ${line.productId}`).join(' + ')}, ` +
    `${this.atCafe ? 'at the café' : `slot ${this.slot}`}${this.twice ? `, sent twice, ${startOrder(this.scheduler)}` : ''}, via ${this.via})`;
  [fc.cloneMethod] = () =>
    new PlaceOrder(this.cart, this.lines, this.slot, this.twice, this.via, cloneScheduler(this.scheduler), this.atCafe);
}
export const placeOrder = fc
  .tuple(
    fc.nat(6),
    fc.uniqueArray(fc.record({ productId: product, quantity: fc.integer({ min: 1, max: 5 }) }), {
      minLength: 1,
      maxLength: 2,
      selector: (line) => line.productId,
    }),
    fc.nat(3),
    fc.boolean(),
    fc.nat(1),
    fc.scheduler(),
    // One order in three at her café.
    fc.nat(2).map((n) => n === 0),
  )
  .map((args) => new PlaceOrder(...args));

/** A call of her order page, by the key in its link: `/api/orders/{id}/{action}?t=...`. */
const herOrderCall = (order: ModelOrder, action: string) => {
  const [path, key] = order.page.split('?');
  return `/api${path}/${action}?${key}`;
};

/** A customer cancels her order from her order page (before its cutoff; again is the same). */
export class CustomerCancels implements fc.AsyncCommand<Model, Bakery> {
  constructor(
    readonly pick: number,
    readonly via: number,
  ) {}
  check = (model: Readonly<Model>) => model.orders.length > 0;
  async run(model: Model, bakery: Bakery): Promise<void> {
    const order = model.orders[this.pick % model.orders.length]!;
    const answer = await bakery.via(this.via).request<ApiError>('POST', herOrderCall(order, 'cancel'));
    if (refusal(answer.status)) return;
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    if (order.status !== 'cancelled') giveBackOnce(model, order.id, 'customer');
  }
  toString = () => `CustomerCancels(order ${this.pick}, via ${this.via})`;
}
export const customerCancels = fc.tuple(fc.nat(20), fc.nat(1)).map((args) => new CustomerCancels(...args));

/**
 * A customer moves her order to another time of its pickup from her order page: taken only where
 * the time has room (the invariants count each slot's orders), refused with nothing changed else.
 * Her loaves stay hers: the stock the model expects does not move.
 */
export class CustomerMovesSlot implements fc.AsyncCommand<Model, Bakery> {
  constructor(
    readonly pick: number,
    readonly slot: number,
    readonly via: number,
  ) {}
  check = (model: Readonly<Model>) => model.orders.length > 0;
  async run(model: Model, bakery: Bakery): Promise<void> {
    const order = model.orders[this.pick % model.orders.length]!;
    const pickupSlot = model.slots[this.slot % model.slots.length];
    const answer = await bakery.via(this.via).request<ApiError>('PATCH', herOrderCall(order, 'slot'), { pickupSlot });
    if (refusal(answer.status)) return;
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
  toString = () => `CustomerMovesSlot(order ${this.pick}, slot ${this.slot}, via ${this.via})`;
}
export const customerMovesSlot = fc
  .tuple(fc.nat(20), fc.nat(3), fc.nat(1))
  .map((args) => new CustomerMovesSlot(...args));

/** An order cancelled: its status, and its stock back to the shop, once. */
export function giveBackOnce(model: Model, id: string, by: 'customer' | 'owner'): void {
  const order = model.orders.find((candidate) => candidate.id === id)!;
  if (order.status === 'cancelled') return;
  order.status = 'cancelled';
  order.cancelledBy = by;
  for (const [productId, quantity] of Object.entries(order.lines)) model.stock[productId as ModelProduct] += quantity;
}
