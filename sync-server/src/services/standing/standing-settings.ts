import type { StandingSettings } from '#shared/standing-orders';
import { PickupPlaceRow, Product, StandingSettingsRow, type Db } from '../../db';
import { invalid } from '../errors';

const SETTINGS_ID = 'default';

/** Before she saves any: no product may be standing, every request waits for her. */
export const noStandingSettings: StandingSettings = {
  products: [],
  autoApprove: false,
  perPickup: {},
};

/** Each place's cap of standing orders, by id (a place's row keeps its own: pickup_places.standingCap). */
async function capsByPlace(db: Db): Promise<Record<string, number | null>> {
  const rows = await PickupPlaceRow.query(db).select('id', 'standingCap').orderBy('position');
  return Object.fromEntries(rows.map((row) => [row.id, row.standingCap ?? null]));
}

export async function getStandingSettings(db: Db): Promise<StandingSettings> {
  const [row, perPickup] = await Promise.all([StandingSettingsRow.query(db).findById(SETTINGS_ID), capsByPlace(db)]);
  if (!row) return { ...noStandingSettings, perPickup };
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
    perPickup,
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
    // Her first two places' caps, also where the version before reads them.
    capHome: settings.perPickup.home ?? null,
    capMarket: settings.perPickup['farmers-market'] ?? null,
    updatedAt: now.toISOString(),
  };
  await db(StandingSettingsRow.tableName).insert(row).onConflict('id').merge();
  // Each place's cap on its row; a place the rules do not name keeps its own, an id that is none of hers is passed over.
  for (const [id, cap] of Object.entries(settings.perPickup)) {
    await PickupPlaceRow.query(db).findById(id).patch({ standingCap: cap });
  }
  return getStandingSettings(db);
}
