import type { EditOf } from '#shared/owner-edits';
import type { PickupSettings } from '#shared/pickup-settings';
import { windowsOf, type PlaceRecord, type PlaceWindow } from '#shared/places';
import { weekdays } from '#shared/weekdays';

/** A place as her card's form holds it: the edit's fields, numbers as she types them. */
export type SavePlace = EditOf<'save-place'>;

/**
 * A new place's id, made on her phone so a place she adds offline is made once however often the
 * edit is sent (docs/orders.md, "Her places"): its name as letters and dashes, and four random
 * letters so two places of one name are two places ("bogert-market-k3f9").
 */
export function newPlaceId(name: string, random: () => number = Math.random): string {
  const base =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 30)
      .replace(/-+$/, '') || 'place';
  const letters = 'abcdefghijkmnpqrstuvwxyz23456789';
  const tail = Array.from({ length: 4 }, () => letters[Math.floor(random() * letters.length)]).join('');
  return `${base}-${tail}`;
}

/** Her settings with a place saved as her edit says, before the server answers (the outbox's optimistic copy). */
export function withPlaceSaved(settings: PickupSettings, edit: SavePlace): PickupSettings {
  const { id, placeKind, name, address, note, weekday, from, until, cutoffHours, active, windows } = edit;
  const record: PlaceRecord = {
    id,
    kind: placeKind,
    name,
    address,
    note,
    weekday,
    from,
    until,
    cutoffHours: placeKind === 'market' ? null : (cutoffHours ?? 0),
    active,
    // As the server keeps them: a list only when there is more than one window.
    ...(windows && windows.length > 1 ? { windows } : {}),
  };
  const places = settings.places ?? [];
  const known = places.some((place) => place.id === id);
  return {
    ...settings,
    places: known ? places.map((place) => (place.id === id ? record : place)) : [...places, record],
    capacity: edit.capacity ? { ...settings.capacity, [id]: edit.capacity } : settings.capacity,
    daysOff: edit.daysOff ? { ...settings.daysOff, [id]: edit.daysOff } : settings.daysOff,
    bakeDaysBefore:
      edit.bakeDaysBefore !== undefined
        ? { ...settings.bakeDaysBefore, [id]: edit.bakeDaysBefore }
        : settings.bakeDaysBefore,
  };
}

/**
 * Her other markets that are on one of these days too, as "Bozeman Farmers Market on Saturdays".
 * A market day is named by its date (docs/market-day.md), so two markets on one date share its
 * table, its sales and its cash box: her place's dialog says so before she saves.
 */
export function marketsOnItsDays(
  place: { id: string | null; kind: PlaceRecord['kind']; windows: readonly PlaceWindow[] },
  all: readonly PlaceRecord[],
): string[] {
  if (place.kind !== 'market') return [];
  const days = new Set(place.windows.map((window) => window.weekday));
  return all
    .filter((other) => other.id !== place.id && other.kind === 'market' && other.active)
    .flatMap((other) =>
      windowsOf(other)
        .filter((window) => days.has(window.weekday))
        .map((window) => `${other.name} on ${weekdays[window.weekday]}s`),
    );
}
