import { nextPickupBakes, shopBakeDay } from '#shared/bake-days';
import { localDate } from './pickups';
import { openPlaceIds } from '#shared/places';
import type { PickupSettings, PublicPickupSettings } from '#shared/pickup-settings';
import type { NextPickup } from '#shared/pickup-slots';
import type { Db } from '../../db';
import { PreparedBody } from '../catalogue/prepared-body';
import type { ChangeFeed } from '../changes';
import type { Clock } from '../clock';
import { momentOf, type MomentSources } from '../moment';
import { hasCaps, nextPickupPlaces } from './pickup-places';
import { getPickupSettings } from './pickup-settings';

const MINUTE = 60_000;

/**
 * The pickup settings as every customer reads them (GET /api/pickup-settings, each rendered
 * page, the live snapshot), with each next pickup's places left: built once and kept until the
 * change feed says the settings or an order changed, or the minute turns (the next pickup days
 * move on the minute: services/pickups/pickups.ts). Without caps, orders do not touch it.
 */
export function createPublicSettings(deps: {
  db: Db;
  changes: ChangeFeed;
  clock: Clock;
  /** What each read's moment is built of (services/moment.ts): the next pickup days move with the clock. */
  sources: MomentSources;
  /** Where customers write (CONTACT_EMAIL): never the owner's login address. */
  contactEmail: string;
}) {
  const { contactEmail } = deps;
  let settings: { value: PickupSettings; minute: number } | null = null;
  let places: { value: NextPickup[]; minute: number } | null = null;
  // Bumped by every change, so a read that a change overtook is not kept.
  let generation = 0;
  const minuteNow = () => Math.floor(deps.clock.now().getTime() / MINUTE);

  async function currentSettings(): Promise<PickupSettings> {
    const minute = minuteNow();
    if (settings?.minute === minute) return settings.value;
    const startedAt = generation;
    const value = await getPickupSettings(deps.db, momentOf(deps.sources, deps.clock.now()));
    if (generation === startedAt) settings = { value, minute };
    return value;
  }

  async function currentPlaces(of: PickupSettings): Promise<NextPickup[]> {
    const minute = minuteNow();
    if (places?.minute === minute) return places.value;
    const startedAt = generation;
    const value = await nextPickupPlaces(deps.db, of, momentOf(deps.sources, deps.clock.now()));
    if (generation === startedAt) places = { value, minute };
    return value;
  }

  const capped = (value: PickupSettings) => openPlaceIds(value).some((location) => hasCaps(value, location));
  const unsubscribe = [
    deps.changes.onSettingsChanged(() => {
      generation++;
      settings = null;
      places = null;
    }),
    deps.changes.onOrdersChanged(() => {
      if (settings && !capped(settings.value)) return; // no places to count
      generation++;
      places = null;
    }),
  ];

  // Asked by every hold and catalogue read: kept with the settings it was worked out from, for the minute.
  let bake: { settings: PickupSettings; minute: number; day: string | null } | null = null;
  function bakeDayOf(value: PickupSettings): string | null {
    if (bake?.settings !== value || bake.minute !== minuteNow()) {
      const { now, timeZone } = momentOf(deps.sources, deps.clock.now());
      bake = { settings: value, minute: minuteNow(), day: shopBakeDay(value, localDate(now, timeZone)) };
    }
    return bake.day;
  }

  // The answer, ready to send, kept while its settings and places are the ones kept.
  let answer: { settings: PickupSettings; places: NextPickup[]; body: PreparedBody } | null = null;
  async function currentAnswer() {
    const value = await currentSettings();
    const nextPickups = await currentPlaces(value);
    if (answer?.settings !== value || answer.places !== nextPickups) {
      const json = JSON.stringify({ ...value, nextPickups, contactEmail });
      answer = {
        settings: value,
        places: nextPickups,
        body: new PreparedBody(json, 'application/json; charset=utf-8'),
      };
    }
    return answer;
  }

  return {
    async get(): Promise<PublicPickupSettings> {
      const value = await currentSettings();
      return { ...value, nextPickups: await currentPlaces(value), contactEmail };
    },
    /** The same as JSON text: the same string object until the settings or places change. */
    json: async (): Promise<string> => (await currentAnswer()).body.text,
    /** The same, ready to send (GET /api/pickup-settings): encoded once, with an ETag. */
    prepared: async (): Promise<PreparedBody> => (await currentAnswer()).body,
    /** Just the places left: what a `slots` live message carries. */
    async places(): Promise<NextPickup[]> {
      return currentPlaces(await currentSettings());
    },
    /** The shop's bake (shared bake-days.ts shopBakeDay): what holds take from and the shop shows. */
    async bakeDay(): Promise<string | null> {
      return bakeDayOf(await currentSettings());
    },
    /**
     * The same without waiting, when the settings are kept for this minute (else undefined):
     * the catalogue's read answers from it with no promise (catalogue-cache.ts `ready`).
     */
    knownBakeDay(): string | null | undefined {
      return settings?.minute === minuteNow() ? bakeDayOf(settings.value) : undefined;
    },
    /** The bakes serving a place's next pickup (bake-days.ts nextPickupBakes): those a hold may be decided on. */
    async bakesTaking(): Promise<string[]> {
      return nextPickupBakes(await currentSettings());
    },
    /** Whether any location books places, so orders can move what customers see. */
    async counted(): Promise<boolean> {
      return capped(await currentSettings());
    },
    close: () => unsubscribe.forEach((stop) => stop()),
  };
}

export type PublicSettings = ReturnType<typeof createPublicSettings>;
