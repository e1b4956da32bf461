import type { StockUpdate, StockUpdateResult } from '#shared/inventory';
import { lockProducts, Product, type Db } from '../db';
import { heldQuantities, toAdminItem } from './catalogue';
import { notFound } from './errors';
import { mergeStock } from './stock-merge';

/** The owner sets a product's stock, merged with sales made since she saw it (stock-merge.ts). */
export async function setStock(db: Db, productId: string, update: StockUpdate, now: Date): Promise<StockUpdateResult> {
  // Read and write in one transaction behind the product lock, so an order placed at the same
  // moment is either counted in `current` or applied after this write, never lost.
  return db.transaction(async (trx) => {
    await lockProducts(trx, [productId]);
    const product = await Product.query(trx).findById(productId);
    if (!product) throw notFound(`No product "${productId}"`, 'unknown-product');
    const { stock, merged } = mergeStock(product.stock, update.stock, update.baseStock);
    const updated = await Product.query(trx).patchAndFetchById(productId, { stock, updatedAt: now.toISOString() });
    const held = (await heldQuantities(trx, now, [productId])).get(productId) ?? 0;
    return { item: toAdminItem(updated, held), merged, from: product.stock, to: stock };
  });
}
