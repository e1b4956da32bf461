import type { Db } from '../src/db/database';
import { bakery } from '#shared/bakery';
import { seedProducts } from './catalogue-data';

/**
 * Fills an empty database with the opening catalogue and the default pickup settings. A database
 * that already has products or settings keeps them: the owner's edits are never overwritten.
 */
export async function seedIfEmpty(db: Db, now: Date): Promise<{ products: number; settings: boolean }> {
  const at = now.toISOString();
  // One transaction: a half-seeded catalogue must never be served.
  return db.transaction(async (trx) => {
    let products = 0;
    const [{ count }] = (await trx('inventory').count({ count: '*' })) as [{ count: number | string }];
    if (Number(count) === 0) {
      await trx('inventory').insert(
        seedProducts.map((product, index) => ({
          id: product.id,
          name: product.name,
          price: product.price,
          stock: product.stock,
          minimumOrder: product.minimumOrder,
          flavors: product.flavors ? JSON.stringify(product.flavors) : null,
          visible: true,
          ingredients: product.ingredients,
          allergens: JSON.stringify(product.allergens),
          sortOrder: index + 1,
          updatedAt: at,
        })),
      );
      products = seedProducts.length;
    }

    const settings = await trx('pickup_settings').where({ id: 'default' }).first();
    if (!settings) {
      await trx('pickup_settings').insert({
        id: 'default',
        pickupDate: bakery.defaultPickupDate,
        ordersOpen: true,
        bannerMessage: bakery.defaultBannerMessage,
        autoManage: true,
        updatedAt: at,
      });
      // Her places are made by their migration; her door's address is the bakery's own to begin with.
      await trx('pickup_places').where({ id: 'home', address: '' }).update({ address: bakery.defaultPickupAddress });
    }
    return { products, settings: !settings };
  });
}
