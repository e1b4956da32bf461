import type { Knex } from 'knex';
import { independently, isPostgres, type Db, type Tx } from './database';
import { liveHolds } from './live-holds';
import { openStockOf, productLines, waitingEntries, type ProductLine } from './waitlist-demand';
import { Product } from './models/product';
import { bakeStockOf, bakeStocks } from './bake-stock';

export interface ProductState {
  /** The product, its `stock` the bake's the state was read for (bake-stock.ts): what is left of it. */
  product: Product;
  /** The bake day whose stock `product.stock` is; null for the product's usual. */
  bakeDay: string | null;
  /** What she usually bakes of it: a bake without stock of its own starts from this. */
  usualStock: number;
  /** Quantity in unexpired holds, every shopper's (a waitlist offer is one). */
  held: number;
  /** Its waitlist line, whose claim on stock is waitlist-demand.ts lineClaim. */
  line: ProductLine;
  ordersOpen: boolean;
}

/**
 * Locks products and reads what holds, orders and the owner's edits decide on: each product,
 * what is held of it, and whether orders are open. Call it first in any transaction that
 * reads stock and then writes holds, orders or stock (after claiming Idempotency-Keys).
 *
 * Stock is one bake day's (`bakeDay`, db/bake-stock.ts): the bake the caller decides for (a hold:
 * the shop's bake; an order: its pickup's), or null where only the lock or the usual is wanted.
 *
 * Two statements, in this order:
 *  1. lock: an UPDATE that bumps each product's revision (which tells caches that availability
 *     changed) and returns the rows. On SQLite it takes the database's write lock before
 *     anything is read (a deferred transaction that reads first can fail with SQLITE_BUSY when
 *     it upgrades to write). On PostgreSQL it row-locks the products in one fixed order, by id
 *     (the subquery's ORDER BY ... FOR UPDATE), so two transactions wanting the same products
 *     queue instead of deadlocking;
 *  2. read the holds and the orders switch after the lock. On PostgreSQL this must be its own
 *     statement: a statement reads the snapshot taken when it began, so a held quantity read
 *     in the locking statement itself is what it was before the wait, and two servers would
 *     both sell the last loaf. A new statement sees every hold committed before the lock.
 *     SQLite has one writer and nothing to wait for once its lock is taken, so there the one
 *     UPDATE returns the holds and the switch too: every hold, order and edit costs one
 *     statement (a round trip to SQLite's thread) where it cost three.
 */
export async function lockProductStates(
  trx: Tx,
  productIds: readonly string[],
  now: Date,
  bakeDay: string | null,
): Promise<Map<string, ProductState>> {
  if (productIds.length === 0) return new Map();
  const ids = [...new Set(productIds)].sort();
  if (!isPostgres(trx)) return stateOf(await lockAndReadOnSqlite(trx, ids, now, bakeDay), bakeDay);
  const locked = (await trx.raw(
    `update ?? set ?? = ?? + 1 where ?? in (select ?? from ?? where ?? in (${ids.map(() => '?').join(', ')}) order by ?? for update) returning *`,
    [Product.tableName, 'revision', 'revision', 'id', 'id', Product.tableName, 'id', ...ids, 'id'],
  )) as { rows: Record<string, unknown>[] };
  const rows = locked.rows;
  if (rows.length === 0) return new Map();
  const [heldRows, settings, lines, stocks] = await independently(trx, [
    () =>
      liveHolds(trx, now)
        .select('productId')
        .sum({ held: 'quantity' })
        .whereIn(
          'productId',
          rows.map((row) => row.id as string),
        )
        .groupBy('productId') as Promise<{ productId: string; held: number | null }[]>,
    () =>
      trx('pickup_settings').select('ordersOpen').where('id', 'default').first() as Promise<
        { ordersOpen: boolean | number } | undefined
      >,
    () =>
      productLines(
        trx,
        now,
        rows.map((row) => row.id as string),
      ),
    () =>
      bakeStocks(
        trx,
        bakeDay,
        rows.map((row) => row.id as string),
      ),
  ]);
  const held = new Map(heldRows.map((row) => [row.productId, Number(row.held ?? 0)]));
  return stateOf(
    rows.map((row) => {
      const line = lines.get(row.id as string);
      return {
        ...row,
        held: held.get(row.id as string) ?? 0,
        waiting: line?.waiting ?? [],
        lineOpen: line?.open ?? null,
        ordersOpen: settings?.ordersOpen,
        bakeStock: stocks.get(row.id as string),
      };
    }),
    bakeDay,
  );
}

