import type { StockUpdate, StockUpdateResult, AdminInventoryItem } from '#shared/inventory';
import { independently, inTransaction, lineClaim, lockProductStates, Product, type Db } from '../../db';
import { toAdminItem } from './catalogue';
import { parseFlavors } from '#shared/flavors';
import { notFound } from '../errors';
import { mergeStock } from './stock-merge';

type Columns = Partial<Pick<Product, 'stock' | 'price' | 'visible' | 'flavors' | 'maxPerOrder'>>;

/**
 * One of the owner's edits of one product: `change` says what it does to the product as the
 * edit finds it (it may throw a Refusal, an unknown flavor), and how it is answered.
 */
export interface ProductEdit<T = unknown> {
  productId: string;
  change(product: Product): { patch: Columns; answer(item: AdminInventoryItem): T };
}

/** Thrown by editProducts when edit `index` of its list throws `error`: nothing is written. */
export class ProductEditFailed extends Error {
  constructor(
    readonly index: number,
    readonly error: unknown,
  ) {
    super(`edit ${index} of the products' edits failed`);
  }
}

/**
 * The owner's edits of products, in order, in one transaction, each finding the product as
 * the edits before it left it. They run behind the product lock (db/product-state.ts), so an
 * order or a hold at the same moment is either counted before them or applied after them.
 *
 * The products are locked and read once, and each is written once, with what its last edit
 * left: a batch of her queued edits (POST /api/admin/edits) is nearly always many taps on a
 * few products, and one statement per edit was most of its time, each waiting its turn on the
 * database's thread (1000 edits: 2000 round trips). The lock reads the holds too, and no hold
 * can change while it is held, so each edit is answered without reading again.
 *
 * Resolves with each edit's answer, in order. An edit that throws fails them all, as
 * ProductEditFailed naming it, and nothing is written (a batch then applies again the edits
 * before it, routes/admin-edits.ts).
 */
export function editProducts(db: Db, edits: readonly ProductEdit[], now: Date): Promise<unknown[]> {
  return inTransaction(db, async (trx) => {
    const states = await lockProductStates(
      trx,
      edits.map((edit) => edit.productId),
      now,
    );
    const written = new Map<string, Columns & { updatedAt: string }>();
    const answers: unknown[] = [];
    for (const [index, edit] of edits.entries()) {
      try {
        const state = states.get(edit.productId);
        if (!state) throw notFound(`No product "${edit.productId}"`, 'unknown-product');
        const { patch, answer } = edit.change(state.product);
        const changes = { ...patch, updatedAt: now.toISOString() };
        Object.assign(state.product, changes);
        written.set(edit.productId, { ...written.get(edit.productId), ...changes });
        answers.push(answer(toAdminItem(state.product, state.held + lineClaim(state))));
      } catch (error) {
        throw new ProductEditFailed(index, error);
      }
    }
    // Plain UPDATEs: the columns are numbers, text and a boolean, nothing the model formats, and
    // Objection's patch cost as much again as the statement.
    await independently(
      trx,
      [...written].map(
        ([id, changes]) =>
          () =>
            trx(Product.tableName).where('id', id).update(changes),
      ),
    );
    return answers;
  });
}

/** One edit of one product, alone (a single call): its answer, or what it threw. */
export async function editProduct<T>(db: Db, edit: ProductEdit<T>, now: Date): Promise<T> {
  try {
    return (await editProducts(db, [edit], now))[0] as T;
  } catch (error) {
    throw error instanceof ProductEditFailed ? error.error : error;
  }
}

/** Sets stock, merged with sales made since the owner saw it (stock-merge.ts). */
export const stockEdit = (productId: string, update: StockUpdate): ProductEdit<StockUpdateResult> => ({
  productId,
  change: (product) => {
    const from = product.stock;
    const { stock, merged } = mergeStock(from, update.stock, update.baseStock);
    return { patch: { stock }, answer: (item) => ({ item, merged, from, to: stock }) };
  },
});

export const priceEdit = (productId: string, price: string): ProductEdit<AdminInventoryItem> => ({
  productId,
  change: () => ({ patch: { price: Number(price).toFixed(2) }, answer: (item) => item }),
});

/** Hidden products leave the public list and take no new holds (hold-rule.ts checks visible). */
export const visibilityEdit = (productId: string, visible: boolean): ProductEdit<AdminInventoryItem> => ({
  productId,
  change: () => ({ patch: { visible }, answer: (item) => item }),
});

/**
 * A flavor's own price (focaccia, bagels): it overrides the base price for that flavor, so the
 * owner sets each flavor's price here (docs/orders.md). An own-property lookup, so a
 * flavor named like an Object member (constructor, __proto__) is simply unknown.
 */
export const flavorPriceEdit = (productId: string, flavor: string, price: string): ProductEdit<AdminInventoryItem> => ({
  productId,
  change: (product) => {
    const flavors = parseFlavors(product.flavors);
    if (!flavors || !Object.hasOwn(flavors, flavor)) {
      throw notFound(`${product.name} has no flavor "${flavor}"`, 'unknown-flavor');
    }
    const updated = { ...flavors, [flavor]: { ...flavors[flavor]!, price: Number(price).toFixed(2) } };
    return { patch: { flavors: JSON.stringify(updated) }, answer: (item) => item };
  },
});

/** The most one order may take of a scarce product (null: no limit); holds and orders obey it. */
export const maxPerOrderEdit = (productId: string, maxPerOrder: number | null): ProductEdit<AdminInventoryItem> => ({
  productId,
  change: () => ({ patch: { maxPerOrder }, answer: (item) => item }),
});
