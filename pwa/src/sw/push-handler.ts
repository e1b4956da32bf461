import { notificationOf, targetOf } from './push-notification';

/**
 * Web Push in the service worker (docs/notices.md). vite-plugin-pwa writes the service
 * worker (generateSW: precache and page caching, vite.config.ts); this script is built on its
 * own (bakery:push-handler in vite.config.ts, push-handler.js) and loaded into it with
 * importScripts, so the caching that the offline tests rely on is untouched.
 *  - push: show the notification its payload describes ({title, body, url, tag?});
 *  - notificationclick: open the page it names, or bring a window of the app to it.
 */

/** The parts of the worker's scope used here (the DOM library the app is typed with has no worker types). */
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<WindowClientLike | null>;
}
interface PushWorker {
  location: { origin: string };
  registration: { showNotification(title: string, options: object): Promise<void> };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEventLike) => void): void;
  bakeryOpenNotification?: (notification: { data?: unknown }) => Promise<unknown>;
}
interface PushEventLike {
  data: { json(): unknown; text(): string } | null;
  waitUntil(work: Promise<unknown>): void;
}
interface NotificationEventLike {
  notification: { data?: unknown; close(): void };
  waitUntil(work: Promise<unknown>): void;
}

// This script runs in the service worker: its `self` is the worker's scope, not the window the
// DOM library describes (declared in this module only).
declare const self: PushWorker;
const worker = self;
const origin = worker.location.origin;

worker.addEventListener('push', (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json() ?? null;
  } catch {
    data = event.data?.text() ?? null;
  }
  const shown = notificationOf(data, origin);
  event.waitUntil(worker.registration.showNotification(shown.title, shown.options));
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openNotification(event.notification));
});

/**
 * A tap: the window already on that page comes forward; else a window of the app goes there;
 * else a new one opens. Focusing is allowed during a tap only, so a failed focus is not an error.
 */
async function openNotification(notification: { data?: unknown }): Promise<unknown> {
  const data = notification.data as { url?: unknown } | undefined;
  const target = new URL(targetOf(data?.url, origin), origin).href;
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const there = windows.find((client) => client.url === target);
  if (there) return there.focus().catch(() => there);
  const app = windows.find((client) => new URL(client.url).origin === origin && client.navigate);
  if (app) {
    const moved = (await app.navigate!(target)) ?? app;
    return moved.focus().catch(() => moved);
  }
  return worker.clients.openWindow(target);
}

// What a tap does, for the browser test: Chromium offers a test no way to tap a notification,
// so pwa/e2e/offline/push-notifications.spec.ts calls this with the notification it shows.
worker.bakeryOpenNotification = openNotification;
