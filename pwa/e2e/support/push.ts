import { expect, type BrowserContext, type Page, type Worker } from '@playwright/test';
import type { PushPayload } from '#shared/notices';

/**
 * Web Push in the browser tests. Headless Chromium has no push service to subscribe to here
 * (no network, and no Google account), so each side is tested against the local one
 * (sync-server/src/testing/push-service.ts):
 *  - the page's pushManager.subscribe() is replaced, before the app loads, by one that answers
 *    a subscription of the local push service (its keys made by the test, as a browser makes
 *    them), so the bakery's button, API and outbox run for real and the test push service
 *    decrypts what the server sends;
 *  - the service worker is handed a push through the DevTools protocol
 *    (ServiceWorker.deliverPushMessage), as a push service would hand it one.
 * The page also counts its permission requests, so a test can tell none is made on load.
 */
export async function standInPushService(
  context: BrowserContext,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
): Promise<void> {
  await context.addInitScript((stood) => {
    let current: PushSubscription | null = null;
    const made = () =>
      ({
        endpoint: stood.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => ({ endpoint: stood.endpoint, expirationTime: null, keys: stood.keys }),
        unsubscribe: async () => ((current = null), true),
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async () => (current ??= made());
    PushManager.prototype.getSubscription = async () => current;
    const ask = Notification.requestPermission.bind(Notification);
    const counted = window as unknown as { permissionRequests: number };
    counted.permissionRequests = 0;
    Notification.requestPermission = (...args: Parameters<typeof Notification.requestPermission>) => {
      counted.permissionRequests++;
      return ask(...args);
    };
  }, subscription);
}

export const permissionRequests = (page: Page) =>
  page.evaluate(() => (window as unknown as { permissionRequests: number }).permissionRequests);

/** The service worker of the page's origin. */
export async function serviceWorkerOf(page: Page): Promise<Worker> {
  const context = page.context();
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

/**
 * Hands the page's service worker a push through the DevTools protocol, as its push service
 * would, and returns once the worker shows one notification more than before.
 *  - ServiceWorker.deliverPushMessage needs the registration's id, which the protocol reports
 *    once its ServiceWorker domain is enabled; the push goes only when a version of that
 *    registration is activated (Chromium drops a push for one that is not, and says nothing).
 *  - The DevTools session stays open until the notification is shown: the delivery is
 *    asynchronous inside Chromium (the command answers before the worker has the push), so
 *    the session is not closed under it.
 */
export async function deliverPush(page: Page, payload: PushPayload | string): Promise<void> {
  const before = (await shownNotifications(page)).length;
  const cdp = await page.context().newCDPSession(page);
  try {
    const origin = new URL(page.url()).origin;
    let registrationId: string | undefined;
    const activated = new Set<string>();
    const ready = new Promise<string>((resolve) => {
      const check = () => registrationId && activated.has(registrationId) && resolve(registrationId);
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        registrationId ??= registrations.find(
          (each) => each.scopeURL === `${origin}/` && !each.isDeleted,
        )?.registrationId;
        check();
      });
      cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
        for (const version of versions) if (version.status === 'activated') activated.add(version.registrationId);
        check();
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await ready,
      data: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    await expect
      .poll(async () => (await shownNotifications(page)).length, {
        message: 'the service worker shows a notification for the push',
        timeout: 15_000,
      })
      .toBe(before + 1);
  } finally {
    await cdp.detach();
  }
}

/** The notifications the service worker shows now: title, body and the page a tap opens. */
export async function shownNotifications(page: Page) {
  const worker = await serviceWorkerOf(page);
  return worker.evaluate(async () => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration };
    return (await scope.registration.getNotifications()).map((shown) => ({
      title: shown.title,
      body: shown.body,
      url: (shown.data as { url?: string } | null)?.url,
    }));
  });
}

/**
 * A tap on the notification titled `title`. Chromium gives a test no way to tap a notification
 * (no DevTools command, and headless shows none), so this calls what the worker's
 * notificationclick listener calls (push-handler.ts bakeryOpenNotification) with that very
 * notification, and closes it as the listener does. Opening a new window is allowed only
 * during a real tap; the page is open here, so the worker brings it to the target instead.
 */
export async function tapNotification(page: Page, title: string): Promise<void> {
  const worker = await serviceWorkerOf(page);
  await worker.evaluate(async (wanted) => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      bakeryOpenNotification(notification: Notification): Promise<unknown>;
    };
    const shown = (await scope.registration.getNotifications()).find((each) => each.title === wanted);
    if (!shown) throw new Error(`no notification titled ${wanted}`);
    shown.close();
    await scope.bakeryOpenNotification(shown);
  }, title);
}
