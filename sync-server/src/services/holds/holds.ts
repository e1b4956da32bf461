import type { Reservation as ReservationView, ReserveRequest, ShrinkHold } from '#shared/cart';
import { isUuid } from '#shared/common';
import { formatCents } from '#shared/money';
import { PricingError, unitPriceCents, type PricedProduct } from '#shared/pricing';
import { randomUUID } from 'node:crypto';
import {
  expiredHolds,
  groupCommit,
  groupRead,
  independently,
  isPostgres,
  isLive,
  inTransaction,
  keepingTheLine,
  liveCarts,
  lockProductStates,
  peekProductStatesOnSqlite,
  Reservation,
  saveOpenStock,
  type Database,
  type Db,
  type Outcome,
  type Tx,
  whereLive,
  rowById,
} from '../../db';
import { nothingChanged, type Changed } from '../announce';
import type { Clock } from '../clock';
import { conflict, invalid, notFound, Refusal } from '../errors';
import { decideHold } from './hold-rule';

export { insufficientStock } from './hold-rule';

/**
 * Cart holds: stock set aside for one shopper's session until the cart's clock runs out.
 * Invariant: the quantity held by unexpired holds never exceeds a product's stock at the
 * moment a hold is taken, under any concurrency. That stock is the bake she shops for (a bake
 * serving a place's next pickup, docs/orders.md, "Shopping for a pickup"), else the shop's; a
 * hold keeps its units from every bake until it runs out, and the order takes them from its own
 * pickup's bake (docs/orders.md, "Stock of a bake day").
 *
 * Holds that arrive together are decided together (db/group-commit.ts): one transaction locks
 * their products and reads their state in one statement, decides each in turn with
 * decideHold (counting the ones already granted in the batch), writes the granted ones in one
 * INSERT and moves each cart's clock in one UPDATE. A refusal is a decision, not an error, and
 * never undoes the others.
 */
export function createHoldDesk(deps: {
  db: Database;
  clock: Clock;
  /** The shop's bake (shared bake-days.ts shopBakeDay): a hold that names no bake is decided on it. */
  shopBake: () => Promise<string | null>;
  /** The bakes a hold may name: those serving a place's next pickup (nextPickupBakes). */
  bakesTaking: () => Promise<string[]>;
  ttlMs: number;
  maxLifetimeMs: number;
}) {
  // The bake is asked before the batch's transaction (on SQLite a read then would wait for the
  // one connection that transaction holds). A batch's holds of one bake are decided together,
  // each bake's after the one before has written its holds, so each sees what the others took.
  const reserve = groupCommit<BakeHold, ReservationView>({
    db: deps.db,
    maxBatch: 64,
    decide: (trx, requests) =>
      byBake(requests, (bake, ofBake) =>
        decideHolds(trx, ofBake, deps.clock.now(), bake, {
          ttlMs: deps.ttlMs,
          maxLifetimeMs: deps.maxLifetimeMs,
        }),
      ),
  });
  const refusals = refusalsFirst(deps);
  return {
    /** Takes a hold, or rejects with the Refusal that says why not. */
    reserve: async (request: ReserveRequest): Promise<HoldChange> => {
      const shopBake = await deps.shopBake();
      const bakeDay = request.bakeDay ?? shopBake;
      if (bakeDay !== shopBake && !(await deps.bakesTaking()).includes(bakeDay!)) {
        throw conflict('That pickup no longer takes orders: choose another pickup', 'unknown-bake');
      }
      // The refusals read without the lock are the shop's bake's (its products sell out first).
      if (bakeDay === shopBake && refusals.likely(request.productId)) {
        const refusal = await refusals.peek(request);
        if (refusal) throw refusal;
      }
      try {
        const reservation = await reserve({ ...request, bakeDay });
        refusals.granted(request.productId);
        return heldChange(reservation);
      } catch (error) {
        if (error instanceof Refusal) refusals.refused(request.productId);
        throw error;
      }
    },
  };
}

/**
 * Refusals without the lock, on SQLite. Once the stock of a product is gone (the opening rush:
 * four shoppers for each loaf), most holds of it are refused, and each refusal cost a write
 * transaction of four round trips on the one connection every shopper waits for. A product
 * whose last hold was refused is first looked at without a lock (peekProductStatesOnSqlite, the
 * holds arriving meanwhile in the same SELECT): what decideHold refuses there is refused as of
 * that read, which is true, since a refusal writes nothing; the rest go on to the transaction,
 * which decides them again under the lock. Which products are looked at first is only a
 * guess from the last decisions: a wrong guess costs one read, never a wrong answer.
 * PostgreSQL locks per product and has a pool of connections, so there every hold goes
 * straight to the transaction.
 */
