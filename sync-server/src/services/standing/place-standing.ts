import type { StoredOrder } from '#shared/order';
import type { PickupSettings } from '#shared/pickup-settings';
import { formatCents } from '#shared/money';
import { parseOrderItems } from '#shared/order-items';
import { lockProductStates, Product, StandingOrderRow, StandingPlacementRow, type Tx } from '../../db';
import type { Changed } from '../announce';
import { queueMail } from '../mail/outbox';
import { placeOrders, type OrderRequest } from '../orders/orders';
import { linesOf, locationOf, weeklyMost } from './standing-lines';
import { standingWeekRefusedMail, type ProductNames } from './standing-mail';
import type { Moment } from '../moment';
import { tellOwnerOfRefusedWeeks, type RefusedWeek } from './standing-owner-notices';
import { nextPickupDateOf } from '../pickups/pickups';

/** One week of one standing order: its location's next pickup day. */
interface Week {
  row: StandingOrderRow;
  pickupDate: string;
}

interface Placed {
  placed: StoredOrder[];
  refused: RefusedWeek[];
  changed: Changed;
}

const nothing: Placed = { placed: [], refused: [], changed: {} };

/**
 * The week's standing orders, placed while orders are open (docs/standing-orders.md), in the
 * transaction of whatever opened them (the owner's switch, the schedule's minute), so they take
 * stock, slots and the oven before any customer can, and again every minute (one a crash
 * missed, one approved while orders are open):
 *  1. each active standing order's week is its location's next pickup day;
 *  2. the week is claimed (standing_placements, one row per standing order and day): only the
 *     transaction that inserts the claim places it, on any server, after any restart; a week
 *     she skipped is claimed already;
 *  3. the claimed weeks are placed together by THE checkout (placeWeeks);
 *  4. a week the rules refuse (sold out, a full slot or pickup) is kept as refused, with why;
 *     its regular is told it is not placed yet, and the owner is told of every such week at
 *     once, with her Standing Orders page, where she can place it. A refused week is tried again
 *     when she edits a product of it or her pickup settings, or presses "Place now"
 *     (retryRefusedWeeks), never by the minute: stock a customer gives back is not the regulars'.
 */
export async function placeDueStandingOrders(
  trx: Tx,
  settings: PickupSettings,
  moment: Moment,
): Promise<{ placed: StoredOrder[]; refused: number; changed: Changed }> {
  if (!settings.ordersOpen) return { ...nothing, refused: 0 };
  const active = await StandingOrderRow.query(trx).where({ status: 'active' }).orderBy('approvedAt').orderBy('id');
  const weeks = active.map((row) => ({ row, pickupDate: nextPickupDateOf(settings, locationOf(row)) }));
  const decided = await StandingPlacementRow.query(trx)
    .whereIn('pickupDate', [...new Set(weeks.map((week) => week.pickupDate))])
    .select('standingOrderId', 'pickupDate');
  const due = weeks.filter(
    (week) => !decided.some((each) => each.standingOrderId === week.row.id && each.pickupDate === week.pickupDate),
  );
  if (due.length === 0) return { ...nothing, refused: 0 };
  await lockProductsOf(trx, due, moment.now);
  const claimed: Week[] = [];
  for (const week of due) {
    const inserted = await trx(StandingPlacementRow.tableName)
      .insert({
        standingOrderId: week.row.id,
        pickupDate: week.pickupDate,
        outcome: 'placed',
        createdAt: moment.now.toISOString(),
      })
      .onConflict(['standingOrderId', 'pickupDate'])
      .ignore()
      .returning('standingOrderId');
    if (inserted.length > 0) claimed.push(week);
  }
  if (claimed.length === 0) return { ...nothing, refused: 0 };
  const { placed, refused, changed, names } = await placeWeeks(trx, claimed, moment);
  if (refused.length > 0) {
    await queueMail(
      trx,
      refused.map((week) =>
        standingWeekRefusedMail(week.row, week.pickupDate, week.reason, moment.links.standingUrl(week.row.id)),
      ),
      moment.now,
    );
    await tellOwnerOfRefusedWeeks(trx, refused, names, moment);
  }
  return { placed, refused: refused.length, changed: { ...changed, mail: true } };
}

/**
 * The weeks of the coming pickups that the rules refused, tried again now: when the owner edits
 * a product of them (`products`: its stock for the week, its limit, its visibility) or her pickup
 * settings (their places), in the transaction of her edit, so what she adds goes to her
 * regulars before any customer. Each week is claimed back from refused in the database
 * (claimRefused), so it is placed at most once, whichever server tries it. A week still
 * refused keeps its new reason; nobody is told again (she is the one acting).
 */
export async function retryRefusedWeeks(
  trx: Tx,
  settings: PickupSettings,
  moment: Moment,
  products?: ReadonlySet<string>,
): Promise<Placed> {
  if (!settings.ordersOpen) return nothing;
  const weeks = (await refusedComingWeeks(trx, settings)).filter(
    ({ row }) => !products || linesOf(row).some((line) => products.has(line.product)),
  );
  if (weeks.length === 0) return nothing;
  await lockProductsOf(trx, weeks, moment.now);
  const claimed = await claimRefused(trx, weeks);
  if (claimed.length === 0) return nothing;
  const { placed, refused, changed } = await placeWeeks(trx, claimed, moment);
  return { placed, refused, changed };
}

/**
 * One refused week placed at the owner's word ("Place now" on her Standing Orders page): the
 * week's order, or the checkout's refusal thrown, so her edit is refused with its words and the
 * week stays as it was.
 */
