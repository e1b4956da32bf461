import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { ApiError } from '#shared/api';
import type { OwnerStandingOrder } from '#shared/standing-orders';
import { tellEveryone } from '../services/announce';
import { momentOf } from '../services/moment';
import { applyScheduleAndAnnounce } from '../services/notices/drop-notices';
import { asOwner } from '../testing/owner';
import type { Bakery } from './bakery';
import type { Model } from './model';
import { cloneScheduler, raced, startOrder, type RacedCommand } from './race';
import { learnPlacedWeeks, orderIdOf, placedWeek } from './regulars';

/**
 * One way the week's standing orders are placed (docs/standing-orders.md): the opening's work
 * while orders are open (the scheduler's minute as jobs.ts runs it; her switch runs the same in
 * its own transaction), or her "Place now" on one regular's week the rules refused.
 */
type Placement = { kind: 'opening'; via: number } | { kind: 'place-now'; regular: number; via: number };

const placementText = (placement: Placement) =>
  placement.kind === 'opening'
    ? `the opening via ${placement.via}`
    : `"Place now" of regular ${placement.regular} via ${placement.via}`;

/**
 * The week placed, by one placement or by two at once (two servers' minutes, or her tap while
 * the opening runs), in the order the scheduler picks; when `afterRestart`, on a server just
 * started again. The orders each placement reports placing (the opening's changed orders, her
 * answer's week) must be exactly the weeks her Standing Orders page newly shows placed, and the
 * model takes them from there (learnPlacedWeeks): each placed once, whoever claimed it.
 */
export class PlaceWeek implements RacedCommand {
  constructor(
    readonly placements: Placement[],
    readonly afterRestart: boolean,
    readonly scheduler: fc.Scheduler,
  ) {}
  check = () => true;
  async run(model: Model, bakery: Bakery): Promise<void> {
    if (this.afterRestart) await bakery.restart(this.placements[0]!.via);
    const known = new Set(model.weeks.map((week) => week.orderId));
    const reported = await raced(
      this.scheduler,
      this.placements.map((placement) => () => place(placement, model, bakery)),
    );
    const placedNow = [...new Set(reported.flat())].filter((id) => !known.has(id));
    const learned = await learnPlacedWeeks(model, bakery);
    const learnedIds = learned.map(
      (regular) => model.weeks.find((week) => week.standingOrderId === regular.id)!.orderId,
    );
    expect(learnedIds.sort(), 'the weeks reported placed are those her page shows newly placed').toEqual(
      placedNow.sort(),
    );
  }
  [fc.cloneMethod] = () => new PlaceWeek(this.placements, this.afterRestart, cloneScheduler(this.scheduler));
  toString = () =>
    `PlaceWeek(${this.placements.map(placementText).join(' racing ')}` +
    `${this.placements.length > 1 ? `, ${startOrder(this.scheduler)}` : ''}` +
    `${this.afterRestart ? `, after a restart of server ${this.placements[0]!.via}` : ''})`;
}

/** Runs one placement; answers the ids of the orders it reports placed. */
async function place(placement: Placement, model: Model, bakery: Bakery): Promise<string[]> {
  const server = bakery.via(placement.via);
  if (placement.kind === 'opening') {
    const { deps } = server.running;
    const { changed } = await applyScheduleAndAnnounce(server.db, momentOf(deps, deps.clock.now()));
    tellEveryone(deps, changed);
    return (changed.orders ?? []).map((order) => order.id);
  }
  // Her tap is on a week not placed yet, when the run knows of one (it is the one her page offers).
  const unplaced = model.regulars.filter((each) => !model.weeks.some((week) => week.standingOrderId === each.id));
  const choices = unplaced.length > 0 ? unplaced : model.regulars;
  const regular = choices[placement.regular % choices.length]!;
  const url = `/api/admin/standing-orders/${regular.id}/weeks/${model.weekDate}/place`;
  type Answer = { standingOrder: OwnerStandingOrder } & ApiError;
  const answer = await asOwner<Answer>(server, 'POST', url, undefined, randomUUID());
  // Not hers to place (not refused: not opened yet, or placed) or the checkout's refusal.
  if (answer.status === 409) return [];
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const week = placedWeek(answer.body.standingOrder.weeks, model.weekDate);
  expect(week, 'her "Place now" answered with the week placed').toBeDefined();
  return [orderIdOf(week!.orderPage!)];
}

const placement: fc.Arbitrary<Placement> = fc.oneof(
  { arbitrary: fc.nat(1).map((via) => ({ kind: 'opening' as const, via })), weight: 2 },
  {
    arbitrary: fc.tuple(fc.nat(5), fc.nat(1)).map(([regular, via]) => ({ kind: 'place-now' as const, regular, via })),
    weight: 1,
  },
);
export const placeWeek = fc
  .tuple(
    fc.array(placement, { minLength: 1, maxLength: 2 }),
    // A restart takes a moment: one placement in four comes after one.
    fc.nat(3).map((draw) => draw === 0),
    fc.scheduler(),
  )
  .map((args) => new PlaceWeek(...args));
