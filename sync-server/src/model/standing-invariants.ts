import { expect } from 'vitest';
import type { Bakery } from './bakery';
import type { Model } from './model';

type Db = Bakery['servers'][number]['db'];

interface ClaimRow {
  standingOrderId: string;
  pickupDate: string | Date;
  outcome: string;
  orderId: string | null;
  reason: string | null;
}

interface StandingOrderRow {
  id: string;
  standingOrderId: string;
  pickupDate: string | Date;
}

const weekOf = (row: { standingOrderId: string; pickupDate: string | Date }) =>
  `${row.standingOrderId} ${String(row.pickupDate)}`;

/**
 * The regulars' weeks, after every step (docs/standing-orders.md): each regular's week placed at
 * most once (one order per standing order and pickup), a placed week's claim naming its order
 * and that order naming its week, a refused one with no order and nothing else half-written,
 * and the placed weeks exactly those the server reported placed (model.weeks).
 */
export async function checkWeeks(model: Model, db: Db): Promise<void> {
  const claims = (await db('standing_placements').select(
    'standingOrderId',
    'pickupDate',
    'outcome',
    'orderId',
    'reason',
  )) as ClaimRow[];
  const orders = (await db('orders')
    .whereNotNull('standingOrderId')
    .select('id', 'standingOrderId', 'pickupDate')) as StandingOrderRow[];
  const weeks = orders.map(weekOf);
  expect(
    weeks.filter((week, index) => weeks.indexOf(week) !== index),
    'weeks with more than one order',
  ).toEqual([]);
  for (const claim of claims) {
    const ordered = orders.filter((order) => weekOf(order) === weekOf(claim));
    if (claim.outcome === 'placed') {
      expect(
        ordered.map((order) => order.id),
        `the order of the placed week ${weekOf(claim)}`,
      ).toEqual([claim.orderId]);
    } else {
      expect({ orderId: claim.orderId, orders: ordered }, `the ${claim.outcome} week ${weekOf(claim)}`).toEqual({
        orderId: null,
        orders: [],
      });
    }
  }
  const claimed = new Set(claims.map(weekOf));
  expect(
    orders.filter((order) => !claimed.has(weekOf(order))).map((order) => order.id),
    'orders of a week never claimed',
  ).toEqual([]);
  const placed = claims
    .filter((claim) => claim.outcome === 'placed')
    .map((claim) => ({ standingOrderId: claim.standingOrderId, orderId: claim.orderId }));
  const byRegular = (a: { standingOrderId: string }, b: { standingOrderId: string }) =>
    a.standingOrderId.localeCompare(b.standingOrderId);
  expect(placed.sort(byRegular), 'the weeks placed, as the server reported them').toEqual(
    [...model.weeks].sort(byRegular),
  );
}

/**
 * At the end, the mail of the weeks (a placed week's confirmation and the owner's notice are its
 * order's, checked with every order's): a week the opening refused tells its regular once, and
 * no more when it is placed later or refused again; one still refused has told her.
 */
export async function checkWeekMail(
  model: Model,
  bakery: Bakery,
  count: (subject: RegExp, to: string) => number,
): Promise<void> {
  const refused = (await bakery
    .via(0)
    .db('standing_placements')
    .where({ outcome: 'refused' })
    .select('standingOrderId')) as { standingOrderId: string }[];
  for (const regular of model.regulars) {
    const told = count(/^Your order every week is not placed yet for /, regular.email);
    const stillRefused = refused.some((week) => week.standingOrderId === regular.id);
    if (stillRefused) expect(told, `mails to ${regular.email} of her week refused`).toBe(1);
    else expect(told, `mails to ${regular.email} of her week refused`).toBeLessThanOrEqual(1);
  }
}
