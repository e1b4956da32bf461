import { parseFlavors } from '#shared/flavors';
import { parseOrderItems } from '#shared/order-items';
import type { BakeDayList, BakeList, BakeListLine } from '#shared/owner-orders';
import type { PickupLocation } from '#shared/bakery';
import { isPickupDay, pickupsOfBakeDay } from '#shared/bake-days';
import type { PickupSettings } from '#shared/pickup-settings';
import { Order, Product, type Db } from '../../db';

/** A pickup to bake for: a day, at one place or (none named) at every place of that day. */
interface BakeFor {
  pickupDate: string;
  pickupLocation?: PickupLocation | undefined;
}

/**
 * What to bake for a pickup (docs/orders.md): every unit of every order of that day (and
 * location, when given) that is not cancelled, one line per product and flavor, in the
 * catalogue's order. A no-show still counts: its bread was baked. Split by slot, one list per
 * slot in time order (orders without a slot last), so the first slots' bread is out first.
 */
export async function bakeList(
  db: Db,
  pickupDate: string,
  pickupLocation?: PickupLocation,
  bySlot = false,
): Promise<BakeList> {
  const { rows, products } = await ordersOf(db, [{ pickupDate, pickupLocation }]);
  return { pickupDate, pickupLocation: pickupLocation ?? null, lines: linesOf(rows, products, bySlot) };
}

/**
 * What to bake on a bake day (docs/orders.md, "Bake days"): for each pickup the bake serves
 * (shared bake-days.ts), its own list, and all of them summed, the one list she bakes from.
 * One read of their orders, so the sum is always the sum of the lists shown with it.
 */
export async function bakeDayList(
  db: Db,
  bakeDay: string,
  settings: Pick<PickupSettings, 'bakeDaysBefore' | 'ovenPerBakeDay' | 'places'>,
  bySlot = false,
): Promise<BakeDayList> {
  const pickups = pickupsOfBakeDay(bakeDay, settings.bakeDaysBefore);
  const { rows, products } = await ordersOf(db, pickups);
  const lines = linesOf(rows, products, false);
  const ownOf = ({ pickupDate, pickupLocation }: BakeFor) =>
    rows.filter((row) => row.pickupDate === pickupDate && row.pickupLocation === pickupLocation);
  return {
    bakeDay,
    // The pickups it serves: each place's on its day, and any other that has orders (she moved
    // a place's day since: what was ordered is baked still).
    pickups: pickups
      .filter((pickup) => isPickupDay(pickup, settings) || ownOf(pickup).length > 0)
      .map((pickup) => ({ ...pickup, lines: linesOf(ownOf(pickup), products, bySlot) })),
    lines,
    // The items its orders take of the oven: what the rule of places counts (pickup-bookings.ts).
    oven: { items: lines.reduce((sum, line) => sum + line.quantity, 0), cap: settings.ovenPerBakeDay },
  };
}

type OrderRow = Pick<Order, 'items' | 'pickupSlot' | 'pickupDate' | 'pickupLocation'>;
type ProductRow = Pick<Product, 'id' | 'name' | 'flavors' | 'sortOrder'>;

/** The orders of these pickups that are to be baked (not cancelled), and the catalogue that names their lines. */
async function ordersOf(db: Db, pickups: readonly BakeFor[]): Promise<{ rows: OrderRow[]; products: ProductRow[] }> {
  const orders = Order.query(db)
    .select('items', 'pickupSlot', 'pickupDate', 'pickupLocation')
    .whereNot('status', 'cancelled')
    .where((which) => {
      for (const { pickupDate, pickupLocation } of pickups) {
        which.orWhere((one) => {
          one.where('pickupDate', pickupDate);
          if (pickupLocation) one.where('pickupLocation', pickupLocation);
        });
      }
    });
  const [rows, products] = await Promise.all([orders, Product.query(db).select('id', 'name', 'flavors', 'sortOrder')]);
  return { rows, products };
}

/** Their lines summed by product and flavor (and slot, `bySlot`), in the catalogue's order. */
function linesOf(rows: readonly OrderRow[], products: readonly ProductRow[], bySlot: boolean): BakeListLine[] {
  const quantities = new Map<
    string,
    { pickupSlot?: string | null; productId: string; flavor: string | null; quantity: number }
  >();
  for (const row of rows) {
    const slot = bySlot ? { pickupSlot: row.pickupSlot ?? null } : {};
    for (const line of parseOrderItems(row.items)) {
      const key = `${bySlot ? (row.pickupSlot ?? '~') : ''}\u0000${line.product}\u0000${line.flavor ?? ''}`;
      const entry = quantities.get(key) ?? {
        ...slot,
        productId: line.product,
        flavor: line.flavor ?? null,
        quantity: 0,
      };
      entry.quantity += line.quantity;
      quantities.set(key, entry);
    }
  }

  const catalogue = new Map(products.map((product, index) => [product.id, { product, index }]));
  const lines: (BakeListLine & { rank: [number, number] })[] = [...quantities.values()].map((entry) => {
    const known = catalogue.get(entry.productId);
    const flavors = parseFlavors(known?.product.flavors);
    const flavorKeys = flavors ? Object.keys(flavors) : [];
    return {
      ...entry,
      name: known?.product.name ?? entry.productId,
      flavorName:
        entry.flavor && flavors && Object.hasOwn(flavors, entry.flavor) ? flavors[entry.flavor]!.name : entry.flavor,
      rank: [
        known ? known.product.sortOrder : Number.MAX_SAFE_INTEGER,
        entry.flavor ? flavorKeys.indexOf(entry.flavor) : -1,
      ],
    };
  });
  const slotRank = (line: { pickupSlot?: string | null }) => line.pickupSlot ?? '~'; // no slot last
  lines.sort(
    (a, b) =>
      slotRank(a).localeCompare(slotRank(b)) ||
      a.rank[0] - b.rank[0] ||
      a.name.localeCompare(b.name) ||
      a.rank[1] - b.rank[1],
  );
  return lines.map(({ rank: _rank, ...line }) => line);
}