/** The lock, the holds, the line and the orders switch in one UPDATE ... RETURNING (SQLite only: see above). */
function lockAndReadOnSqlite(
  trx: Tx,
  ids: readonly string[],
  now: Date,
  bakeDay: string | null,
): Promise<Record<string, unknown>[]> {
  const [columns, bindings] = stateColumnsOnSqlite(trx, now, bakeDay);
  return trx.raw(`update ?? set ?? = ?? + 1 where ?? in (${ids.map(() => '?').join(', ')}) returning *, ${columns}`, [
    Product.tableName,
    'revision',
    'revision',
    'id',
    ...ids,
    ...bindings,
  ]) as Promise<Record<string, unknown>[]>;
}

/**
 * What a product's state is read with beside its columns, on SQLite: what is held of it, what
 * each place waiting asks for (as "3,2,1": group_concat is SQLite's), the line's open stock, the
 * orders switch and the bake's stock.
 */
function stateColumnsOnSqlite(db: Db, now: Date, bakeDay: string | null): [string, Knex.RawBinding[]] {
  const ofEach = ['productId', Product.tableName, 'id'];
  const heldOfEach = liveHolds(db, now)
    .select(db.raw('coalesce(sum(??), 0)', ['quantity']))
    .whereRaw('?? = ??.??', ofEach);
  const waitingOfEach = waitingEntries(db, now)
    .select(db.raw('group_concat(??)', ['quantity']))
    .whereRaw('?? = ??.??', ofEach);
  return [
    '? as ??, ? as ??, ? as ??, (select ?? from ?? where ?? = ?) as ??, ? as ??',
    [
      heldOfEach,
      'held',
      waitingOfEach,
      'waiting',
      openStockOf(db, `${Product.tableName}.id`),
      'lineOpen',
      'ordersOpen',
      'pickup_settings',
      'id',
      'default',
      'ordersOpen',
      bakeStockOf(db, bakeDay),
      'bakeStock',
    ],
  ];
}

/** Products' states as holds are decided on, and what some shoppers hold of each, read without a lock. */
export interface PeekedStates {
  states: Map<string, ProductState>;
  /** What a shopper's live holds have of a product. */
  inCart(sessionId: string, productId: string): number;
}

/**
 * The states lockProductStates reads, and what each of the shoppers holds of each product, in
 * one SELECT outside any transaction (SQLite only: json_group_array, group_concat). A decision
 * made on it is one the database allowed at that moment, which is enough to refuse: a refusal
 * writes nothing, so it stands as of the read. A grant still needs the lock (the hold desk's
 * transaction), since units read as free may be taken before it is written.
 */
export async function peekProductStatesOnSqlite(
  db: Db,
  productIds: readonly string[],
  sessionIds: readonly string[],
  now: Date,
  bakeDay: string | null,
): Promise<PeekedStates> {
  const ids = [...new Set(productIds)];
  const sessions = [...new Set(sessionIds)];
  const [columns, bindings] = stateColumnsOnSqlite(db, now, bakeDay);
  const cartsOfEach = liveHolds(db, now)
    .select(db.raw('json_group_array(json_array(??, ??))', ['sessionId', 'quantity']))
    .whereRaw('?? = ??.??', ['productId', Product.tableName, 'id'])
    .whereIn('sessionId', sessions);
  const rows = (await db.raw(`select *, ${columns}, ? as ?? from ?? where ?? in (${ids.map(() => '?').join(', ')})`, [
    ...bindings,
    cartsOfEach,
    'carts',
    Product.tableName,
    'id',
    ...ids,
  ])) as (Record<string, unknown> & { carts: string | null })[];
  const held = new Map<string, number>();
  for (const row of rows) {
    for (const [sessionId, quantity] of JSON.parse(row.carts ?? '[]') as [string, number][]) {
      const key = heldKey(sessionId, row.id as string);
      held.set(key, (held.get(key) ?? 0) + Number(quantity));
    }
  }
  return {
    states: stateOf(
      rows.map(({ carts: _carts, ...row }) => row),
      bakeDay,
    ),
    inCart: (sessionId, productId) => held.get(heldKey(sessionId, productId)) ?? 0,
  };
}

/**
 * Rows of products, each with `held`, `waiting` (the sizes of the places waiting, as a list or
 * SQLite's "3,2,1"), `lineOpen`, `ordersOpen` and `bakeStock` beside its columns, as states by id.
 */
