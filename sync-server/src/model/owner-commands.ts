import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { ApiError } from '#shared/api';
import type { OwnerEditInput, OwnerEditResults } from '#shared/owner-edits';
import { whereLive } from '../db';
import { asOwner } from '../testing/owner';
import type { Bakery } from './bakery';
import { giveBackOnce } from './customer-commands';
import { modelProducts, type Model, type ModelOrder, type ModelProduct } from './model';
import { cloneScheduler, raced, startOrder, type RacedCommand } from './race';
import { learnPlacedWeeks } from './regulars';

/** The statuses the owner taps; the order's rule decides which moves are allowed. */
const statuses = ['ready', 'picked-up', 'no-show', 'cancelled', 'placed'] as const;

/** The owner moves an order (her orders page), with the key her outbox gives the tap. */
export class OwnerSetsStatus implements fc.AsyncCommand<Model, Bakery> {
  constructor(
    readonly pick: number,
    readonly status: ModelOrder['status'],
    readonly via: number,
  ) {}
  check = (model: Readonly<Model>) => model.orders.length > 0;
  async run(model: Model, bakery: Bakery): Promise<void> {
    const order = model.orders[this.pick % model.orders.length]!;
    const url = `/api/admin/orders/${order.id}/status`;
    const answer = await asOwner<ApiError>(bakery.via(this.via), 'PATCH', url, { status: this.status }, randomUUID());
    if (answer.status === 409) return; // a move the order's rule does not allow
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    if (this.status === 'cancelled') giveBackOnce(model, order.id, 'owner');
    else order.status = this.status;
  }
  toString = () => `OwnerSetsStatus(order ${this.pick} to ${this.status}, via ${this.via})`;
}
export const ownerSetsStatus = fc
  .tuple(fc.nat(20), fc.constantFrom(...statuses), fc.nat(1))
  .map((args) => new OwnerSetsStatus(...args));

/** One batch of her outbox, sent twice at once (a retry while the first is still on its way). */
async function replayTwice(bakery: Bakery, scheduler: fc.Scheduler, edits: { key: string; edit: OwnerEditInput }[]) {
  const send = (via: number) => () =>
    asOwner<OwnerEditResults & ApiError>(bakery.via(via), 'POST', '/api/admin/edits', { edits });
  const answers = await raced(scheduler, [send(0), send(1)]);
  for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answers[1]!.body.results, 'the same results to the same keys').toEqual(answers[0]!.body.results);
  return answers[0]!.body.results;
}

/**
 * She sets a product's stock online (its own route), and her outbox, not having heard the answer,
 * replays the same edit twice at once. When `stale`, the stock she saw is older than the
 * server's (sales came meanwhile), and her edit is merged as a change: the docs' stock merge.
 * A regular's week refused for want of the product is tried again by her edit.
 */
export class StockEdit implements RacedCommand {
  constructor(
    readonly product: ModelProduct,
    readonly change: number,
    readonly stale: number,
    readonly scheduler: fc.Scheduler,
  ) {}
  check = () => true;
  async run(model: Model, bakery: Bakery): Promise<void> {
    const current = model.stock[this.product];
    const baseStock = current + this.stale;
    const stock = Math.max(0, baseStock + this.change);
    const key = randomUUID();
    const edit: OwnerEditInput = { kind: 'set-stock', id: this.product, stock, baseStock };
    const online = await asOwner(
      bakery.via(0),
      'PATCH',
      `/api/inventory/${this.product}/stock`,
      { stock, baseStock },
      key,
    );
    expect(online.status, JSON.stringify(online.body)).toBe(200);
    const [result] = await replayTwice(bakery, this.scheduler, [{ key, edit }]);
    expect(result, 'the replay answers as the edit did online').toEqual({ status: 200, body: online.body });
    // The stock merge (docs/client.md, "Offline"): her number as typed on the stock she saw, or
    // else the change she made, never below zero.
    model.stock[this.product] = this.stale === 0 ? stock : Math.max(0, current + stock - baseStock);
    model.editKeys.push(key);
    // Her edit tries again a regular's week refused for want of this product, in its
    // transaction: what it placed, her Standing Orders page shows, and only such weeks.
    for (const regular of await learnPlacedWeeks(model, bakery)) {
      expect(Object.keys(regular.lines), `the week placed by her edit of ${this.product}`).toContain(this.product);
    }
    // What carts hold at her edit, the line's offers with the run's own: read, as the owner's
    // count of what is held shows it, since the run does not know which offers the turn made.
    const server = bakery.via(0);
    const holds = (await whereLive(
      server.db('cart_reservations').where('productId', this.product),
      server.clock.now(),
    ).select('id', 'quantity')) as { id: string; quantity: number }[];
    const held = holds.reduce((sum, hold) => sum + Number(hold.quantity), 0);
    if (held > model.stock[this.product]) model.heldOverStock[this.product] = holds.map((hold) => hold.id);
    else delete model.heldOverStock[this.product];
  }
  [fc.cloneMethod] = () => new StockEdit(this.product, this.change, this.stale, cloneScheduler(this.scheduler));
  toString = () =>
    `StockEdit(${this.product} ${this.change >= 0 ? '+' : ''}${this.change} on a stock seen ${this.stale} higher, ` +
    `replayed twice, ${startOrder(this.scheduler)})`;
}
export const stockEdit = fc
  .tuple(fc.constantFrom(...modelProducts), fc.integer({ min: -4, max: 8 }), fc.nat(3), fc.scheduler())
  .map((args) => new StockEdit(...args));

/**
 * A sale over the table at the market, recorded on her phone and replayed from its outbox twice
 * at once: it lands once, and takes nothing from the shop's stock (docs/market-day.md).
 */
export class StallSale implements RacedCommand {
  constructor(
    readonly product: ModelProduct,
    readonly quantity: number,
    readonly scheduler: fc.Scheduler,
  ) {}
  check = () => true;
  async run(model: Model, bakery: Bakery): Promise<void> {
    const id = randomUUID();
    const edit: OwnerEditInput = {
      kind: 'record-stall-sale',
      date: model.marketDate,
      id,
      lines: [{ product: this.product, quantity: this.quantity }],
      paymentMethod: 'cash',
      total: '0.00',
      soldAt: bakery.via(0).clock.now().toISOString(),
    };
    const [result] = await replayTwice(bakery, this.scheduler, [{ key: randomUUID(), edit }]);
    expect(result!.status, JSON.stringify(result)).toBe(201);
    model.saleIds.push(id);
  }
  [fc.cloneMethod] = () => new StallSale(this.product, this.quantity, cloneScheduler(this.scheduler));
  toString = () => `StallSale(${this.quantity} ${this.product}, replayed twice, ${startOrder(this.scheduler)})`;
}
export const stallSale = fc
  .tuple(fc.constantFrom(...modelProducts), fc.integer({ min: 1, max: 4 }), fc.scheduler())
  .map((args) => new StallSale(...args));

/** A server stops (a deploy, a crash after its answers) and starts again on the same database. */
export class Restart implements fc.AsyncCommand<Model, Bakery> {
  constructor(readonly pick: number) {}
  check = () => true;
  async run(_model: Model, bakery: Bakery): Promise<void> {
    await bakery.restart(this.pick);
  }
  toString = () => `Restart(server ${this.pick})`;
}
export const restart = fc.nat(1).map((pick) => new Restart(pick));
