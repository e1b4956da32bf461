import { bakery } from './bakery';
import { isMarketPlace as isMarket } from './places';

/**
 * How a pickup place reads, wherever it is named (issue 49, docs/orders.md, "Her places"): the
 * checkout, her order page and e-mails, the calendar entry, the owner's cards and print-outs, the
 * footer. The home pickup is at the settings' pickupAddress; the market is the one she names
 * (marketName, marketAddress); each may carry a note for customers ("the green tent by the
 * fountain"). No zod: the checkout and the confirmation render these.
 */

/** What these read of the settings; a copy a phone kept from before places had names lacks them. */
export interface PlaceSettings {
  pickupAddress: string;
  marketName?: string;
  marketAddress?: string;
  pickupNote?: string;
  marketNote?: string;
}

/** "Bozeman Farmers Market" for the market; "Home pickup" for her door. */
export function placeName(location: string, places: PlaceSettings): string {
  return isMarket(location) ? places.marketName || bakery.defaultMarket.name : 'Home pickup';
}

/** The street address a map finds. */
export function placeAddress(location: string, places: PlaceSettings): string {
  return isMarket(location)
    ? places.marketAddress || bakery.defaultMarket.address
    : places.pickupAddress || bakery.defaultPickupAddress;
}

/** The place in one line: the address at home, "Bozeman Farmers Market, Gallatin County Fairgrounds, ..." at the market. */
export function placeText(location: string, places: PlaceSettings): string {
  return isMarket(location)
    ? `${placeName(location, places)}, ${placeAddress(location, places)}`
    : placeAddress(location, places);
}

/** What she tells customers of the place, or '' (none). */
export function placeNote(location: string, places: PlaceSettings): string {
  return (isMarket(location) ? places.marketNote : places.pickupNote)?.trim() ?? '';
}

/** A link that opens the address in the phone's maps (Google Maps' documented search link, any device). */
export function mapLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** A place as a sentence names it: "farmers market", "home pickup". */
export function placeNoun(location: string): string {
  return isMarket(location) ? 'farmers market' : 'home pickup';
}

/** With its article where it takes one: "the farmers market", "home pickup". */
export function placeInSentence(location: string): string {
  return isMarket(location) ? `the ${placeNoun(location)}` : placeNoun(location);
}
