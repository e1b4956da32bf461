import { availableFrom } from '#shared/availability';
import type { AdminInventoryItem, InventoryItem } from '#shared/inventory';
import { lineClaim, liveHolds, noLine, Product, productLines, type Db } from '../../db';

/**
 * The catalogue as customers and the owner read it. availableStock is always computed here,
 * from stock, the holds that have not expired and what the waitlist's line claims
 * (db/waitlist-demand.ts lineClaim), so an expired hold never counts against stock, whether or
 * not the sweeper has deleted it yet, and stock the line claims never shows as free.
 * Reads holds and lines; answers what of a product is not free (held, or claimed by its line).
 */
export async function notFreeOf(
  db: Db,
  now: Date,
  productIds?: readonly string[],
): Promise<(product: Product) => number> {
  const query = liveHolds(db, now).select('productId').sum({ held: 'quantity' }).groupBy('productId');
  if (productIds) query.whereIn('productId', productIds);
  const [rows, lines] = await Promise.all([query, productLines(db, now, productIds)]);
  const held = new Map(
    (rows as { productId: string; held: number | string | null }[]).map((row) => [
      row.productId,
      Number(row.held ?? 0),
    ]),
  );
  return (product) => {
    const facts = { product, held: held.get(product.id) ?? 0, line: lines.get(product.id) ?? noLine };
    return facts.held + lineClaim(facts);
  };
}

export function toPublicItem(product: Product, held: number): InventoryItem {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    stock: product.stock,
    availableStock: availableFrom(product.stock, held),
    minimumOrder: product.minimumOrder,
    maxPerOrder: product.maxPerOrder ?? null,
    flavors: product.flavors,
    visible: product.visible,
    ingredients: product.ingredients,
    allergens: product.allergens,
  };
}

export function toAdminItem(product: Product, held: number): AdminInventoryItem {
  return { ...toPublicItem(product, held), sortOrder: product.sortOrder, updatedAt: product.updatedAt };
}

/** GET /api/inventory: visible products only, in the owner's order. */
export async function listPublicInventory(db: Db, now: Date): Promise<InventoryItem[]> {
  const [products, notFree] = await Promise.all([
    Product.query(db)
      .where('visible', true)
      .orderBy([{ column: 'sortOrder' }, { column: 'id' }]),
    notFreeOf(db, now),
  ]);
  return products.map((product) => toPublicItem(product, notFree(product)));
}

/** The public view of some products, hidden ones included (sent with visible:false). */
export async function publicItemsFor(db: Db, productIds: readonly string[], now: Date): Promise<InventoryItem[]> {
  if (productIds.length === 0) return [];
  const [products, notFree] = await Promise.all([
    Product.query(db).whereIn('id', productIds).orderBy('sortOrder'),
    notFreeOf(db, now, productIds),
  ]);
  return products.map((product) => toPublicItem(product, notFree(product)));
}

export async function listAdminInventory(db: Db, now: Date): Promise<AdminInventoryItem[]> {
  const [products, notFree] = await Promise.all([
    Product.query(db).orderBy([{ column: 'sortOrder' }, { column: 'id' }]),
    notFreeOf(db, now),
  ]);
  return products.map((product) => toAdminItem(product, notFree(product)));
}
