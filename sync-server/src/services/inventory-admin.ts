import type { StockUpdate, StockUpdateResult, AdminInventoryItem } from '#shared/inventory';
import { inTransaction, lockProductStates, Product, type Db } from '../db';
import { toAdminItem } from './catalogue';
import { parseFlavors } from '#shared/flavors';
import { notFound } from './errors';
import { mergeStock } from './stock-merge';

interface Edit<T> {
  patch: Partial<Pick<Product, 'stock' | 'price' | 'visible' | 'flavors' | 'maxPerOrder'>>;
  /** The answer, from the product as the edit left it. */
  answer(item: AdminInventoryItem): T;
}

/**
 * The owner's edits to a product. Each runs behind the product lock (db/product-state.ts), so
 * an order or a hold at the same moment is either counted before the edit or applied after it.
 * The lock reads the product and its holds, and no hold can change while it is held, so each
 * edit answers the product as it left it without reading it again.
 */
function editProduct<T>(db: Db, productId: string, now: Date, edit: (product: Product) => Edit<T>): Promise<T> {
  return inTransaction(db, async (trx) => {
    const state = (await lockProductStates(trx, [productId], now)).get(productId);
    if (!state) throw notFound(`No product "${productId}"`, 'unknown-product');
    const { patch, answer } = edit(state.product);
    const changes = { ...patch, updatedAt: now.toISOString() };
    // A plain UPDATE: the patch is numbers, text and a boolean, nothing the model formats, and
    // Objection's patch cost as much again as the statement (an edit of her 1000 replayed).
    await trx(Product.tableName).where('id', productId).update(changes);
    return answer(toAdminItem(Object.assign(state.product, changes), state.held));
  });
}

/** Sets stock, merged with sales made since the owner saw it (stock-merge.ts). */
export function setStock(db: Db, productId: string, update: StockUpdate, now: Date): Promise<StockUpdateResult> {
  return editProduct(db, productId, now, (product) => {
    const from = product.stock;
    const { stock, merged } = mergeStock(from, update.stock, update.baseStock);
    return { patch: { stock }, answer: (item) => ({ item, merged, from, to: stock }) };
  });
}

export function setPrice(db: Db, productId: string, price: string, now: Date): Promise<AdminInventoryItem> {
  return editProduct(db, productId, now, () => ({
    patch: { price: Number(price).toFixed(2) },
    answer: (item) => item,
  }));
}

/** Hidden products leave the public list and take no new holds (hold-rule.ts checks visible). */
export function setVisibility(db: Db, productId: string, visible: boolean, now: Date): Promise<AdminInventoryItem> {
  return editProduct(db, productId, now, () => ({ patch: { visible }, answer: (item) => item }));
}

/**
 * A flavor's own price (focaccia, bagels): it overrides the base price for that flavor, so the
 * owner sets each flavor's price here (CONTRACT.md section 8). An own-property lookup, so a
 * flavor named like an Object member (constructor, __proto__) is simply unknown.
 */
export function setFlavorPrice(
  db: Db,
  productId: string,
  flavor: string,
  price: string,
  now: Date,
): Promise<AdminInventoryItem> {
  return editProduct(db, productId, now, (product) => {
    const flavors = parseFlavors(product.flavors);
    if (!flavors || !Object.hasOwn(flavors, flavor)) {
      throw notFound(`${product.name} has no flavor "${flavor}"`, 'unknown-flavor');
    }
    const updated = { ...flavors, [flavor]: { ...flavors[flavor]!, price: Number(price).toFixed(2) } };
    return { patch: { flavors: JSON.stringify(updated) }, answer: (item) => item };
  });
}

/** The most one order may take of a scarce product (null: no limit); holds and orders obey it. */
export function setMaxPerOrder(
  db: Db,
  productId: string,
  maxPerOrder: number | null,
  now: Date,
): Promise<AdminInventoryItem> {
  return editProduct(db, productId, now, () => ({ patch: { maxPerOrder }, answer: (item) => item }));
}
