import { minutesOf, type NextPickup } from '#shared/pickup-slots';
import { fullPickupsText } from '#shared/pickup-text';
import type { PlaceSettings } from '#shared/place-words';

/** "3:30" / "3:30 pm" from "15:30": a slot's start as a customer reads it. */
export function startText(time: string, withSuffix = false): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const text = `${hour % 12 || 12}:${String(minute).padStart(2, '0')}`;
  return withSuffix ? `${text} ${hour < 12 ? 'am' : 'pm'}` : text;
}

/** "1 place left", "4 places left", or nothing when a slot takes any number. */
export const placesText = (left: number | null) =>
  left === null ? '' : left === 0 ? 'Full' : `${left} place${left === 1 ? '' : 's'} left`;

/**
 * What checkout says when the slot she chose filled while she was at it, from the pickup's
 * places as the server answered: "3:30 just filled: 3:45 and 4:00 have room."
 */
export function slotFilledText(chosen: string, pickup: NextPickup, places: PlaceSettings): string {
  if (pickup.full) return fullPickupsText([pickup], places) ?? '';
  // The nearest times first (she meant to come about then), said in the order of the afternoon.
  const distance = (start: string) => Math.abs(minutesOf(start) - minutesOf(chosen));
  const room = pickup.slots
    .filter((slot) => slot.left !== 0 && slot.start !== chosen)
    .map((slot) => slot.start)
    .sort((a, b) => distance(a) - distance(b) || a.localeCompare(b));
  const nearest = room
    .slice(0, 2)
    .sort()
    .map((start) => startText(start));
  const open = room.length <= 2 ? nearest.join(' and ') : `${nearest.join(', ')} and ${room.length - 2} more`;
  return `${startText(chosen)} just filled: ${open} ${room.length === 1 ? 'has' : 'have'} room.`;
}
