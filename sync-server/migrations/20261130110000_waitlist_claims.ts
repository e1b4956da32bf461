import type { Knex } from 'knex';
import { timestamps } from './columns';

/**
 * What a waitlist may claim (issue 45, docs/waitlist.md):
 *  - waitlist_lines: each product's line's open stock, what was free for everyone when the line
 *    formed less what shoppers took of it since: the line claims only what came back beyond it.
 *    The lines waiting now keep what came back from this moment: their open stock is what is
 *    free of live holds now;
 *  - mail_throttle: when an address was last sent a mail of a kind that anyone can ask for
 *    ("You're in line"), so it gets at most one in a span.
 * A place in line the owner removed is status 'removed' (the status columns are text).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('waitlist_lines', (table) => {
    table.string('productId', 64).primary().references('id').inTable('inventory').onDelete('CASCADE');
    table.integer('openStock').notNullable();
  });
  await knex.schema.createTable('mail_throttle', (table) => {
    table.string('kind', 40).notNullable();
    table.string('recipient', 254).notNullable();
    timestamps(table, ['lastMailAt']);
    table.primary(['kind', 'recipient']);
  });
  const now = new Date().toISOString();
  const lined = (await knex('waitlist_entries')
    .distinct('productId')
    .where('status', 'waiting')
    .where('expiresAt', '>', now)) as { productId: string }[];
  for (const { productId } of lined) {
    const product = (await knex('inventory').select('stock').where('id', productId).first()) as
      { stock: number } | undefined;
    if (!product) continue;
    const [held] = (await knex('cart_reservations')
      .where({ productId })
      .where('expiresAt', '>', now)
      .sum({ quantity: 'quantity' })) as { quantity: number | string | null }[];
    const openStock = Math.max(0, Number(product.stock) - Number(held?.quantity ?? 0));
    await knex('waitlist_lines').insert({ productId, openStock });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('mail_throttle');
  await knex.schema.dropTable('waitlist_lines');
}
