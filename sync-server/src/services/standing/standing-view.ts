import { parseFlavors } from '#shared/flavors';
import { formatCents } from '#shared/money';
import type { PickupSettings } from '#shared/pickup-settings';
import type {
  OwnerStandingList,
  OwnerStandingOrder,
  StandingOrderView,
  StandingSettings,
  StandingWeek,
} from '#shared/standing-orders';
import { Order, Product, StandingOrderRow, StandingPlacementRow, type Db } from '../../db';
import type { PublicLinks } from '../links';
import type { Moment } from '../moment';
import { getPickupSettings } from '../pickups/pickup-settings';
import { getStandingSettings } from './standing-settings';
import { comingPickupDays, linesOf, locationOf, pendingLinesOf, weeklyMost, type StandingLine } from './standing-lines';

/** The weeks shown: the last few decided, and the coming few. */
const PAST_WEEKS = 4;
const COMING_WEEKS = 4;

export interface ViewFacts {
  settings: PickupSettings;
  standing: StandingSettings;
  links: Pick<PublicLinks, 'orderPath'>;
}

/** What a view of standing orders reads besides them: the pickups, her standing settings, the links to their weeks' orders. */
export async function viewFactsAt(db: Db, moment: Moment): Promise<ViewFacts> {
  return {
    settings: await getPickupSettings(db, moment),
    standing: await getStandingSettings(db),
    links: moment.links,
  };
}

/**
 * Her standing order as her page shows it (and, with her details, the owner's list): its lines
 * by name at the prices she agreed to, and its weeks: the last ones decided (placed, skipped, or
 * not placed and why) and the coming ones.
 */
export async function standingViews(db: Db, rows: readonly StandingOrderRow[], facts: ViewFacts) {
  const ids = rows.map((row) => row.id);
  const productIds = [
    ...new Set([
      ...rows.flatMap((row) => [...linesOf(row), ...(pendingLinesOf(row) ?? [])].map((line) => line.product)),
      ...facts.standing.products,
    ]),
  ];
  const [placements, products] = await Promise.all([
    ids.length === 0 ? [] : StandingPlacementRow.query(db).whereIn('standingOrderId', ids).orderBy('pickupDate'),
    Product.query(db).whereIn('id', productIds).orderBy('sortOrder'),
  ]);
  const orderIds = placements.flatMap((placement) => (placement.orderId ? [placement.orderId] : []));
  const numbers = new Map(
    (orderIds.length === 0 ? [] : await Order.query(db).whereIn('id', orderIds).select('id', 'number')).map((order) => [
      order.id,
      order.number,
    ]),
  );
  const catalogue = new Map(products.map((product) => [product.id, product]));
  const standingProducts = facts.standing.products.flatMap((id) => {
    const product = catalogue.get(id);
    return product ? [{ id, name: product.name, flavors: product.flavors }] : [];
  });

  /** A line by name (and flavor's name) at the price she agreed to. */
  const lineView = (line: StandingLine) => {
    const product = catalogue.get(line.product);
    const flavorName = line.flavor
      ? (parseFlavors(product?.flavors ?? null)?.[line.flavor]?.name ?? line.flavor)
      : null;
    return {
      product: line.product,
      name: `${product?.name ?? line.product}${flavorName ? ` (${flavorName})` : ''}`,
      flavor: line.flavor,
      quantity: line.quantity,
      unitPrice: formatCents(line.agreedUnitCents),
    };
  };

  return rows.map((row): OwnerStandingOrder & { standingProducts: StandingOrderView['standingProducts'] } => {
    const own = placements.filter((placement) => placement.standingOrderId === row.id);
    const coming = comingPickupDays(facts.settings, locationOf(row), COMING_WEEKS);
    // "Place now": the coming pickup's week, refused, of one that runs, while orders are open.
    const placeable = (date: string, outcome: string) =>
      outcome === 'refused' && date === coming[0] && row.status === 'active' && facts.settings.ordersOpen;
    const decided = own.map((placement): StandingWeek => ({
      pickupDate: placement.pickupDate,
      outcome: placement.outcome,
      orderNumber: placement.orderId ? (numbers.get(placement.orderId) ?? null) : null,
      orderPage: placement.orderId ? facts.links.orderPath(placement.orderId) : null,
      reason: placement.reason,
      canPlaceNow: placeable(placement.pickupDate, placement.outcome),
    }));
    // Weeks still to be placed only while it runs (or waits for her yes): a paused or ended one places none.
    const placesWeeks = row.status === 'active' || row.status === 'requested';
    const weeks = [
      ...decided.filter((week) => week.pickupDate < coming[0]!).slice(-PAST_WEEKS),
      ...coming.flatMap((pickupDate): StandingWeek[] => {
        const week = decided.find((each) => each.pickupDate === pickupDate);
        if (week) return [week];
        if (!placesWeeks) return [];
        return [
          { pickupDate, outcome: 'coming', orderNumber: null, orderPage: null, reason: null, canPlaceNow: false },
        ];
      }),
    ];
    const lines = linesOf(row);
    return {
      id: row.id,
      status: row.status,
      statusReason: row.statusReason,
      statusBy: row.statusBy,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      paymentMethod: row.paymentMethod === 'venmo' ? 'venmo' : 'cash',
      pickupLocation: locationOf(row),
      pickupSlot: row.pickupSlot,
      lines: lines.map(lineView),
      pendingLines: pendingLinesOf(row)?.map(lineView) ?? null,
      weeklyTotal: weeklyMost(lines),
      weeks,
      createdAt: row.createdAt,
      approvedAt: row.approvedAt,
      standingProducts,
    };
  });
}

/** Her page's view: the owner's without her details beyond her first name. */
export function customerStandingView(view: Awaited<ReturnType<typeof standingViews>>[number]): StandingOrderView {
  const { lastName: _l, email: _e, phone: _p, createdAt: _c, approvedAt: _a, ...own } = view;
  return own;
}

/** The owner's view: every detail, but the product choices her page offers. */
export function ownerStandingView(view: Awaited<ReturnType<typeof standingViews>>[number]): OwnerStandingOrder {
  const { standingProducts: _products, ...owner } = view;
  return owner;
}

/** One standing order as her page shows it (read after the change that the call made). */
export async function standingViewOf(db: Db, id: string, facts: ViewFacts): Promise<StandingOrderView> {
  const row = await StandingOrderRow.query(db).findById(id);
  if (!row) throw new Error(`standing order ${id} is gone`);
  const [view] = await standingViews(db, [row], facts);
  return customerStandingView(view!);
}

const statusOrder = ['requested', 'active', 'paused', 'declined', 'cancelled'];

/** The owner's list (GET /api/admin/standing-orders): her rules, then requests first, newest first within each. */
export async function ownerStandingList(db: Db, facts: ViewFacts): Promise<OwnerStandingList> {
  const rows = await StandingOrderRow.query(db).orderBy('createdAt', 'desc');
  rows.sort((a, b) => statusOrder.indexOf(a.status) - statusOrder.indexOf(b.status));
  return { settings: facts.standing, standingOrders: (await standingViews(db, rows, facts)).map(ownerStandingView) };
}
