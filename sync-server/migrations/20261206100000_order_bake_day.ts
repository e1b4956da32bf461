import type { Knex } from 'knex';

/**
 * An order keeps the bake its units were taken from (issue 49, docs/orders.md, "Stock of a bake
 * day"): a cancel gives them back to that bake, and a move stays within it, even after she
 * changes which bake serves its place. Null where no bake's stock was taken (the market's table).
 *
 * Every order there is gets the bake its place's bake day gives it now: what a cancel gave back
 * to until this change, so nothing anyone sees moves.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (table) => {
    table.string('bakeDay', 10).nullable();
  });
  const places = (await knex('pickup_places').select('id', 'bakeDaysBefore')) as {
    id: string;
    bakeDaysBefore: number | string;
  }[];
  for (const place of places) {
    const dates = (await knex('orders')
      .distinct('pickupDate')
      .where('pickupLocation', place.id)
      .whereNot('pickupDate', '')) as { pickupDate: string }[];
    for (const { pickupDate } of dates) {
      await knex('orders')
        .where({ pickupLocation: place.id, pickupDate })
        .update({ bakeDay: daysBefore(pickupDate, Number(place.bakeDaysBefore)) });
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (table) => {
    table.dropColumn('bakeDay');
  });
}

/** "YYYY-MM-DD" some days before another, on the calendar (no time zone: dates only). */
function daysBefore(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - days)).toISOString().slice(0, 10);
}
