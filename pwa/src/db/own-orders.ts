import { useLiveQuery } from 'dexie-react-hooks';
import { bakeryDb } from './bakery-db';
import { openDatabase, writeWhenOpen } from './open-on-use';

/**
 * The orders placed on this device, to find them again ("Your orders"): each with its page
 * and the key in that page's address, as the confirmation gave it. Kept here only: the server
 * keeps nothing but the order. The newest KEEP are kept; an order whose pickup is long past
 * falls off as new ones come.
 */
export interface OwnOrder {
  id: string;
  number: number;
  /** "/orders/{id}?t=...": her page of it. */
  page: string;
  pickupDate: string;
  total: string;
  placedAt: string;
}

const KEY = 'ownOrders';
const KEEP = 20;

export function rememberOwnOrder(order: OwnOrder): Promise<void> {
  void openDatabase(); // an order is a use of the database
  return writeWhenOpen(async ({ readMeta, writeMeta }) => {
    const kept = (await readMeta<OwnOrder[]>(KEY)) ?? [];
    await writeMeta(KEY, [order, ...kept.filter((each) => each.id !== order.id)].slice(0, KEEP));
  });
}

/** This device's orders, newest first; undefined while IndexedDB is read. */
export function useOwnOrders(): OwnOrder[] | undefined {
  return useLiveQuery(async () => ((await bakeryDb.meta.get(KEY))?.value as OwnOrder[] | undefined) ?? [], []);
}
