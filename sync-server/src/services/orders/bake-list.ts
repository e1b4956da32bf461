import { parseFlavors } from '#shared/flavors';
import { parseOrderItems } from '#shared/order-items';
import type { BakeList, BakeListLine } from '#shared/owner-orders';
import type { PickupLocation } from '#shared/bakery';
import { Order, Product, type Db } from '../../db';

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
  const orders = Order.query(db)
    .select('items', 'pickupSlot')
    .where('pickupDate', pickupDate)
    .whereNot('status', 'cancelled');
  if (pickupLocation) orders.where('pickupLocation', pickupLocation);
  const [rows, products] = await Promise.all([orders, Product.query(db).select('id', 'name', 'flavors', 'sortOrder')]);

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
  return { pickupDate, pickupLocation: pickupLocation ?? null, lines: lines.map(({ rank: _rank, ...line }) => line) };
}
