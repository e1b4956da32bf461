import type { StandingSettings } from '#shared/standing-orders';
import { Product, StandingSettingsRow, type Db } from '../../db';
import { invalid } from '../errors';

const SETTINGS_ID = 'default';

/** Before she saves any: no product may be standing, every request waits for her. */
export const noStandingSettings: StandingSettings = {
  products: [],
  autoApprove: false,
  perPickup: { home: null, 'farmers-market': null },
};

export async function getStandingSettings(db: Db): Promise<StandingSettings> {
  const row = await StandingSettingsRow.query(db).findById(SETTINGS_ID);
  if (!row) return noStandingSettings;
  let products: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.products);
    if (Array.isArray(parsed)) products = parsed.filter((id): id is string => typeof id === 'string');
  } catch {
    // A damaged list reads as none: nothing becomes standing by accident.
  }
  return {
    products,
    autoApprove: Boolean(row.autoApprove),
    perPickup: { home: row.capHome ?? null, 'farmers-market': row.capMarket ?? null },
  };
}

/** The owner's rules, saved whole (the last save stands). */
export async function saveStandingSettings(db: Db, settings: StandingSettings, now: Date): Promise<StandingSettings> {
  const known = new Set((await Product.query(db).whereIn('id', settings.products).select('id')).map((row) => row.id));
  const unknown = settings.products.find((id) => !known.has(id));
  if (unknown) throw invalid(`There is no product "${unknown}"`, 'unknown-product');
  const row = {
    id: SETTINGS_ID,
    products: JSON.stringify([...new Set(settings.products)]),
    autoApprove: settings.autoApprove,
    capHome: settings.perPickup.home,
    capMarket: settings.perPickup['farmers-market'],
    updatedAt: now.toISOString(),
  };
  await db(StandingSettingsRow.tableName).insert(row).onConflict('id').merge();
  return getStandingSettings(db);
}
