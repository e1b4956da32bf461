import { create } from 'zustand';
import { placeLabel, type PlaceSettings } from '#shared/place-words';
import { placeRecordsOf, type PlaceKind } from '#shared/places';

/**
 * Her places as the settings last read name them (docs/orders.md, "Her places"), for the screens
 * that show a place by its id with no settings at hand: a slot board, a packing list, a standing
 * order's card. Her admin layout and the standing order page keep it (`keepPlaces`) from the settings they read; until
 * those arrive, her first two read as they always did.
 */
const useHerPlaces = create<{ places: PlaceSettings }>(() => ({ places: {} }));

export const keepPlaces = (places: PlaceSettings) => useHerPlaces.setState({ places });

/** "Home", "Farmers market", "Bogert Market": a place's short name, by its id. */
export function usePlaceLabel(): (location: string) => string {
  const places = useHerPlaces((state) => state.places);
  return (location) => placeLabel(location, places);
}

/** Her places as last kept, read once (a title worked out outside a component's render). */
export const herPlaces = (): PlaceSettings => useHerPlaces.getState().places;

/**
 * Her places to choose from, in her order, by a short name ("Home", "Market", "Bogert Market"):
 * stopped ones too `withStopped` (a filter: their orders are still hers to find).
 */
export function usePlaceChoices(withStopped = false): { id: string; kind: PlaceKind; label: string }[] {
  const places = useHerPlaces((state) => state.places);
  return placeRecordsOf(places)
    .filter((place) => withStopped || place.active)
    .map((place) => {
      const label = placeLabel(place.id, places);
      return { id: place.id, kind: place.kind, label: label === 'Farmers market' ? 'Market' : label };
    });
}
