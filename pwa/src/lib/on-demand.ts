import { lazy, type ComponentType } from 'react';

/**
 * A component whose code downloads the first time it renders, so the first visit to '/' loads
 * only what the product grid needs. `preload()` fetches it early (see whenIdle), so a dialog
 * opens at once even on the market's slow signal.
 */
export function onDemand<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    {
      preload: () => {
        // A failed preload is tried again, for real, when the component renders.
        load().catch(() => undefined);
      },
    },
  );
}

/** Runs `work` once the browser has nothing better to do, after the page has shown. */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 1000);
  return () => clearTimeout(timer);
}
