import { isPostgres, type Db, type Tx } from './database';
import { Order } from './models/order';

/** A pickup: a day and a location. */
export interface PickupKey {
  pickupDate: string;
  pickupLocation: string;
}

/** What a pickup has booked: orders per slot (null: no slot), and items in all. */
export interface PickupBookings {
  bySlot: Map<string | null, number>;
  items: number;
}

export const pickupKeyOf = (pickup: PickupKey) => `${pickup.pickupDate} ${pickup.pickupLocation}`;
const emptyBookings = (): PickupBookings => ({ bySlot: new Map(), items: 0 });

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
export async function lockPickupBookings(trx: Tx, pickups: readonly PickupKey[]): Promise<Map<string, PickupBookings>> {
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
  return countPickupBookings(trx, unique);
}

/** What pickups have booked, without a lock: for showing places left, never for taking one. */
export async function countPickupBookings(db: Db, pickups: readonly PickupKey[]): Promise<Map<string, PickupBookings>> {
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
  return counts;
}

function uniquePickups(pickups: readonly PickupKey[]): PickupKey[] {
  const unique = new Map(pickups.map((pickup) => [pickupKeyOf(pickup), pickup]));
  return [...unique.values()].sort((a, b) => pickupKeyOf(a).localeCompare(pickupKeyOf(b)));
}
