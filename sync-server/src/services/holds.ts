import type { Reservation as ReservationView, ReserveRequest } from '#shared/cart';
import { isUuid } from '#shared/common';
import { randomUUID } from 'node:crypto';
import { lockProducts, productStates, Reservation, type Db } from '../db';
import type { Clock } from './clock';
import { decideHold } from './hold-rule';

export { insufficientStock } from './hold-rule';

/** Holds decided in one transaction at most; a bigger burst takes several. */
const MAX_BATCH = 64;

interface Waiting {
  request: ReserveRequest;
  resolve: (reservation: ReservationView) => void;
  reject: (error: unknown) => void;
}

/**
 * Cart holds: stock set aside for one shopper's session until the cart's clock runs out.
 * Invariant: the quantity held by unexpired holds never exceeds a product's stock at the
 * moment a hold is taken, under any concurrency.
 *
 * Holds that arrive together are decided together (group commit): one transaction locks their
 * products, reads their state in one query, decides each in turn with decideHold (counting
 * the ones already granted in the batch), writes the granted ones in one INSERT and moves each
 * cart's clock in one UPDATE. Each statement is a round trip to SQLite's worker thread, so a
 * rush of shoppers costs a handful of statements per batch instead of six per hold. A lone
 * hold is a batch of one. A refusal is a decision, not an error, and never undoes the others.
 */
export function createHoldDesk(deps: { db: Db; clock: Clock; ttlMs: number }) {
  const waiting: Waiting[] = [];
  let running: Promise<void> | null = null;

  async function drain() {
    while (waiting.length > 0) await decideBatch(waiting.splice(0, MAX_BATCH));
  }

  async function decideBatch(batch: Waiting[]) {
    const now = deps.clock.now();
    const expiresAt = new Date(now.getTime() + deps.ttlMs).toISOString();
    let outcomes: ({ ok: true; reservation: ReservationView } | { ok: false; refusal: unknown })[];
    try {
      // One transaction: the lock comes first, so no other writer can take the same units
      // between reading what is free and writing the holds.
      outcomes = await deps.db.transaction(async (trx) => {
        const productIds = [...new Set(batch.map((w) => w.request.productId))];
        await lockProducts(trx, productIds);
        const states = await productStates(trx, productIds, now);
        const granted: Reservation[] = [];
        const decided = batch.map(({ request }) => {
          const state = states.get(request.productId);
          const decision = decideHold(state, request);
          if (!decision.ok) return { ok: false as const, refusal: decision.refusal };
          state!.held += request.quantity; // what the next hold in this batch sees
          const reservation = {
            id: randomUUID(),
            productId: request.productId,
            flavor: decision.flavor,
            quantity: request.quantity,
            expiresAt,
          };
          granted.push({ ...reservation, sessionId: request.sessionId, createdAt: now.toISOString() } as Reservation);
          return { ok: true as const, reservation };
        });
        if (granted.length > 0) {
          await trx(Reservation.tableName).insert(granted);
          // One clock per cart: a new hold moves every live hold of its session to its expiry.
          // Expired holds stay expired; their stock may already be in someone else's cart.
          await Reservation.query(trx)
            .patch({ expiresAt })
            .whereIn('sessionId', [...new Set(granted.map((hold) => hold.sessionId))])
            .where('expiresAt', '>', now.toISOString());
        }
        return decided;
      });
    } catch (error) {
      for (const w of batch) w.reject(error);
      return;
    }
    batch.forEach((w, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) w.resolve(outcome.reservation);
      else w.reject(outcome.refusal);
    });
  }

  return {
    /** Takes a hold, or rejects with the Refusal that says why not. */
    reserve(request: ReserveRequest): Promise<ReservationView> {
      return new Promise((resolve, reject) => {
        waiting.push({ request, resolve, reject });
        running ??= drain().finally(() => {
          running = null;
        });
      });
    },
  };
}

export type HoldDesk = ReturnType<typeof createHoldDesk>;

/** Releases a hold. Unknown and expired ids are fine: the stock is free either way. */
export async function release(db: Db, reservationId: string): Promise<string | null> {
  if (!isUuid(reservationId)) return null;
  const hold = await Reservation.query(db).findById(reservationId);
  if (!hold) return null;
  await Reservation.query(db).deleteById(reservationId);
  return hold.productId;
}

/**
 * Deletes holds whose time has passed and returns the products they were for. Only tidies up:
 * availability already ignores expired holds, so a sweep that runs late changes no count.
 */
export async function sweepExpiredHolds(db: Db, now: Date): Promise<string[]> {
  // No transaction needed: an expired hold never comes back to life (the desk only extends
  // live ones), so what this reads is still expired when it deletes it.
  const expired = await Reservation.query(db)
    .select('id', 'productId')
    .where('expiresAt', '<=', now.toISOString())
    .limit(1000);
  if (expired.length === 0) return [];
  await Reservation.query(db)
    .delete()
    .whereIn(
      'id',
      expired.map((hold) => hold.id),
    );
  return [...new Set(expired.map((hold) => hold.productId))];
}
