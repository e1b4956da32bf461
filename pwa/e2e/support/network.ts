import type { BrowserContext, Page } from '@playwright/test';

/**
 * Cuts this browser off the bakery's server. `setOffline` makes the browser say it is offline
 * and fails the page's requests; the routes also refuse API calls made any other way (a
 * service worker's own fetches are not covered by setOffline in Playwright).
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**/api/**');
  await context.setOffline(false);
}

/** Loads the app until its service worker controls the page, as on a phone's second visit. */
export async function installApp(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Waits until this device has saved the lists whose keys start with each prefix in IndexedDB
 * (the app saves a fetched list a moment after showing it), so a reload that follows at once
 * with no connection has them, as it would for an owner who lost signal a minute later.
 */
export async function waitForSavedLists(page: Page, ...prefixes: string[]): Promise<void> {
  await page.waitForFunction(
    (wanted) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('bridger-bakery');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('cache')) return (resolve(false), database.close());
          const keys = database.transaction('cache').objectStore('cache').getAllKeys();
          keys.onsuccess = () => {
            database.close();
            resolve(wanted.every((prefix) => keys.result.some((key) => String(key).startsWith(prefix))));
          };
        };
      }),
    prefixes,
  );
}

/** A slow connection: the settings call and the live socket (whose snapshot has them) wait. */
export async function holdPickupSettings(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/pickup-settings', async (route) => {
    await released;
    await route.continue();
  });
  await page.routeWebSocket(/\/ws$/, (socket) => void released.then(() => socket.connectToServer()));
  return release;
}