export async function placeRefusedWeekNow(trx: Tx, week: Week, moment: Moment): Promise<Placed> {
  await lockProductsOf(trx, [week], moment.now);
  const claimed = await claimRefused(trx, [week]);
  if (claimed.length === 0) return nothing; // placed meanwhile: her tap is answered with it
  const { placed, refused, refusals, changed } = await placeWeeks(trx, claimed, moment);
  if (refusals[0]) throw refusals[0];
  return { placed, refused, changed };
}

/**
 * Locks the products of some weeks before their claims are taken: every writer takes the
 * product locks before a week's claim (the order desk's order: keys, then products, then what
 * they decide), so her stock edit (product, then claim) and her "Place now" or the opening
 * (claim, then product, without this) queue on PostgreSQL instead of deadlocking.
 */
function lockProductsOf(trx: Tx, weeks: readonly Week[], now: Date) {
  return lockProductStates(
    trx,
    weeks.flatMap(({ row }) => linesOf(row).map((line) => line.product)),
    now,
    null, // only the lock: placeOrders reads each week's bake
  );
}

/** Whether any week is kept as refused: the cheap look before trying any again. */
export async function anyRefusedWeek(trx: Tx): Promise<boolean> {
  return (
    (await StandingPlacementRow.query(trx).where({ outcome: 'refused' }).select('standingOrderId').first()) !==
    undefined
  );
}

/** The refused weeks of the standing orders that run, for their location's next pickup. */
async function refusedComingWeeks(trx: Tx, settings: PickupSettings): Promise<Week[]> {
  const dates = [...new Set(Object.values(settings.nextPickupDates))];
  const refused = await StandingPlacementRow.query(trx).where({ outcome: 'refused' }).whereIn('pickupDate', dates);
  if (refused.length === 0) return [];
  const rows = await StandingOrderRow.query(trx)
    .whereIn(
      'id',
      refused.map((week) => week.standingOrderId),
    )
    .where({ status: 'active' })
    .orderBy('approvedAt')
    .orderBy('id');
  return rows.flatMap((row) => {
    const pickupDate = nextPickupDateOf(settings, locationOf(row));
    return refused.some((week) => week.standingOrderId === row.id && week.pickupDate === pickupDate)
      ? [{ row, pickupDate }]
      : [];
  });
}

/**
 * Claims refused weeks back for placing: a conditional UPDATE from refused, which one
 * transaction at a time can make (on PostgreSQL the second waits for the first's row lock and
 * then finds the week placed).
 */
async function claimRefused(trx: Tx, weeks: readonly Week[]): Promise<Week[]> {
  const claimed: Week[] = [];
  for (const week of weeks) {
    const patched = await StandingPlacementRow.query(trx)
      .patch({ outcome: 'placed', reason: null })
      .where({ standingOrderId: week.row.id, pickupDate: week.pickupDate, outcome: 'refused' });
    if (patched > 0) claimed.push(week);
  }
  return claimed;
}

/**
 * Claimed weeks placed together by THE checkout (orders.ts placeOrders: the order rule, the
 * pickup's places, the confirmation and the owner's notice), each at no more than the unit
 * prices she agreed to; a refused one kept as refused, with why. Nothing downstream knows an
 * order was standing but its standingOrderId.
 */
async function placeWeeks(trx: Tx, weeks: readonly Week[], moment: Moment) {
  const names: ProductNames = new Map(
    (await Product.query(trx).select('id', 'name', 'flavors')).map((product) => [product.id, product] as const),
  );
  const outcomes = await placeOrders(
    trx,
    weeks.map(({ row }) => requestOf(names)(row)),
    moment,
  );
  const placed: StoredOrder[] = [];
  const refused: RefusedWeek[] = [];
  const refusals: unknown[] = [];
  for (const [index, outcome] of outcomes.entries()) {
    const { row, pickupDate } = weeks[index]!;
    const week = { standingOrderId: row.id, pickupDate };
    if (outcome.ok) {
      placed.push(outcome.value.order);
      await StandingPlacementRow.query(trx).patch({ orderId: outcome.value.order.id }).where(week);
      continue;
    }
    const reason = (outcome.error instanceof Error ? outcome.error.message : 'The week could not be placed').slice(
      0,
      300,
    );
    await StandingPlacementRow.query(trx).patch({ outcome: 'refused', reason }).where(week);
    refused.push({ row, pickupDate, reason });
    refusals.push(outcome.error);
  }
  const changed: Changed = {
    orders: placed,
    products: [...new Set(placed.flatMap((order) => parseOrderItems(order.items).map((line) => line.product)))],
    mail: placed.length > 0,
  };
  return { placed, refused, refusals, changed, names };
}

/** A week of a standing order as a checkout: her details, her lines at the prices she agreed to. */
const requestOf =
  (names: ProductNames) =>
  (row: StandingOrderRow): OrderRequest => {
    const lines = linesOf(row);
    const agreed = (product: string, flavor: string | null) => {
      const line = lines.find((each) => each.product === product && (each.flavor ?? null) === flavor);
      return line ? Array.from({ length: line.quantity }, () => line.agreedUnitCents) : [];
    };
    return {
      payload: {
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phone: row.phone,
        paymentMethod: row.paymentMethod === 'venmo' ? 'venmo' : 'cash',
        pickupLocation: locationOf(row),
        sessionId: `standing:${row.id}`,
        items: lines.map((line) => ({
          product: line.product,
          name: names.get(line.product)?.name,
          flavor: line.flavor,
          quantity: line.quantity,
          unitPrice: formatCents(line.agreedUnitCents),
          totalPrice: formatCents(line.agreedUnitCents * line.quantity),
        })),
        // The most she agreed to pay: the checkout charges its own price, never more (agreedUnitCents).
        total: weeklyMost(lines),
        ...(row.pickupSlot ? { pickupSlot: row.pickupSlot } : {}),
      },
      standing: { id: row.id, agreedUnitCents: agreed },
    };
  };
