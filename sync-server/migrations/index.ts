import type { Knex } from 'knex';
import * as catalogue from './20261121100000_catalogue';
import * as orders from './20261121100100_orders';
import * as community from './20261121100200_community';
import * as admin from './20261121100300_admin';
import * as operations from './20261121100400_operations';
import * as ownerOrders from './20261123100000_owner_orders';
import * as security from './20261123120000_security';
import * as sharedState from './20261124100000_shared_state';
import * as heldPrices from './20261124120000_held_prices';
import * as outboxClaims from './20261125100000_outbox_claims';
import * as refunds from './20261125110000_refunds';
import * as pickupSlots from './20261125130000_pickup_slots';
import * as subscribersAndPush from './20261125150000_subscribers_and_push';
import * as noticesPerRecipient from './20261126100000_notices_per_recipient';
import * as orderChanges from './20261126110000_order_changes';
import * as recipeSlugs from './20261127100000_recipe_slugs';
import * as marketDays from './20261128100000_market_days';
import * as standingOrders from './20261129100000_standing_orders';
import * as waitlist from './20261129110000_waitlist';
import * as placeWaitlist from './20261129120000_place_waitlist';
import * as marketTable from './20261130100000_market_table';
import * as waitlistClaims from './20261130110000_waitlist_claims';
import * as mailTypedLines from './20261130120000_mail_typed_lines';
import * as standingChanges from './20261130130000_standing_changes';
import * as daysOff from './20261201100000_days_off';
import * as placeNames from './20261201110000_place_names';
import * as pickupPlaces from './20261202100000_pickup_places';
import * as bakeDayOven from './20261203100000_bake_day_oven';
import * as placeActive from './20261204100000_place_active';
import * as standingCapPerPlace from './20261204110000_standing_cap_per_place';
import * as placeWindows from './20261204120000_place_windows';
import * as bakeStock from './20261205100000_bake_stock';
import * as orderBakeDay from './20261206100000_order_bake_day';

/**
 * Every migration, in order. Knex reads them from this list rather than scanning the folder,
 * so the same TypeScript runs under tsx, Vitest and a bundler without a loader for .ts files.
 * Append-only: a shipped migration is never edited; a change is a new file added here.
 * (migrations.test.ts fails when a file in this folder is missing from the list.)
 */
export const migrations: Record<string, Knex.Migration> = {
  '20261121100000_catalogue': catalogue,
  '20261121100100_orders': orders,
  '20261121100200_community': community,
  '20261121100300_admin': admin,
  '20261121100400_operations': operations,
  '20261123100000_owner_orders': ownerOrders,
  '20261123120000_security': security,
  '20261124100000_shared_state': sharedState,
  '20261124120000_held_prices': heldPrices,
  '20261125100000_outbox_claims': outboxClaims,
  '20261125110000_refunds': refunds,
  '20261125130000_pickup_slots': pickupSlots,
  '20261125150000_subscribers_and_push': subscribersAndPush,
  '20261126100000_notices_per_recipient': noticesPerRecipient,
  '20261126110000_order_changes': orderChanges,
  '20261127100000_recipe_slugs': recipeSlugs,
  '20261128100000_market_days': marketDays,
  '20261129100000_standing_orders': standingOrders,
  '20261129110000_waitlist': waitlist,
  '20261129120000_place_waitlist': placeWaitlist,
  '20261130100000_market_table': marketTable,
  '20261130110000_waitlist_claims': waitlistClaims,
  '20261130120000_mail_typed_lines': mailTypedLines,
  '20261130130000_standing_changes': standingChanges,
  '20261201100000_days_off': daysOff,
  '20261201110000_place_names': placeNames,
  '20261202100000_pickup_places': pickupPlaces,
  '20261203100000_bake_day_oven': bakeDayOven,
  '20261204100000_place_active': placeActive,
  '20261204110000_standing_cap_per_place': standingCapPerPlace,
  '20261204120000_place_windows': placeWindows,
  '20261205100000_bake_stock': bakeStock,
  '20261206100000_order_bake_day': orderBakeDay,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = migrations[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  },
};
