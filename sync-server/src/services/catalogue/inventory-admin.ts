import type { StockUpdate, StockUpdateResult, AdminInventoryItem } from '#shared/inventory';
import {
  bakeStocks,
  independently,
  inTransaction,
  lineClaim,
  lockProductStates,
  Product,
  setBakeStock,
  type Db,
} from '../../db';
import { toAdminItem } from './catalogue';
import { parseFlavors } from '#shared/flavors';
import { notFound } from '../errors';
import { mergeStock } from './stock-merge';

/** What an edit may change: `stock` is its bake's (db/bake-stock.ts), `usualStock` what she usually bakes. */
type Columns = Partial<Pick<Product, 'stock' | 'price' | 'visible' | 'flavors' | 'maxPerOrder'>> & {
  usualStock?: number;
};
type ProductColumns = Omit<Columns, 'stock' | 'usualStock'>;

/**
 * One of the owner's edits of one product: `change` says what it does to the product as the
 * edit finds it, its `stock` that of the edit's bake (it may throw a Refusal, an unknown
 * flavor), and how it is answered.
 */
export interface ProductEdit<T = unknown> {
  productId: string;
  /** The bake whose stock it sets; the shop's when it names none. */
  bakeDay?: string;
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
export function editProducts(
  db: Db,
  edits: readonly ProductEdit[],
  now: Date,
  /** The shop's bake: what an edit naming no bake sets, and the stock each answer shows. */
  shopBake: string | null,
): Promise<unknown[]> {
  return inTransaction(db, async (trx) => {
    const ids = edits.map((edit) => edit.productId);
    // Locked with the usual stock; each bake's read beside it, as the edits name them.
    const states = await lockProductStates(trx, ids, now, null);
    const bakes = [...new Set([shopBake, ...edits.map((edit) => edit.bakeDay)])].filter(
      (bake) => bake !== null && bake !== undefined,
    );
    const read = await independently(
      trx,
      bakes.map((bake) => () => bakeStocks(trx, bake, ids)),
    );
    const bakeRows = new BakeRowsOfBatch(bakes, read);
    const written = new Map<string, ProductColumns & { stock?: number; updatedAt: string }>();
    const answers: unknown[] = [];
    for (const [index, edit] of edits.entries()) {
      try {
        const state = states.get(edit.productId);
        if (!state) throw notFound(`No product "${edit.productId}"`, 'unknown-product');
        const bake = edit.bakeDay ?? shopBake;
        const stockOf = (day: string | null) =>
          day === null ? state.usualStock : bakeRows.stockOf(day, state.product.id, state.usualStock);
        const { patch, answer } = edit.change(Object.assign(state.product.$clone(), { stock: stockOf(bake) }));
        const { stock, usualStock, ...columns } = patch;
        const changes = { ...columns, updatedAt: now.toISOString() };
        Object.assign(state.product, changes);
        // A new usual is where later bakes start: the shop's bake keeps what it shows, as its own row.
        if (usualStock !== undefined && shopBake !== null) bakeRows.set(shopBake, state.product.id, stockOf(shopBake));
        if (usualStock !== undefined || (stock !== undefined && bake === null)) {
          state.usualStock = usualStock ?? stock!;
          state.product.stock = state.usualStock;
        }
        if (stock !== undefined && bake !== null) bakeRows.set(bake, state.product.id, stock);
        written.set(edit.productId, { ...written.get(edit.productId), ...changes, stock: state.usualStock });
        // Answered as her list shows it: the shop's bake's stock beside the usual.
        const shown = { ...state, product: Object.assign(state.product.$clone(), { stock: stockOf(shopBake) }) };
        answers.push(
          answer(
            toAdminItem(shown.product, shown.held + lineClaim(shown), {
              bakeDay: shopBake,
              usualStock: state.usualStock,
            }),
          ),
        );
      } catch (error) {
        throw new ProductEditFailed(index, error);
      }
    }
    // Plain UPDATEs: the columns are numbers, text and a boolean, nothing the model formats, and
    // Objection's patch cost as much again as the statement.
    await independently(trx, [
      ...[...written].map(
        ([id, changes]) =>
          () =>
            trx(Product.tableName).where('id', id).update(changes),
      ),
      ...[...bakeRows.written].map(
        ([bake, values]) =>
          () =>
            setBakeStock(trx, bake, values, now),
      ),
    ]);
    return answers;
  });
}

/**
 * The bakes' stock a batch of her edits reads and sets: each bake named read once before the
 * edits, each edit finding what the ones before it set, and each bake's rows written once after.
 */
class BakeRowsOfBatch {
  private readonly stock = new Map<string, number>();
  /** By bake: the products set, with their stock. */
  readonly written = new Map<string, Map<string, number>>();

  constructor(bakes: readonly string[], read: readonly ReadonlyMap<string, number>[]) {
    bakes.forEach((bake, index) => {
      for (const [id, stock] of read[index]!) this.stock.set(bakeKey(bake, id), stock);
    });
  }

  /** A product's stock of a bake as the batch has it so far; the usual where the bake has none. */
  stockOf(bake: string, productId: string, usual: number): number {
    return this.stock.get(bakeKey(bake, productId)) ?? usual;
  }

  set(bake: string, productId: string, stock: number): void {
    this.stock.set(bakeKey(bake, productId), stock);
    this.written.set(bake, (this.written.get(bake) ?? new Map<string, number>()).set(productId, stock));
  }
}

const bakeKey = (bakeDay: string, productId: string) => `${bakeDay}\u0000${productId}`;

/** One edit of one product, alone (a single call): its answer, or what it threw. */
export async function editProduct<T>(db: Db, edit: ProductEdit<T>, now: Date, shopBake: string | null): Promise<T> {
  try {
    return (await editProducts(db, [edit], now, shopBake))[0] as T;
  } catch (error) {
    throw error instanceof ProductEditFailed ? error.error : error;
  }
}

/**
 * Sets a bake's stock (the shop's, unless she names one), merged with sales made since the owner
 * saw it (stock-merge.ts).
 */
export const stockEdit = (productId: string, update: StockUpdate): ProductEdit<StockUpdateResult> => ({
  productId,
  ...(update.bakeDay ? { bakeDay: update.bakeDay } : {}),
  change: (product) => {
    const from = product.stock;
    const { stock, merged } = mergeStock(from, update.stock, update.baseStock);
    return { patch: { stock }, answer: (item) => ({ item, merged, from, to: stock }) };
  },
});

/** What she usually bakes of a product: every bake she has not set starts from it. */
export const usualStockEdit = (productId: string, usualStock: number): ProductEdit<AdminInventoryItem> => ({
  productId,
  change: () => ({ patch: { usualStock }, answer: (item) => item }),
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