function refusalsFirst(deps: { db: Database; clock: Clock; shopBake: () => Promise<string | null> }) {
  const onSqlite = !isPostgres(deps.db);
  const lastRefused = new Set<string>();
  const peek = groupRead<ReserveRequest, Refusal | null>({
    maxBatch: 200,
    read: async (requests) => {
      const { states, inCart } = await peekProductStatesOnSqlite(
        deps.db,
        requests.map((request) => request.productId),
        requests.map((request) => request.sessionId),
        deps.clock.now(),
        await deps.shopBake(),
      );
      return requests.map((request) => {
        const decision = decideHold(
          states.get(request.productId),
          request,
          inCart(request.sessionId, request.productId),
        );
        return decision.ok ? null : decision.refusal;
      });
    },
  });
  return {
    likely: (productId: string) => onSqlite && lastRefused.has(productId),
    peek,
    refused: (productId: string) => void lastRefused.add(productId),
    granted: (productId: string) => void lastRefused.delete(productId),
  };
}

/** A hold asked for, with the bake it is decided on. */
type BakeHold = Omit<ReserveRequest, 'bakeDay'> & { bakeDay: string | null };

/**
 * Decides a batch's holds bake by bake, in the order each bake first comes, and answers their
 * outcomes in the batch's order.
 */
async function byBake<T>(
  requests: readonly BakeHold[],
  decide: (bake: string | null, requests: readonly BakeHold[]) => Promise<Outcome<T>[]>,
): Promise<Outcome<T>[]> {
  const groups = new Map<string | null, number[]>();
  requests.forEach((request, index) => {
    const group = groups.get(request.bakeDay) ?? [];
    group.push(index);
    groups.set(request.bakeDay, group);
  });
  const outcomes: Outcome<T>[] = new Array<Outcome<T>>(requests.length);
  for (const [bake, indexes] of groups) {
    const decided = await decide(
      bake,
      indexes.map((index) => requests[index]!),
    );
    indexes.forEach((index, at) => (outcomes[index] = decided[at]!));
  }
  return outcomes;
}

/** A hold as it now stands, and what taking or changing it changed (services/announce.ts). */
export interface HoldChange {
  reservation: ReservationView;
  changed: Changed;
}

const heldChange = (reservation: ReservationView): HoldChange => ({
  reservation,
  changed: { products: [reservation.productId] },
});

async function decideHolds(
  trx: Tx,
  requests: readonly Omit<ReserveRequest, 'bakeDay'>[],
  now: Date,
  bakeDay: string | null,
  clock: { ttlMs: number; maxLifetimeMs: number },
): Promise<Outcome<ReservationView>[]> {
  // On PostgreSQL the lock comes first (independently runs them in this order there), so no
  // other writer can take the same units between reading what is free and writing the holds.
  // On SQLite nothing else writes while this transaction runs, and both go at once.
  const [states, carts] = await independently(trx, [
    () =>
      lockProductStates(
        trx,
        requests.map((request) => request.productId),
        now,
        bakeDay,
      ),
    () =>
      liveCarts(
        trx,
        requests.map((request) => request.sessionId),
        now,
      ),
  ]);
  const hadLiveHolds = new Set(carts.keys());
  // A cart's clock: the hold time from now, but never past its lifetime from its first hold,
  // so re-holding every few minutes cannot keep stock out of the shop for good.
  const expiryOf = (sessionId: string) => {
    const startedAt = carts.get(sessionId)?.startedAt ?? now;
    return new Date(Math.min(now.getTime() + clock.ttlMs, startedAt.getTime() + clock.maxLifetimeMs)).toISOString();
  };
  const granted: Reservation[] = [];
  const lineKept: string[] = [];
  const outcomes = requests.map((request): Outcome<ReservationView> => {
    const state = states.get(request.productId);
    const cart = carts.get(request.sessionId);
    const decision = decideHold(state, request, cart?.held.get(request.productId) ?? 0);
    if (!decision.ok) return { ok: false, error: decision.refusal };
    // What the next hold in this batch sees; the waitlist's line keeps its claim.
    const taken = keepingTheLine(state!);
    state!.held += request.quantity;
    if (taken()) lineKept.push(request.productId);
    const inCart = cart ?? { startedAt: now, held: new Map<string, number>() };
    inCart.held.set(request.productId, (inCart.held.get(request.productId) ?? 0) + request.quantity);
    carts.set(request.sessionId, inCart);
    const expiresAt = expiryOf(request.sessionId);
    const unitCents = heldPriceCents(state!.product, decision.flavor);
    const reservation = {
      id: randomUUID(),
      productId: request.productId,
      flavor: decision.flavor,
      quantity: request.quantity,
      unitPrice: unitCents === null ? null : formatCents(unitCents),
      expiresAt,
    };
    granted.push({
      id: reservation.id,
      productId: reservation.productId,
      flavor: reservation.flavor,
      quantity: reservation.quantity,
      unitPriceCents: unitCents,
      expiresAt,
      sessionId: request.sessionId,
      createdAt: now.toISOString(),
    } as Reservation);
    return { ok: true, value: reservation };
  });
  if (granted.length === 0) return outcomes;
  // One clock per cart: a new hold moves every live hold of its session to its expiry. Only
  // carts that held something before this batch have holds to move (the batch's own are
  // written with it, already at that expiry), and most share one expiry: one UPDATE per
  // expiry, not per cart. Expired holds stay expired; their stock may already be in someone
  // else's cart.
  const moved = new Map<string, string[]>();
  for (const sessionId of new Set(granted.map((hold) => hold.sessionId))) {
    if (!hadLiveHolds.has(sessionId)) continue;
    const expiresAt = expiryOf(sessionId);
    moved.set(expiresAt, [...(moved.get(expiresAt) ?? []), sessionId]);
  }
  await independently(trx, [
    () => trx(Reservation.tableName).insert(granted),
    () => saveOpenStock(trx, states, lineKept),
    ...[...moved].map(
      ([expiresAt, sessionIds]) =>
        () =>
          whereLive(Reservation.query(trx).patch({ expiresAt }).whereIn('sessionId', sessionIds), now),
    ),
  ]);
  return outcomes;
}

