import fc from 'fast-check';
import { expect } from 'vitest';
import type { ApiError } from '#shared/api';
import type { InventoryItem } from '#shared/inventory';
import type { WaitlistEntryView } from '#shared/waitlist';
import { momentOf } from '../services/moment';
import { offerToLines } from '../services/waitlist/offers';
import type { Bakery } from './bakery';
import { cartFor, TakeHold, takeHold } from './customer-commands';
import { sessionOf, type Model, type ModelProduct } from './model';
import { cloneScheduler, raced, startOrder, type RacedCommand } from './race';

/**
 * A shopper joins the line for `more` than the shop shows free of a product (docs/waitlist.md):
 * taken (201, or 200 with her place when she is in it already), or refused (409: `not-sold-out`
 * when a hold came back meanwhile, a minimum or a limit).
 */
export class JoinLine implements fc.AsyncCommand<Model, Bakery> {
  constructor(
    readonly cart: number,
    readonly product: ModelProduct,
    readonly more: number,
    readonly via: number,
  ) {}
  check = () => true;
  async run(model: Model, bakery: Bakery): Promise<void> {
    const sessionId = sessionOf(cartFor(model, this.cart));
    const shop = await bakery.via(this.via).request<InventoryItem[]>('GET', '/api/inventory');
    const free = shop.body.find((item) => item.id === this.product)?.availableStock ?? 0;
    const quantity = free + this.more;
    const body = { productId: this.product, quantity, sessionId, email: `${sessionId}@example.com` };
    type Answer = { entry: WaitlistEntryView; token: string } & ApiError;
    const answer = await bakery.via(this.via).request<Answer>('POST', '/api/waitlist', body);
    if (answer.status === 409) return;
    expect([200, 201], JSON.stringify(answer.body)).toContain(answer.status);
    if (model.entries.some((entry) => entry.id === answer.body.entry.id)) return;
    model.entries.push({ id: answer.body.entry.id, token: answer.body.token });
  }
  toString = () => `JoinLine(cart ${this.cart}, ${this.more} more ${this.product} than is free, via ${this.via})`;
}
export const joinLine = fc
  // The products sold by one: places asking the same number meet often, and the order of the
  // line is put to the test.
  .tuple(
    fc.nat(6),
    fc.constantFrom<ModelProduct>('chocolate-babka', 'sandwich-bread'),
    fc.integer({ min: 1, max: 2 }),
    fc.nat(1),
  )
  .map((args) => new JoinLine(...args));

/**
 * The line's turn (what came back offered to the first in line, offers not taken settled) racing
 * a shopper's hold and a claim of an offer into another phone's cart (her link opened on her
 * computer), in the order the scheduler picks. The turn also runs by itself every second on
 * the server that runs the jobs: this is the test's own pass, at the time it chose.
 */
export class OfferTurn implements RacedCommand {
  constructor(
    readonly pick: number,
    readonly claimCart: number,
    readonly hold: TakeHold,
    readonly scheduler: fc.Scheduler,
  ) {}
  check = (model: Readonly<Model>) => model.entries.length > 0;
  async run(model: Model, bakery: Bakery): Promise<void> {
    const entry = model.entries[this.pick % model.entries.length]!;
    const server = bakery.via(this.pick);
    const claim = async () => {
      const sessionId = sessionOf(cartFor(model, this.claimCart));
      const url = `/api/waitlist/${entry.id}/claim?t=${entry.token}`;
      const answer = await server.request<ApiError>('POST', url, { sessionId });
      // Claimed, or the offer is not (or no longer) hers to claim.
      expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
    };
    await raced(this.scheduler, [
      async () => void (await offerToLines(server.db, momentOf(server.running.deps, server.clock.now()))),
      claim,
      () => this.hold.run(model, bakery),
    ]);
  }
  [fc.cloneMethod] = () => new OfferTurn(this.pick, this.claimCart, this.hold, cloneScheduler(this.scheduler));
  toString = () =>
    `OfferTurn(racing a claim of entry ${this.pick} into cart ${this.claimCart} and ${this.hold.toString()}, ` +
    `${startOrder(this.scheduler)})`;
}
export const offerTurn = fc
  .tuple(fc.nat(20), fc.nat(6), takeHold, fc.scheduler())
  .map(([pick, claimCart, hold, scheduler]) => new OfferTurn(pick, claimCart, hold, scheduler));
