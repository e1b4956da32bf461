import { bakery } from '#shared/bakery';
import type { PickupSettings } from '#shared/pickup-settings';
import { PickupSettingsRow, type Db } from '../db';

const SETTINGS_ID = 'default';

export async function getPickupSettings(db: Db): Promise<PickupSettings> {
  const row = await PickupSettingsRow.query(db).findById(SETTINGS_ID);
  if (!row) throw new Error('pickup_settings has no default row: the seed did not run');
  return {
    pickupDate: row.pickupDate,
    // An empty address falls back to the bakery's own (customer spec section 2).
    pickupAddress: row.pickupAddress || bakery.defaultPickupAddress,
    ordersOpen: row.ordersOpen,
    bannerMessage: row.bannerMessage,
    autoManage: row.autoManage,
    pickupWeekday: row.pickupWeekday,
    pickupTime: row.pickupTime,
    cutoffHours: row.cutoffHours,
    updatedAt: row.updatedAt,
  };
}
