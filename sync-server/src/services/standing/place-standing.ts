import type { StoredOrder } from '#shared/order';
import type { PickupSettings } from '#shared/pickup-settings';
import { formatCents } from '#shared/money';
import { parseOrderItems } from '#shared/order-items';
import { Product, StandingOrderRow, StandingPlacementRow, type Tx } from '../../db';
import type { Changed } from '../announce';
import { queueMail } from '../mail/outbox';
import type { LinkToOrder } from '../mail/templates';
import { placeOrders, type OrderRequest } from '../orders';
import { linesOf, locationOf, weeklyMost } from './standing-lines';
import { standingWeekRefusedMail } from './standing-mail';

export interface PlacementMoment {
  now: Date;
  timeZone: string;
  ownerEmail: string;
  link: LinkToOrder;
  orderLinkKey: string;
  /** Her standing order's page, for the e-mail of a week that could not be placed. */
  standingLink(id: string): string;
}

/**
 * The week's standing orders, placed while orders are open (docs/standing-orders.md), in the
 * transaction of whatever opened them (the owner's switch, the schedule's minute), so they take
 * stock, slots and the oven before any customer can, and again every minute (one a crash
 * missed, one approved while orders are open):
 *  1. each active standing order's week is its location's next pickup day;
 *  2. the week is claimed (standing_placements, one row per standing order and day): only the
 *     transaction that inserts the claim places it, on any server, after any restart; a week
 *     she skipped is claimed already;
 *  3. the claimed weeks are placed together by THE checkout (orders.ts placeOrders: the order
 *     rule, the pickup's places, the confirmation and the owner's notice), each at no more than
 *     the unit prices she agreed to;
 *  4. a week the rules refuse (sold out, a full slot or pickup) is kept as refused, with why,
 *     and she is told by e-mail. Nothing downstream knows an order was standing but its
 *     standingOrderId.
 */
export async function placeDueStandingOrders(
  trx: Tx,
  settings: PickupSettings,
  moment: PlacementMoment,
): Promise<{ placed: StoredOrder[]; refused: number; changed: Changed }> {
  const none = { placed: [], refused: 0, changed: {} };
  if (!settings.ordersOpen) return none;
  const active = await StandingOrderRow.query(trx).where({ status: 'active' }).orderBy('approvedAt').orderBy('id');
  const claimed: StandingOrderRow[] = [];
  for (const row of active) {
    const pickupDate = settings.nextPickupDates[locationOf(row)];
    const inserted = await trx(StandingPlacementRow.tableName)
      .insert({ standingOrderId: row.id, pickupDate, outcome: 'placed', createdAt: moment.now.toISOString() })
      .onConflict(['standingOrderId', 'pickupDate'])
      .ignore()
      .returning('standingOrderId');
    if (inserted.length > 0) claimed.push(row);
  }
  if (claimed.length === 0) return none;

  const names = new Map(
    (await Product.query(trx).select('id', 'name')).map((product) => [product.id, product.name] as const),
  );
  const outcomes = await placeOrders(trx, claimed.map(requestOf(names)), moment);
  const placed: StoredOrder[] = [];
  let refused = 0;
  for (const [index, outcome] of outcomes.entries()) {
    const row = claimed[index]!;
    const week = { standingOrderId: row.id, pickupDate: settings.nextPickupDates[locationOf(row)] };
    if (outcome.ok) {
      placed.push(outcome.value.order);
      await StandingPlacementRow.query(trx).patch({ orderId: outcome.value.order.id }).where(week);
      continue;
    }
    refused++;
    const reason = outcome.error instanceof Error ? outcome.error.message : 'The week could not be placed';
    await StandingPlacementRow.query(trx).patch({ outcome: 'refused', reason }).where(week);
    await queueMail(
      trx,
      [standingWeekRefusedMail(row, week.pickupDate, reason, moment.standingLink(row.id))],
      moment.now,
    );
  }
  return {
    placed,
    refused,
    changed: {
      orders: placed,
      products: [...new Set(placed.flatMap((order) => parseOrderItems(order.items).map((line) => line.product)))],
      mail: true,
    },
  };
}

/** A week of a standing order as a checkout: her details, her lines at the prices she agreed to. */
const requestOf =
  (names: ReadonlyMap<string, string>) =>
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
          name: names.get(line.product),
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