export type HoldDesk = ReturnType<typeof createHoldDesk>;

/** The unit price a hold keeps (shared pricing.ts); null while the product has no price yet. */
function heldPriceCents(product: PricedProduct, flavor: string | null): number | null {
  try {
    return unitPriceCents(product, flavor);
  } catch (error) {
    if (error instanceof PricingError) return null;
    throw error;
  }
}

/**
 * One of her holds made smaller (the cart's minus), keeping its held price, in one transaction
 * with its product locked (as every hold is): only her own live hold, only smaller, and never
 * below the product's minimum for what her cart then holds of it. Answers the hold as it is now.
 */
export function shrinkHold(db: Database, id: string, request: ShrinkHold, now: Date): Promise<HoldChange> {
  return inTransaction(db, async (trx) => {
    const found = await rowById(Reservation, trx, id);
    const hold = found && found.sessionId === request.sessionId && isLive(found, now) ? found : undefined;
    if (!hold) throw notFound('That item is no longer held in your cart', 'unknown-hold');
    if (request.quantity >= hold.quantity) {
      throw invalid('A held item can only be made fewer: add more as a new hold', 'not-fewer');
    }
    // Only its minimum is asked of the product: any bake's stock would do.
    const state = (await lockProductStates(trx, [hold.productId], now, null)).get(hold.productId);
    const cart = (await liveCarts(trx, [request.sessionId], now)).get(request.sessionId);
    const after = (cart?.held.get(hold.productId) ?? 0) - hold.quantity + request.quantity;
    if (state && after < state.product.minimumOrder) {
      throw conflict(
        `Minimum order for ${state.product.name} is ${state.product.minimumOrder}. Remove it instead.`,
        'below-minimum-order',
      );
    }
    await Reservation.query(trx).findById(id).patch({ quantity: request.quantity });
    return heldChange({
      id: hold.id,
      productId: hold.productId,
      flavor: hold.flavor,
      quantity: request.quantity,
      unitPrice: hold.unitPriceCents === null ? null : formatCents(hold.unitPriceCents),
      expiresAt: new Date(hold.expiresAt).toISOString(),
    });
  });
}

/** Releases a hold. Unknown and expired ids are fine: the stock is free either way. */
export async function release(db: Db, reservationId: string): Promise<Changed> {
  if (!isUuid(reservationId)) return nothingChanged;
  const hold = await Reservation.query(db).findById(reservationId);
  if (!hold) return nothingChanged;
  await Reservation.query(db).deleteById(reservationId);
  return { products: [hold.productId] };
}

/**
 * Deletes holds whose time has passed and returns the products they were for. Only tidies up:
 * availability already ignores expired holds, so a sweep that runs late changes no count.
 */
export async function sweepExpiredHolds(db: Db, now: Date): Promise<Changed> {
  // No transaction needed: an expired hold never comes back to life (the desk only extends
  // live ones), so what this reads is still expired when it deletes it.
  const expired = (await expiredHolds(db, now).select('id', 'productId').limit(1000)) as {
    id: string;
    productId: string;
  }[];
  if (expired.length === 0) return nothingChanged;
  await Reservation.query(db)
    .delete()
    .whereIn(
      'id',
      expired.map((hold) => hold.id),
    );
  return { products: [...new Set(expired.map((hold) => hold.productId))] };
}
