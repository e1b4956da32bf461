import { availableFrom } from '#shared/availability';
import type { AdminInventoryItem, InventoryItem } from '#shared/inventory';
import type { BakeAvailability } from '#shared/product';
import { bakeStockOf, lineClaim, liveHolds, noLine, Product, productLines, type Db } from '../../db';

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

export function toPublicItem(product: Product, held: number, bakeDay: string | null): InventoryItem {
  return {
    bakeDay,
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

/** Her view of a product: its stock the shop's bake's (`bakeDay`), beside what she usually bakes. */
export function toAdminItem(
  product: Product,
  held: number,
  bake: { bakeDay: string | null; usualStock: number },
): AdminInventoryItem {
  return {
    ...toPublicItem(product, held, bake.bakeDay),
    sortOrder: product.sortOrder,
    updatedAt: product.updatedAt,
    bakeDay: bake.bakeDay,
    usualStock: bake.usualStock,
  };
}

/**
 * Products as the shop shows them: `stock` the shop's bake's (db/bake-stock.ts), and
 * `usualStock` what she usually bakes, read in the same statement.
 */
function productsOfBake(db: Db, bakeDay: string | null) {
  return Product.query(db).select(`${Product.tableName}.*`, db.raw('? as ??', [bakeStockOf(db, bakeDay), 'bakeStock']));
}

/** A product read by productsOfBake, with the bake's stock as its stock; and its usual. */
function ofBake(product: Product): { product: Product; usualStock: number } {
  const { bakeStock } = product as Product & { bakeStock?: number | string };
  const usualStock = Number(product.stock);
  delete (product as Product & { bakeStock?: unknown }).bakeStock;
  product.stock = bakeStock === undefined || bakeStock === null ? usualStock : Number(bakeStock);
  return { product, usualStock };
}

/** GET /api/inventory: visible products only, in the owner's order, with the shop's bake's stock. */
export async function listPublicInventory(db: Db, now: Date, bakeDay: string | null): Promise<InventoryItem[]> {
  const visible = await visibleOfBake(db, now, bakeDay);
  return visible.map(({ product, notFree }) => toPublicItem(product, notFree, bakeDay));
}

/**
 * What is free of each visible product in one bake: its stock less the live holds and the
 * waitlist's claim, which are every bake's, so below 0 where they take more than it has (the
 * checkout's reading of a pickup served by another bake than the shop's).
 */
export async function freeInBake(db: Db, now: Date, bakeDay: string): Promise<BakeAvailability> {
  const visible = await visibleOfBake(db, now, bakeDay);
  return visible.map(({ product, notFree }) => ({ id: product.id, free: product.stock - notFree }));
}

/** The visible products in the owner's order, each with one bake's stock and what is not free of it. */
async function visibleOfBake(db: Db, now: Date, bakeDay: string | null) {
  const [products, notFree] = await Promise.all([
    productsOfBake(db, bakeDay)
      .where('visible', true)
      .orderBy([{ column: 'sortOrder' }, { column: 'id' }]),
    notFreeOf(db, now),
  ]);
  return products.map((row) => {
    const { product } = ofBake(row);
    return { product, notFree: notFree(product) };
  });
}

/** The public view of some products, hidden ones included (sent with visible:false). */
export async function publicItemsFor(
  db: Db,
  productIds: readonly string[],
  now: Date,
  bakeDay: string | null,
): Promise<InventoryItem[]> {
  if (productIds.length === 0) return [];
  const [products, notFree] = await Promise.all([
    productsOfBake(db, bakeDay).whereIn('id', productIds).orderBy('sortOrder'),
    notFreeOf(db, now, productIds),
  ]);
  return products.map((row) => {
    const { product } = ofBake(row);
    return toPublicItem(product, notFree(product), bakeDay);
  });
}

export async function listAdminInventory(db: Db, now: Date, bakeDay: string | null): Promise<AdminInventoryItem[]> {
  const [products, notFree] = await Promise.all([
    productsOfBake(db, bakeDay).orderBy([{ column: 'sortOrder' }, { column: 'id' }]),
    notFreeOf(db, now),
  ]);
  return products.map((row) => {
    const { product, usualStock } = ofBake(row);
    return toAdminItem(product, notFree(product), { bakeDay, usualStock });
  });
}
