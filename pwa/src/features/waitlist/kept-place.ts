import type { NextPickup } from '#shared/pickup-slots';
import type { PickupPlaceInLine } from '../../db/web-storage/waitlist';

/**
 * A place at a full pickup kept for this phone's checkout (docs/waitlist.md). The server counts
 * it as taken for everyone but her, so the places every customer sees say "Full"; her checkout
 * must offer it to her all the same. No zod: the shop's first download reads it.
 */

/** The place kept for her now: an offer that has not run out (the one ending first, if several). */
export function keptPlaceOf(places: readonly PickupPlaceInLine[], now: number): PickupPlaceInLine | null {
  const standing = places.filter(
    (place) => place.offerExpiresAt !== null && new Date(place.offerExpiresAt).getTime() > now,
  );
  standing.sort((a, b) => a.offerExpiresAt!.localeCompare(b.offerExpiresAt!));
  return standing[0] ?? null;
}

/** The pickups as her checkout offers them: the kept place's time has room, its pickup is not full, its oven takes her items. */
export function withKeptPlace(pickups: readonly NextPickup[], kept: PickupPlaceInLine | null): NextPickup[] {
  return pickups.map((pickup) => {
    if (!kept || pickup.pickupDate !== kept.pickupDate || pickup.pickupLocation !== kept.pickupLocation) return pickup;
    return {
      ...pickup,
      slots: pickup.slots.map((slot) =>
        slot.start === kept.pickupSlot && slot.left !== null ? { ...slot, left: Math.max(slot.left, 1) } : slot,
      ),
      itemsLeft: pickup.itemsLeft === null ? null : Math.max(pickup.itemsLeft, kept.items),
      full: false,
    };
  });
}
