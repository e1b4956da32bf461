import { isPostgres, type Db, type Tx } from './database';
import { liveHolds } from './live-holds';
import { Order } from './models/order';
import { Reservation } from './models/reservation';
import { PlaceWaitlistEntryRow } from './models/waitlist';
import { whereStandingPlace } from './place-line';

/** A pickup: a day and a location. */
export interface PickupKey {
  pickupDate: string;
  pickupLocation: string;
}

/** What a pickup has booked: orders per slot (null: no slot), and items in all. */
export interface PickupBookings {
  bySlot: Map<string | null, number>;
  items: number;
  /** The places in line (docs/waitlist.md) that count as booked, when they were asked for. */
  claims: PlaceClaim[];
}

/** The places a rule decides on: orders and the claims that stand in the shopper's way, folded in. */
export type PlacesTaken = Pick<PickupBookings, 'bySlot' | 'items'>;

/** A place in line for a full pickup or slot, waiting or offered: a booking for everyone else. */
export interface PlaceClaim {
  sessionId: string;
  slot: string | null;
  /** Offered: the items she joined with. Waiting: no more than her cart holds now (0: it holds nothing). */
  items: number;
  offered: boolean;
}

export const pickupKeyOf = (pickup: PickupKey) => `${pickup.pickupDate} ${pickup.pickupLocation}`;
const emptyBookings = (): PickupBookings => ({ bySlot: new Map(), items: 0, claims: [] });

/**
 * Locks pickups and counts what they have booked: THE count of places taken (every writer that
 * books a place, and the public slots, read it here). Call it after the products are locked,
 * so every writer takes its locks in one order (keys, products, pickups).
 *  1. make the pickup's lock row if it is new (a second server making it at the same moment
 *     waits for the first, then finds it made);
 *  2. lock: an UPDATE that bumps each row's revision, in one fixed order on PostgreSQL (by day,
 *     then location), so two transactions booking the same pickups queue rather than
 *     deadlock; on SQLite it takes the database's write lock;
 *  3. count after the lock, in a statement of its own (in PostgreSQL a statement sees the
 *     snapshot taken when it began, so counting in the locking statement would miss the order
 *     committed while it waited, and two servers would both give the last place).
 * A cancelled order holds no place; a no-show and a collected order do (the bread was baked).
 */
export async function lockPickupBookings(
  trx: Tx,
  pickups: readonly PickupKey[],
  claimsAt: Date | null,
): Promise<Map<string, PickupBookings>> {
  const unique = uniquePickups(pickups);
  if (unique.length === 0) return new Map();
  await trx('pickup_locks')
    .insert(unique.map((pickup) => ({ ...pickup, revision: 0 })))
    .onConflict(['pickupDate', 'pickupLocation'])
    .ignore();
  const columns = ['pickupDate', 'pickupLocation'];
  const values = unique.map((pickup) => [pickup.pickupDate, pickup.pickupLocation]);
  if (isPostgres(trx)) {
    await trx.raw(
      `update ?? set ?? = ?? + 1 where (??, ??) in (select ??, ?? from ?? where (??, ??) in (${values.map(() => '(?, ?)').join(', ')}) order by ??, ?? for update)`,
      [
        'pickup_locks',
        'revision',
        'revision',
        ...columns,
        ...columns,
        'pickup_locks',
        ...columns,
        ...values.flat(),
        ...columns,
      ],
    );
  } else {
    await trx('pickup_locks').whereIn(columns, values).increment('revision', 1);
  }
  return countPickupBookings(trx, unique, claimsAt);
}

/**
 * What pickups have booked, without a lock: for showing places left, never for taking one.
 * With `claimsAt`, the places in line standing at that moment come too (the owner's own sales
 * and her slot board read the orders alone).
 */