function stateOf(rows: readonly Record<string, unknown>[], bakeDay: string | null): Map<string, ProductState> {
  return new Map(
    rows.map(({ held, waiting, lineOpen, ordersOpen, bakeStock, ...columns }) => {
      const usualStock = Number(columns.stock);
      const product = Product.fromDatabaseJson({
        ...columns,
        stock: bakeStock === undefined || bakeStock === null ? usualStock : Number(bakeStock),
      });
      const line = {
        waiting: waitingSizes(waiting),
        open: lineOpen === null || lineOpen === undefined ? null : Number(lineOpen),
      };
      return [
        product.id,
        { product, bakeDay, usualStock, held: Number(held ?? 0), line, ordersOpen: Boolean(ordersOpen) },
      ];
    }),
  );
}

function waitingSizes(waiting: unknown): number[] {
  if (Array.isArray(waiting)) return waiting.map(Number);
  if (typeof waiting === 'number') return [waiting];
  return typeof waiting === 'string' && waiting !== '' ? waiting.split(',').map(Number) : [];
}

export const heldKey = (sessionId: string, productId: string) => `${sessionId}\u0000${productId}`;

/** What some shoppers' live holds of some products come to, as checkout decides on them. */
export interface ShoppersHolds {
  /** The quantity each shopper holds of each product, keyed by heldKey(session, product). */
  quantities: Map<string, number>;
  /**
   * The unit prices the holds were taken at, one entry per held unit, keyed by
   * heldPriceKey(session, product, flavor): what their orders charge those units at most.
   * Holds from before held prices (null) are left out: their units cost today's price.
   */
  unitPrices: Map<string, number[]>;
}

/** One statement for both: checkout reads them together, inside its transaction. */
export async function heldBySessions(
  trx: Tx,
  sessionIds: readonly string[],
  productIds: readonly string[],
  now: Date,
): Promise<ShoppersHolds> {
  const holds: ShoppersHolds = { quantities: new Map(), unitPrices: new Map() };
  if (sessionIds.length === 0 || productIds.length === 0) return holds;
  const rows = (await liveHolds(trx, now)
    .select('sessionId', 'productId', 'flavor', 'quantity', 'unitPriceCents')
    .whereIn('sessionId', [...new Set(sessionIds)])
    .whereIn('productId', [...new Set(productIds)])) as {
    sessionId: string;
    productId: string;
    flavor: string | null;
    quantity: number | string;
    unitPriceCents: number | string | null;
  }[];
  for (const row of rows) {
    const quantity = Number(row.quantity);
    const key = heldKey(row.sessionId, row.productId);
    holds.quantities.set(key, (holds.quantities.get(key) ?? 0) + quantity);
    if (row.unitPriceCents === null) continue;
    const priceKey = heldPriceKey(row.sessionId, row.productId, row.flavor);
    const units = holds.unitPrices.get(priceKey) ?? [];
    for (let i = 0; i < quantity; i++) units.push(Number(row.unitPriceCents));
    holds.unitPrices.set(priceKey, units);
  }
  return holds;
}

export const heldPriceKey = (sessionId: string, productId: string, flavor: string | null) =>
  `${sessionId}\u0000${productId}\u0000${flavor ?? ''}`;

/** A shopper's live cart: when its first live hold was taken, and what it holds of each product. */
export interface LiveCart {
  startedAt: Date;
  held: Map<string, number>;
}

export async function liveCarts(trx: Tx, sessionIds: readonly string[], now: Date): Promise<Map<string, LiveCart>> {
  if (sessionIds.length === 0) return new Map();
  const rows = (await liveHolds(trx, now)
    .select('sessionId', 'productId', 'quantity', 'createdAt')
    .whereIn('sessionId', [...new Set(sessionIds)])) as {
    sessionId: string;
    productId: string;
    quantity: number;
    createdAt: string | Date;
  }[];
  const carts = new Map<string, LiveCart>();
  for (const row of rows) {
    const createdAt = new Date(row.createdAt);
    const cart = carts.get(row.sessionId) ?? { startedAt: createdAt, held: new Map<string, number>() };
    if (createdAt < cart.startedAt) cart.startedAt = createdAt;
    cart.held.set(row.productId, (cart.held.get(row.productId) ?? 0) + Number(row.quantity));
    carts.set(row.sessionId, cart);
  }
  return carts;
}

/**
 * The states as one bake sees them: each product's `stock` that bake's (`stocks`, from
 * bakeStocks). What is held and the waitlist's line are every bake's: a clone's `line` is the
 * same object, so a take that keeps the line is seen by all, and the caller moves `held` on each.
 */
export function statesForBake(
  states: ReadonlyMap<string, ProductState>,
  bakeDay: string,
  stocks: ReadonlyMap<string, number>,
): Map<string, ProductState> {
  return new Map(
    [...states].map(([id, state]) => {
      const product = Object.assign(state.product.$clone(), { stock: stocks.get(id) ?? state.usualStock });
      return [id, { ...state, bakeDay, product }];
    }),
  );
}
