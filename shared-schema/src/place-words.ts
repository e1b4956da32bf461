import { placeRecordOf, placeRecordsOf, type PlaceHoursSettings } from './places';

/**
 * How a pickup place reads, wherever it is named (issue 49, docs/orders.md, "Her places"): the
 * checkout, her order page and e-mails, the calendar entry, the owner's cards and print-outs, the
 * footer. Each place has the name and address she gave it and may carry a note for customers
 * ("the green tent by the fountain"). No zod: the checkout and the confirmation render these.
 */

/** What these read of the settings: her places (places.ts). */
export type PlaceSettings = PlaceHoursSettings;

/** "Bozeman Farmers Market" for the market; "Home pickup" for her door; a place's own name else. */
export function placeName(location: string, places: PlaceSettings): string {
  const place = placeRecordOf(location, places);
  return place.kind === 'door' ? 'Home pickup' : place.name;
}

/** The street address a map finds. */
export function placeAddress(location: string, places: PlaceSettings): string {
  return placeRecordOf(location, places).address;
}

/** The place in one line: the address at her door, "Bozeman Farmers Market, Gallatin County Fairgrounds, ..." elsewhere. */
export function placeText(location: string, places: PlaceSettings): string {
  const place = placeRecordOf(location, places);
  if (place.kind === 'door') return place.address;
  return place.address ? `${place.name}, ${place.address}` : place.name;
}

/** What she tells customers of the place, or '' (none). */
export function placeNote(location: string, places: PlaceSettings): string {
  return placeRecordOf(location, places).note.trim();
}

/** A link that opens the address in the phone's maps (Google Maps' documented search link, any device). */
export function mapLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/**
 * A place as a sentence names it: "home pickup" at her door; "farmers market" for her one open
 * market (as customers have read it since the start); a place's own name where "the market"
 * would not say which ("Bogert Market", "Wild Crumb Café"). A market she stopped is always named:
 * the mail about an order there must not send its customer to the market she still holds.
 */
export function placeNoun(location: string, places: PlaceHoursSettings): string {
  const place = placeRecordOf(location, places);
  if (place.kind === 'door') return 'home pickup';
  const openMarkets = placeRecordsOf(places).filter((each) => each.kind === 'market' && each.active);
  if (place.kind === 'market' && place.active && openMarkets.length <= 1) return 'farmers market';
  return place.name;
}

/** With its article where it takes one: "the farmers market", "home pickup", "Bogert Market". */
export function placeInSentence(location: string, places: PlaceHoursSettings): string {
  const noun = placeNoun(location, places);
  return noun === 'farmers market' ? `the ${noun}` : noun;
}

/** A place's short name in her lists and filters: "Home", "Farmers market" (her one market), else its own name. */
export function placeLabel(location: string, places: PlaceHoursSettings): string {
  const noun = placeNoun(location, places);
  if (noun === 'home pickup') return 'Home';
  if (noun === 'farmers market') return 'Farmers market';
  return noun;
}
