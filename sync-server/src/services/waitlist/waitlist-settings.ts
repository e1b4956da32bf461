import { DEFAULT_OFFER_MINUTES, type WaitlistSettings } from '#shared/waitlist';
import { WaitlistSettingsRow, type Db } from '../../db';

const SETTINGS_ID = 'default';

export async function getWaitlistSettings(db: Db): Promise<WaitlistSettings> {
  const row = await WaitlistSettingsRow.query(db).findById(SETTINGS_ID);
  return { offerMinutes: row?.offerMinutes ?? DEFAULT_OFFER_MINUTES };
}

/** Her offer time, saved (the last save stands); offers already made keep theirs. */
export async function saveWaitlistSettings(db: Db, settings: WaitlistSettings, now: Date): Promise<WaitlistSettings> {
  await db(WaitlistSettingsRow.tableName)
    .insert({ id: SETTINGS_ID, offerMinutes: settings.offerMinutes, updatedAt: now.toISOString() })
    .onConflict('id')
    .merge();
  return getWaitlistSettings(db);
}
