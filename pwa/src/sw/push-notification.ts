/**
 * What the service worker shows for a push, and where a tap on it goes (docs/notices.md: the payload is JSON {title, body, url}). Plain functions, so they are tested without a
 * browser (push-notification.test.ts); push-handler.ts wires them to the worker's events.
 */
export interface ShownNotification {
  title: string;
  options: { body: string; tag?: string; icon: string; badge: string; data: { url: string } };
}

const FALLBACK_TITLE = 'Bridger Gluten-Free Bakery';

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined;

/**
 * A page of this site to open: a path, or an address of this origin, never another site's
 * (a push is the server's, but a tap must not be a way off the site); anything else, the shop.
 */
export function targetOf(url: unknown, origin: string): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return '/';
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : '/';
  } catch {
    return '/';
  }
}

/** The notification of a push's data. A push must always show something: the bakery's name at least. */
export function notificationOf(data: unknown, origin: string): ShownNotification {
  const payload = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const tag = text(payload.tag, 80);
  return {
    title: text(payload.title, 120) ?? FALLBACK_TITLE,
    options: {
      body: text(payload.body, 400) ?? (typeof data === 'string' ? data.slice(0, 400) : ''),
      ...(tag ? { tag } : {}),
      icon: '/pwa-192x192.png',
      badge: '/pwa-64x64.png',
      data: { url: targetOf(payload.url, origin) },
    },
  };
}
