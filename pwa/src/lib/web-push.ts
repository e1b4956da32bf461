import { pushSubscriptionSchema, type PushSubscriptionJson } from '#shared/push';
import { failureText } from './api-client';
import { callApi } from './calls';

/**
 * This phone and Web Push (docs/notices.md). Permission is asked only from a tap on a
 * button that says why (components/push-opt-in.tsx), never on load. Headless Chromium cannot
 * reach a real push service; the browser tests stand in a local one (docs/notices.md).
 */
export type PushSupport = 'supported' | 'needs-home-screen' | 'unsupported';

/** iPhone and iPad Safari show notifications only for a web app opened from the Home Screen. */
export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  const ios =
    /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  const standalone =
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  if (ios && !standalone) return 'needs-home-screen';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return 'supported';
}

/** The person said no (or said no before: the browser no longer asks). */
export class NotificationsBlocked extends Error {
  constructor() {
    super('Notifications are blocked for this site');
    this.name = 'NotificationsBlocked';
  }
}

/** The app's service worker was not ready in time (a first visit's is still downloading the app). */
export class AppStillInstalling extends Error {
  constructor() {
    super('The app is still installing. Please try again in a moment.');
    this.name = 'AppStillInstalling';
  }
}

/**
 * Why this phone could not be set to notify her, in her words: the bakery's answer, blocked
 * notifications, an app still installing, or the phone's push service (its own words are for
 * developers: "Registration failed - push service error"). Never "notifications are off" for a
 * failure that is none of those: they may well be on.
 */
export function pushFailureText(error: unknown): string {
  if (error instanceof NotificationsBlocked) {
    return "notifications are blocked for this site: allow them in your browser's settings";
  }
  if (error instanceof AppStillInstalling) return error.message;
  return failureText(error, "the browser's notification service did not answer. Please try again later.");
}

const base64UrlBytes = (text: string) => {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

/** The service worker, once registered (the app registers it after the page loads). */
async function serviceWorkerWithin(ms: number): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new AppStillInstalling()), ms));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/**
 * From the person's tap: the browser's permission, then this phone's subscription with the
 * bakery's key (made once, reused after). Answers it as the bakery's API takes it.
 */
export async function subscribeThisPhone(): Promise<PushSubscriptionJson> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new NotificationsBlocked();
  // A first visit's worker is still installing (it downloads the whole app): wait for it a while.
  const registration = await serviceWorkerWithin(30_000);
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlBytes((await callApi('notices.push-key')).publicKey),
    }));
  return pushSubscriptionSchema.parse(subscription.toJSON());
}

/** This phone's subscription's endpoint, if it has one. */
export async function thisPhoneEndpoint(): Promise<string | null> {
  if (pushSupport() !== 'supported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription())?.endpoint ?? null;
}
