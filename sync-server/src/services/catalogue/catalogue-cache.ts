import type { InventoryItem } from '#shared/inventory';
import { liveHolds, type Db } from '../../db';
import { PreparedBody } from './prepared-body';
import type { ChangeFeed } from '../changes';
import type { Clock } from '../clock';
import { listPublicInventory } from './catalogue';

export interface PublicCatalogue {
  /** The bake whose stock it shows (the shop's, services/pickups/public-settings.ts bakeDay). */
  bakeDay: string | null;
  items: InventoryItem[];
  /** The items as the API sends them (body.text is the JSON), encoded once per change and compressed on first use. */
  body: PreparedBody;
}

/**
 * The public catalogue, built once per change instead of once per request: every shopper's
 * phone asks for it, and it only changes when a hold, an order or the owner changes it.
 *
 * A built catalogue is dropped when the change feed says a product changed (every writer
 * announces after commit), and it never outlives the earliest hold it counts: availableStock
 * must rise the moment a hold expires, not when the sweeper gets to it. Nor does it outlive its
 * bake: once the shop sells from the next bake, its stock is that bake's.
 */
export function createCatalogueCache(deps: {
  db: Db;
  changes: ChangeFeed;
  clock: Clock;
  /** The shop's bake (public-settings.ts): when known without waiting, and when it must be read. */
  shopBake: { bakeDay(): Promise<string | null>; knownBakeDay(): string | null | undefined };
}) {
  let cached: (PublicCatalogue & { validUntil: number }) | null = null;
  let building: Promise<PublicCatalogue> | null = null;
  let buildingFor: string | null = null;
  // Bumped on every change, so a build that a change overtook is not kept.
  let generation = 0;

  const unsubscribe = deps.changes.onInventoryChanged(() => {
    generation++;
    cached = null;
    building = null; // read before the change: a request after it waits for a build of its own
  });

  async function build(bakeDay: string | null): Promise<PublicCatalogue> {
    const startedAt = generation;
    const now = deps.clock.now();
    const [items, nextExpiry] = await Promise.all([
      listPublicInventory(deps.db, now, bakeDay),
      earliestHoldExpiry(deps.db, now),
    ]);
    const catalogue = {
      bakeDay,
      items,
      body: new PreparedBody(JSON.stringify(items), 'application/json; charset=utf-8'),
    };
    if (generation === startedAt) {
      cached = { ...catalogue, validUntil: nextExpiry ? new Date(nextExpiry).getTime() : Number.POSITIVE_INFINITY };
    }
    return catalogue;
  }

  /** The built catalogue, if it is of this bake and no hold it counts has expired since. */
  const keptFor = (bakeDay: string | null) =>
    cached?.bakeDay === bakeDay && deps.clock.now().getTime() < cached.validUntil ? cached : null;

  return {
    /**
     * The catalogue's body if it is built and still true, without waiting (else null, and get()
     * builds it): GET /api/inventory answers from it with no promise in between, which the
     * reads bench could tell from awaiting get() (docs/benchmarks.md, "Issue 48, eighth pass").
     */
    ready(): PreparedBody | null {
      const bakeDay = deps.shopBake.knownBakeDay();
      return bakeDay === undefined ? null : (keptFor(bakeDay)?.body ?? null);
    },
    async get(): Promise<PublicCatalogue> {
      const bakeDay = await deps.shopBake.bakeDay();
      const kept = keptFor(bakeDay);
      if (kept) return kept;
      // One build at a time: a burst of requests after a change shares it.
      if (!building || buildingFor !== bakeDay) {
        const started: Promise<PublicCatalogue> = build(bakeDay).finally(() => {
          if (building === started) building = null;
        });
        building = started;
        buildingFor = bakeDay;
      }
      return building;
    },
    close: unsubscribe,
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;

async function earliestHoldExpiry(db: Db, now: Date): Promise<string | null> {
  const row = (await liveHolds(db, now).min({ next: 'expiresAt' }).first()) as
    { next: string | Date | null } | undefined;
  const next = row?.next;
  return next instanceof Date ? next.toISOString() : (next ?? null);
}
