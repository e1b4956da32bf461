import type { Knex } from 'knex';
import type { Db, Tx } from './database';
import { Product } from './models/product';

export const BAKE_STOCK = 'bake_stock';

/**
 * THE rule of a bake's stock (docs/orders.md, "Stock of a bake day"): a product's stock for one
 * bake day is that bake's row, once anything took from it or she set it, and until then the
 * product's usual number (`inventory.stock`, what she usually bakes). Every reader of stock asks
 * here; every writer goes through moveBakeStock or setBakeStock, under the product's lock
 * (product-state.ts), so a row is made from the usual by the one transaction that first takes
 * from it. `null` is no bake at all: the usual itself.
 */
export function bakeStockOf(db: Db, bakeDay: string | null): Knex.Raw {
  if (bakeDay === null) return db.raw('??.??', [Product.tableName, 'stock']);
  return db.raw('coalesce((select ?? from ?? where ?? = ??.?? and ?? = ?), ??.??)', [
    'stock',
    BAKE_STOCK,
    'productId',
    Product.tableName,
    'id',
    'bakeDay',
    bakeDay,
    Product.tableName,
    'stock',
  ]);
}

/**
 * Some products' stock for one bake, by product id (the usual where the bake has no row), and
 * which of them have a row: read under their lock, so moveBakeStock need not make those again.
 */
export class BakeStocks extends Map<string, number> {
  constructor(
    entries: Iterable<readonly [string, number]>,
    /** The products whose bake has its own row. */
    readonly rowed: ReadonlySet<string>,
  ) {
    super(entries);
  }
}

export async function bakeStocks(db: Db, bakeDay: string | null, productIds: readonly string[]): Promise<BakeStocks> {
  if (productIds.length === 0) return new BakeStocks([], new Set());
  const ids = [...new Set(productIds)];
  if (bakeDay === null) {
    const rows = (await db(Product.tableName).select('id', 'stock').whereIn('id', ids)) as UsualRow[];
    return new BakeStocks(
      rows.map((row) => [row.id, Number(row.stock)]),
      new Set(),
    );
  }
  const rows = (await db(Product.tableName)
    .leftJoin(BAKE_STOCK, (join) =>
      join.on(`${BAKE_STOCK}.productId`, `${Product.tableName}.id`).andOnVal(`${BAKE_STOCK}.bakeDay`, bakeDay),
    )
    .select(`${Product.tableName}.id as id`, `${Product.tableName}.stock as stock`, `${BAKE_STOCK}.stock as bakeStock`)
    .whereIn(`${Product.tableName}.id`, ids)) as (UsualRow & { bakeStock: number | string | null })[];
  return new BakeStocks(
    rows.map((row) => [row.id, Number(row.bakeStock ?? row.stock)]),
    new Set(rows.filter((row) => row.bakeStock !== null).map((row) => row.id)),
  );
}

type UsualRow = { id: string; stock: number | string };

/**
 * Moves one bake's stock of some products by their deltas (negative: sold; positive: back on its
 * shelf, a cancel). The bake's rows are first made from the usual where it has none. Two
 * statements: an upsert that adds to the new row would check its first value against the
 * table's "never below zero" before it knows the row exists. `read`, when the caller read this
 * bake under the same lock, names the rows that exist: on a busy bake, the first statement is
 * skipped.
 */
export async function moveBakeStock(
  trx: Tx,
  bakeDay: string,
  deltas: ReadonlyMap<string, number>,
  now: Date,
  read?: BakeStocks,
): Promise<void> {
  const moved = [...deltas].filter(([, delta]) => delta !== 0);
  if (moved.length === 0) return;
  const ids = moved.map(([id]) => id);
  const rowless = read ? ids.filter((id) => !read.rowed.has(id)) : ids;
  if (rowless.length > 0) await makeRowsFromUsual(trx, bakeDay, rowless, now);
  const cases = moved.map(() => 'when ? then ?').join(' ');
  await trx(BAKE_STOCK)
    .where('bakeDay', bakeDay)
    .whereIn('productId', ids)
    .update({
      stock: trx.raw(`?? + case ?? ${cases} else 0 end`, ['stock', 'productId', ...moved.flat()]),
      updatedAt: now.toISOString(),
    });
}

/** Sets one bake's stock of some products (her edit), under their lock. */
export async function setBakeStock(
  trx: Tx,
  bakeDay: string,
  values: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  if (values.size === 0) return;
  const updatedAt = now.toISOString();
  await trx(BAKE_STOCK)
    .insert([...values].map(([productId, stock]) => ({ productId, bakeDay, stock, updatedAt })))
    .onConflict(['productId', 'bakeDay'])
    .merge(['stock', 'updatedAt']);
}

function makeRowsFromUsual(trx: Tx, bakeDay: string, ids: readonly string[], now: Date) {
  return trx.raw(
    `insert into ?? (??, ??, ??, ??) select ??, ?, ??, ? from ?? where ?? in (${ids.map(() => '?').join(', ')}) on conflict (??, ??) do nothing`,
    [
      BAKE_STOCK,
      'productId',
      'bakeDay',
      'stock',
      'updatedAt',
      'id',
      bakeDay,
      'stock',
      now.toISOString(),
      Product.tableName,
      'id',
      ...ids,
      'productId',
      'bakeDay',
    ],
  );
}
