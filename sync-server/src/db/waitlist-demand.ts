import type { Db } from './database';
import { WaitlistEntryRow } from './models/waitlist';

/**
 * A product's waitlist line as its claim on stock is decided (docs/waitlist.md, "The line's
 * claim"). Read under the product's lock with its stock and holds (product-state.ts), or without
 * a lock for showing what is free (services/catalogue/catalogue.ts).
 */
export interface ProductLine {
  /** What each place still waiting asks for (order does not matter to the claim: only sizes). */
  waiting: readonly number[];
  /**
   * The stock that stays everyone's: what was free when the line formed (its first join), less
   * what shoppers have taken of it since. Null where no line ever formed. Only read while
   * someone waits; the next first join sets it again.
   */
  open: number | null;
}

export const noLine: ProductLine = { waiting: [], open: null };

/** What the rule reads of a product: its stock, what live holds take of it (offers are holds), its line. */
export interface StockFacts {
  product: { stock: number };
  held: number;
  line: ProductLine;
}

/** Free of every live hold, a waitlist offer included. */
const freeOf = (facts: StockFacts) => Math.max(0, facts.product.stock - facts.held);

/** What stays everyone's: what the line formed with, never more than is free; all that is free while nobody waits. */
export function openStock(facts: StockFacts): number {
  const free = freeOf(facts);
  return facts.line.waiting.length === 0 || facts.line.open === null ? free : Math.min(facts.line.open, free);
}

/** What came back since the line formed (a cart that ran out, a cancel, the owner's new stock). */
export const cameBack = (facts: StockFacts) => freeOf(facts) - openStock(facts);

/**
 * Whether a place asking for `quantity` can be filled from today's stock: from what came back and
 * what carts hold (and may give back), offers included. What is open stays everyone's and what was
 * sold comes back only by a cancel, so a place asking for more than that waits for new stock.
 */
export const canBeFilled = (facts: StockFacts, quantity: number) => quantity <= facts.product.stock - openStock(facts);

/**
 * THE rule of the line's claim on stock (docs/waitlist.md): what came back since the line formed,
 * up to what the places that can be filled wait for. Every reader takes it from here: a hold
 * (services/holds/hold-rule.ts), a checkout (order-rule.ts), the shop's and the owner's counts
 * (catalogue.ts, inventory-admin.ts), and the line's turn (waitlist/offers.ts). So:
 *  - stock that comes back is the line's before anyone who reloads the shop;
 *  - a join never makes stock that is free now unavailable: that stock is open;
 *  - a place that today's stock can never fill claims nothing, and the line goes on past it;
 *  - the claim is on what is not held: an offer, her own hold, is never counted again against her.
 */
export function lineClaim(facts: StockFacts): number {
  const wanted = facts.line.waiting.reduce((sum, quantity) => (canBeFilled(facts, quantity) ? sum + quantity : sum), 0);
  return Math.min(cameBack(facts), wanted);
}

/** What other shoppers may hold or buy: what no live hold and no claim of the line takes. */
export const freeForShoppers = (facts: StockFacts) => freeOf(facts) - lineClaim(facts);

/**
 * A shopper takes stock free for shoppers (a hold, or an order past her own holds): the line
 * keeps its claim, so what stays open shrinks by what she took (what came back beyond the line's
 * wants is taken first). Call it before the take and the function it returns after it, on the
 * same state; that function says whether the line's open stock changed (to be saved,
 * saveOpenStock). The owner's own sales and stock edits do not call it: they come out of what
 * came back first (openStock never exceeds what is free).
 */
export function keepingTheLine(facts: StockFacts): () => boolean {
  const claim = lineClaim(facts);
  const open = openStock(facts);
  return () => {
    if (facts.line.waiting.length === 0 || facts.line.open === null) return false;
    const left = Math.max(0, Math.min(open, freeOf(facts) - claim));
    if (left === facts.line.open) return false;
    facts.line = { ...facts.line, open: left };
    return true;
  };
}

const LINES = 'waitlist_lines';
const ENTRIES = WaitlistEntryRow.tableName;

/**
 * A waiting entry is one that has not been offered yet and has not expired: the rule above
 * counts only these. Every query of them takes the filter from here, as holds take theirs from
 * live-holds.ts.
 */
export function whereWaiting<Q extends { where(column: string, operator: string, value: string): unknown }>(
  query: Q,
  now: Date,
): Q {
  query.where(`${ENTRIES}.status`, '=', 'waiting');
  query.where(`${ENTRIES}.expiresAt`, '>', now.toISOString());
  return query;
}

/** The same rule for one entry already read. */
export const isWaiting = (entry: Pick<WaitlistEntryRow, 'status' | 'expiresAt'>, now: Date): boolean =>
  entry.status === 'waiting' && new Date(entry.expiresAt).getTime() > now.getTime();

/** The waiting entries, as a query to go on with. */
export const waitingEntries = (db: Db, now: Date) => whereWaiting(db(ENTRIES), now);

/** The line's open stock of each product, as a subquery of the locking statement (product-state.ts). */
export const openStockOf = (db: Db, productColumn: string) =>
  db(LINES)
    .select('openStock')
    .whereRaw('?? = ??', [`${LINES}.productId`, productColumn]);

/**
 * The lines of some products (all, without ids): what each waits for and its open stock. One
 * statement: a line's open stock matters only while someone waits.
 */
export async function productLines(
  db: Db,
  now: Date,
  productIds?: readonly string[],
): Promise<Map<string, ProductLine>> {
  const query = waitingEntries(db, now)
    .leftJoin(LINES, `${LINES}.productId`, `${ENTRIES}.productId`)
    .select(`${ENTRIES}.productId as productId`, `${ENTRIES}.quantity as quantity`, `${LINES}.openStock as openStock`);
  if (productIds) query.whereIn(`${ENTRIES}.productId`, productIds);
  const rows = (await query) as { productId: string; quantity: number | string; openStock: number | string | null }[];
  const lines = new Map<string, { waiting: number[]; open: number | null }>();
  for (const row of rows) {
    const line = lines.get(row.productId) ?? {
      waiting: [],
      open: row.openStock === null ? null : Number(row.openStock),
    };
    line.waiting.push(Number(row.quantity));
    lines.set(row.productId, line);
  }
  return lines;
}

/** A first join forms the line: what is free for shoppers then stays everyone's (docs/waitlist.md). */
export async function formLine(trx: Db, productId: string, open: number): Promise<void> {
  await trx(LINES).insert({ productId, openStock: open }).onConflict('productId').merge(['openStock']);
}

/** The open stock shoppers' takes left (keepingTheLine), written in their transaction. */
export async function saveOpenStock(
  trx: Db,
  states: ReadonlyMap<string, { line: ProductLine }>,
  productIds: Iterable<string>,
): Promise<void> {
  for (const productId of new Set(productIds)) {
    const open = states.get(productId)?.line.open;
    if (open === null || open === undefined) continue;
    await trx(LINES).where({ productId }).update({ openStock: open });
  }
}

/**
 * The next place in line: one UPDATE ... RETURNING on a counter row (made the first time), in
 * the join's transaction, as order numbers are (order-numbers.ts): the line's order is the order
 * the joins commit in, on any server.
 */
export async function nextInLine(trx: Db): Promise<number> {
  await trx('counters').insert({ name: 'waitlist', value: 1 }).onConflict('name').ignore();
  const [row] = (await trx('counters').where('name', 'waitlist').increment('value', 1).returning(['value'])) as {
    value: number | string;
  }[];
  return Number(row!.value) - 1;
}
