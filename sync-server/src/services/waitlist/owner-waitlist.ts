import { pickupDateText } from '#shared/order-text';
import { slotOf } from '#shared/pickup-text';
import type { OwnerWaitlist } from '#shared/waitlist';
import { slotText } from '#shared/pickup-slots';
import {
  isWaiting,
  placeWaits,
  PlaceWaitlistEntryRow,
  Product,
  WaitlistEntryRow,
  type Db,
  type WaitlistStatus,
} from '../../db';
import type { Moment } from '../moment';
import { getPickupSettings } from '../pickups/pickup-settings';
import { getWaitlistSettings } from './waitlist-settings';
import { placeNoun } from '#shared/place-words';

/** "m***@example.com": enough for her to know a regular, no more (docs/waitlist.md). */
export const maskedEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
};

/** A place in either line, as her list reads it. */
interface InLine {
  id: string;
  status: WaitlistStatus;
  joinedAt: string;
  email: string | null;
}

/**
 * A line as she reads it: the offered first, then those still waiting by the line's own rule
 * (db/waitlist-demand.ts isWaiting, db/place-line.ts placeWaits), in the order they joined; and its counts.
 */
function lineOf<T extends InLine>(entries: readonly T[], waits: (entry: T) => boolean) {
  const line = [...entries.filter((entry) => entry.status === 'offered'), ...entries.filter(waits)];
  return {
    line,
    counts: {
      waiting: line.filter((entry) => entry.status === 'waiting').length,
      offered: line.filter((entry) => entry.status === 'offered').length,
      served: entries.filter((entry) => entry.status === 'taken').length,
      lapsed: entries.filter((entry) => entry.status === 'lapsed').length,
    },
  };
}

const contactOf = (entry: { email: string | null }) => (entry.email ? maskedEmail(entry.email) : 'told on her phone');

/** What her list shows of a place in either line; each line adds what the place is for. */
const rowOf = (entry: InLine, index: number) => ({
  id: entry.id,
  position: index + 1,
  status: entry.status,
  joinedAt: entry.joinedAt,
  contact: contactOf(entry),
});

/**
 * The owner's view of the waitlists (GET /api/admin/waitlist): for each product, and each pickup
 * time, with anyone in line now or served from it, the line in order (the one offered first),
 * how many were served from it and how many let their offer go.
 */
export async function ownerWaitlist(db: Db, moment: Pick<Moment, 'now' | 'timeZone'>): Promise<OwnerWaitlist> {
  const { now } = moment;
  const [settings, entries, products, places, pickupSettings] = await Promise.all([
    getWaitlistSettings(db),
    WaitlistEntryRow.query(db).orderBy('line'),
    Product.query(db).select('id', 'name', 'sortOrder').orderBy('sortOrder'),
    PlaceWaitlistEntryRow.query(db)
      .where('pickupDate', '>=', new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10))
      .orderBy(['pickupDate', 'pickupLocation', 'pickupSlot', 'line']),
    getPickupSettings(db, moment),
  ]);
  const placeLines = new Map<string, PlaceWaitlistEntryRow[]>();
  for (const entry of places) {
    const key = `${entry.pickupDate} ${entry.pickupLocation} ${entry.pickupSlot ?? ''}`;
    placeLines.set(key, [...(placeLines.get(key) ?? []), entry]);
  }
  return {
    settings,
    products: products.flatMap((product) => {
      const own = entries.filter((entry) => entry.productId === product.id);
      if (own.length === 0) return [];
      const { line, counts } = lineOf(own, (entry) => isWaiting(entry, now));
      return [
        {
          productId: product.id,
          name: product.name,
          ...counts,
          line: line.map((entry, index) => ({
            ...rowOf(entry, index),
            quantity: entry.quantity,
            flavor: entry.flavor,
          })),
        },
      ];
    }),
    // The last week's pickups and those to come: a line is for one pickup.
    places: [...placeLines.values()].map((own) => {
      const first = own[0]!;
      const pickupLocation = first.pickupLocation;
      const slot = slotOf(first, pickupSettings);
      const { line, counts } = lineOf(own, (entry) => placeWaits(entry, now));
      return {
        pickupDate: first.pickupDate,
        pickupLocation,
        pickupSlot: first.pickupSlot,
        name: [
          pickupDateText(first.pickupDate),
          ...(slot ? [slotText(slot)] : []),
          placeNoun(pickupLocation, pickupSettings),
        ].join(', '),
        ...counts,
        line: line.map((entry, index) => ({ ...rowOf(entry, index), items: entry.items })),
      };
    }),
  };
}
