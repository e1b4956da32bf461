import type { StockUpdate, StockUpdateResult, AdminInventoryItem } from '#shared/inventory';
import { inTransaction, lockProducts, Product, type Db } from '../db';
import { heldQuantities, toAdminItem } from './catalogue';
import { notFound } from './errors';
import { mergeStock } from './stock-merge';

/**
 * The owner's edits to a product. Each runs behind the product lock (db/locks.ts), so an order
 * or a hold at the same moment is either counted before the edit or applied after it.
 */
async function editProduct<T>(db: Db, productId: string, edit: (product: Product, trx: Db) => Promise<T>): Promise<T> {
  return inTransaction(db, async (trx) => {
    await lockProducts(trx, [productId]);
    const product = await Product.query(trx).findById(productId);
    if (!product) throw notFound(`No product "${productId}"`, 'unknown-product');
    return edit(product, trx);
  });
}

async function adminView(db: Db, product: Product, now: Date): Promise<AdminInventoryItem> {
  const held = (await heldQuantities(db, now, [product.id])).get(product.id) ?? 0;
  return toAdminItem(product, held);
}

/** Sets stock, merged with sales made since the owner saw it (stock-merge.ts). */
export function setStock(db: Db, productId: string, update: StockUpdate, now: Date): Promise<StockUpdateResult> {
  return editProduct(db, productId, async (product, trx) => {
    const from = product.stock;
    const { stock, merged } = mergeStock(from, update.stock, update.baseStock);
    const updatedAt = now.toISOString();
    await Product.query(trx).findById(productId).patch({ stock, updatedAt });
    Object.assign(product, { stock, updatedAt });
    return { item: await adminView(trx, product, now), merged, from, to: stock };
  });
}

export function setPrice(db: Db, productId: string, price: string, now: Date): Promise<AdminInventoryItem> {
  return editProduct(db, productId, async (_product, trx) => {
    const updated = await Product.query(trx).patchAndFetchById(productId, {
      price: Number(price).toFixed(2),
      updatedAt: now.toISOString(),
    });
    return adminView(trx, updated, now);
  });
}

/** Hidden products leave the public list and take no new holds (holds.ts checks visible). */
export function setVisibility(db: Db, productId: string, visible: boolean, now: Date): Promise<AdminInventoryItem> {
  return editProduct(db, productId, async (_product, trx) => {
    const updated = await Product.query(trx).patchAndFetchById(productId, { visible, updatedAt: now.toISOString() });
    return adminView(trx, updated, now);
  });
}
