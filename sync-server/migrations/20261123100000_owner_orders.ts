import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import { timestamps } from './columns';

/**
 * The owner's orders (docs/orders.md): every order gets a number (#1001...), a pickup
 * day, a status, a payment status and a source; settings gain the farmers market's day and
 * hours and the reminder switch; pickup_notices records what the owner told a pickup's
 * customers. Orders placed before this get their number in the order they were placed and the
 * pickup day the schedule rule gives for the moment they were placed.
 *
 * The backfill repeats the rule of services/pickups/pickups.ts on purpose: a migration must keep doing
 * what it did when it shipped, whatever the service becomes.
 */
const FIRST_ORDER_NUMBER = 1001;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pickup_settings', (table) => {
    table.integer('marketWeekday').notNullable().defaultTo(6);
    table.string('marketStartTime', 5).notNullable().defaultTo('09:00');
    table.string('marketEndTime', 5).notNullable().defaultTo('12:00');
    table.boolean('remindersEnabled').notNullable().defaultTo(true);
  });

  await knex.schema.alterTable('orders', (table) => {
    table.integer('number').nullable();
    table.string('pickupDate', 10).nullable();
    table.string('status', 20).notNullable().defaultTo('placed');
    table.text('statusReason').nullable();
    table.string('paymentStatus', 10).notNullable().defaultTo('unpaid');
    timestamps(table, ['paidAt', 'updatedAt', 'reminderSentAt'], true);
    table.string('source', 10).notNullable().defaultTo('online');
  });
  await backfillOrders(knex);
  await knex.schema.alterTable('orders', (table) => {
    table.unique(['number'], { indexName: 'orders_number_unique' });
    table.index(['pickupDate', 'pickupLocation'], 'orders_pickup_index');
  });

  // The next order number, taken with UPDATE ... RETURNING in the order's transaction
  // (db/order-numbers.ts): a row lock on PostgreSQL, the write lock on SQLite.
  await knex.schema.createTable('counters', (table) => {
    table.string('name', 40).primary();
    table.integer('value').notNullable();
  });
  const [row] = (await knex('orders').max({ highest: 'number' })) as { highest: number | null }[];
  const next = Math.max(FIRST_ORDER_NUMBER, Number(row?.highest ?? 0) + 1);
  await knex('counters').insert({ name: 'order-number', value: next });

  await knex.schema.createTable('pickup_notices', (table) => {
    table.uuid('id').primary();
    table.string('pickupDate', 10).notNullable();
    table.string('pickupLocation', 40).nullable();
    table.string('kind', 20).notNullable();
    table.string('subject', 200).notNullable();
    table.text('message').notNullable();
    table.integer('recipients').notNullable();
    timestamps(table, ['createdAt']);
    table.index(['pickupDate']);
  });
}

async function backfillOrders(knex: Knex): Promise<void> {
  const settings = await knex('pickup_settings').where('id', 'default').first();
  const timeZone = process.env.BAKERY_TZ || 'America/Denver';
  const orders = (await knex('orders').select('id', 'createdAt', 'pickupLocation').orderBy('createdAt')) as {
    id: string;
    createdAt: string | Date;
    pickupLocation: string;
  }[];
  let number = FIRST_ORDER_NUMBER;
  for (const order of orders) {
    const placed = DateTime.fromJSDate(new Date(order.createdAt), { zone: timeZone });
    const market = order.pickupLocation === 'farmers-market';
    const weekday = market ? (settings?.marketWeekday ?? 6) : (settings?.pickupWeekday ?? 5);
    const time = market ? (settings?.marketEndTime ?? '12:00') : (settings?.pickupTime ?? '15:00');
    await knex('orders')
      .where('id', order.id)
      .update({
        number: number++,
        pickupDate: nextWeekdayAt(placed, weekday, time).toISODate(),
        updatedAt: new Date(order.createdAt).toISOString(),
      });
  }
}

function nextWeekdayAt(after: DateTime, weekday: number, time: string): DateTime {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  let day = after.set({ hour, minute, second: 0, millisecond: 0 });
  while (day.weekday % 7 !== weekday || day <= after) day = day.plus({ days: 1 }).set({ hour, minute });
  return day;
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('pickup_notices');
  await knex.schema.dropTable('counters');
  await knex.schema.alterTable('orders', (table) => {
    table.dropIndex(['pickupDate', 'pickupLocation'], 'orders_pickup_index');
    table.dropUnique(['number'], 'orders_number_unique');
  });
  await knex.schema.alterTable('orders', (table) => {
    for (const column of ['number', 'pickupDate', 'status', 'statusReason', 'paymentStatus', 'paidAt']) {
      table.dropColumn(column);
    }
    for (const column of ['updatedAt', 'reminderSentAt', 'source']) table.dropColumn(column);
  });
  await knex.schema.alterTable('pickup_settings', (table) => {
    for (const column of ['marketWeekday', 'marketStartTime', 'marketEndTime', 'remindersEnabled']) {
      table.dropColumn(column);
    }
  });
}
