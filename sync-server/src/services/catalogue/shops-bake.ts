import { Product, type Db } from '../../db';
import type { Changed } from '../announce';
import type { Moment } from '../moment';
import { shopBakeIn } from '../pickups/pickup-settings';

/**
 * When the shop moves on to its next bake (a pickup passed), every product's count is that
 * bake's (docs/orders.md, "Stock of a bake day"): each pass, run with the schedule's minute,
 * answers every product as changed then, so the catalogue is built again and every open screen
 * is told, as of any change of stock. The first pass only notes the bake.
 */
export function followShopsBake(db: Db) {
  let bake: string | null | undefined;
  return {
    async pass(moment: Pick<Moment, 'now' | 'timeZone'>): Promise<Changed> {
      const now = await shopBakeIn(db, moment);
      const movedOn = bake !== undefined && now !== bake;
      bake = now;
      if (!movedOn) return {};
      return { products: (await db(Product.tableName).pluck('id')) as string[] };
    },
  };
}