export async function countPickupBookings(
  db: Db,
  pickups: readonly PickupKey[],
  claimsAt: Date | null,
): Promise<Map<string, PickupBookings>> {
  const unique = uniquePickups(pickups);
  const counts = new Map(unique.map((pickup) => [pickupKeyOf(pickup), emptyBookings()]));
  if (unique.length === 0) return counts;
  const rows = (await db(Order.tableName)
    .select('pickupDate', 'pickupLocation', 'pickupSlot')
    .count({ orders: '*' })
    .sum({ items: 'itemCount' })
    .whereIn(
      ['pickupDate', 'pickupLocation'],
      unique.map((pickup) => [pickup.pickupDate, pickup.pickupLocation]),
    )
    .whereNot('status', 'cancelled')
    .groupBy('pickupDate', 'pickupLocation', 'pickupSlot')) as {
    pickupDate: string;
    pickupLocation: string;
    pickupSlot: string | null;
    orders: number | string;
    items: number | string | null;
  }[];
  for (const row of rows) {
    const bookings = counts.get(pickupKeyOf(row))!;
    bookings.bySlot.set(row.pickupSlot, Number(row.orders));
    bookings.items += Number(row.items ?? 0);
  }
  if (claimsAt) {
    for (const claim of await standingClaims(db, unique, claimsAt)) {
      const offered = claim.status === 'offered';
      // A waiting place claims no more items than her cart holds now (placesTakenFor).
      const items = offered ? claim.items : Math.min(claim.items, Number(claim.cartItems));
      counts
        .get(pickupKeyOf(claim))!
        .claims.push({ sessionId: claim.sessionId, slot: claim.pickupSlot, items, offered });
    }
  }
  return counts;
}

/**
 * The places in line of these pickups that stand at `at` (place-line.ts: waiting, or offered and
 * still kept), each with what her cart holds now (its live holds, every product's).
 */
function standingClaims(db: Db, pickups: readonly PickupKey[], at: Date) {
  const cartItems = liveHolds(db, at)
    .select(db.raw('coalesce(sum(??), 0)', [`${Reservation.tableName}.quantity`]))
    .whereRaw('?? = ??', [`${Reservation.tableName}.sessionId`, `${PlaceWaitlistEntryRow.tableName}.sessionId`]);
  return whereStandingPlace(db(PlaceWaitlistEntryRow.tableName), at)
    .select('pickupDate', 'pickupLocation', 'pickupSlot', 'items', 'sessionId', 'status', cartItems.as('cartItems'))
    .whereIn(
      ['pickupDate', 'pickupLocation'],
      pickups.map((pickup) => [pickup.pickupDate, pickup.pickupLocation]),
    ) as Promise<
    (PickupKey & {
      pickupSlot: string | null;
      items: number;
      sessionId: string;
      status: 'waiting' | 'offered';
      cartItems: number | string;
    })[]
  >;
}

/**
 * THE rule of whose places in line stand in a shopper's way (docs/waitlist.md): every other
 * shopper's place in line counts as a booked place, so a place that comes back is the line's
 * before anyone who reloads; her own never does. A waiting place counts for no more items than
 * her cart holds, and not at all while it holds nothing (countPickupBookings). Once she is
 * offered a place, it is hers: only the orders and the other offers count against her (the line
 * behind her does not), as they did when the place was offered to her
 * (waitlist/place-offers.ts). `null`: nobody's claim is her own (the places customers see).
 */
export function placesTakenFor(bookings: PickupBookings, sessionId: string | null): PlacesTaken {
  const offeredToHer = bookings.claims.some((claim) => claim.offered && claim.sessionId === sessionId);
  return withClaims(
    bookings,
    bookings.claims.filter((claim) => claim.sessionId !== sessionId && (claim.offered || !offeredToHer)),
  );
}

/** The orders and the offers standing: what the line's next offer is decided on. */
export const offeredPlaces = (bookings: PickupBookings): PlacesTaken =>
  withClaims(
    bookings,
    bookings.claims.filter((claim) => claim.offered),
  );

function withClaims(bookings: PickupBookings, claims: readonly PlaceClaim[]): PlacesTaken {
  const bySlot = new Map(bookings.bySlot);
  let items = bookings.items;
  for (const claim of claims) {
    // Her cart ran out while she waited: she claims nothing until she fills it again.
    if (!claim.offered && claim.items === 0) continue;
    bySlot.set(claim.slot, (bySlot.get(claim.slot) ?? 0) + 1);
    items += claim.items;
  }
  return { bySlot, items };
}

function uniquePickups(pickups: readonly PickupKey[]): PickupKey[] {
  const unique = new Map(pickups.map((pickup) => [pickupKeyOf(pickup), pickup]));
  return [...unique.values()].sort((a, b) => pickupKeyOf(a).localeCompare(pickupKeyOf(b)));
}
