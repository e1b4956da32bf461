import { useSyncExternalStore } from 'react';

/** Joy's `sm` breakpoint: below it is a phone held upright. */
const WIDE = '(min-width: 600px)';

const subscribe = (changed: () => void) => {
  const query = matchMedia(WIDE);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};

/**
 * Whether the screen is wider than a phone, followed as it turns. For what only makes sense on a
 * big screen (a QR code to scan with another device), so a phone does not even download it.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => matchMedia(WIDE).matches,
    () => true,
  );
}
