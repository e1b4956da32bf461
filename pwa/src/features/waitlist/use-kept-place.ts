import { useEffect, useState } from 'react';
import { keptPlaceOf } from './kept-place';
import type { PickupPlaceInLine } from '../../db/web-storage/waitlist';
import { useWaitlistPlaces } from './store';

/**
 * The place kept for this phone's checkout now (kept-place.ts), or null; the screen renders
 * again the moment the offer runs out, so checkout stops offering it then.
 */
export function useKeptPlace(): PickupPlaceInLine | null {
  const places = useWaitlistPlaces((state) => state.pickupPlaces);
  const [now, setNow] = useState(() => Date.now());
  const kept = keptPlaceOf(places, now);
  useEffect(() => {
    if (!kept?.offerExpiresAt) return;
    const timer = setTimeout(() => setNow(Date.now()), new Date(kept.offerExpiresAt).getTime() - Date.now() + 50);
    return () => clearTimeout(timer);
  }, [kept?.offerExpiresAt]);
  // A place just claimed (a link opened) is read at the next render's time, not the first one's.
  useEffect(() => setNow(Date.now()), [places]);
  return kept;
}
