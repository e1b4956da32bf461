import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { bakery } from '#shared/bakery';
import { e2eServer } from '../../../playwright.config';
import { openDatabase } from '../../../sync-server/src/db';
import { defaultNoticeSettings } from '#shared/notices';
import type { PickupSettings, PickupSettingsUpdate } from '#shared/pickup-settings';
import { noCapacity, type LocationCapacity } from '#shared/pickup-slots';
import { recipeSlug } from '#shared/recipe-text';
import { seedProducts } from '../../../sync-server/seeds/catalogue-data';

/**
 * Direct access to the e2e server's SQLite file, for what a test must arrange or check that no
 * screen of the customer side does (the owner's actions arrive with the admin issue's screens).
 */
export const db = openDatabase(e2eServer.databaseFile);

/**
 * Back to the opening catalogue: seeded stock and base prices, everything visible, carts empty, no
 * push subscriptions, the notices as a new bakery has them but for quiet hours, and orders open
 * with auto-manage off, so the weekly schedule cannot close orders under a test at any hour.
 * The home pickup is three days off and the market four (pickupsDaysAhead), whatever day and
 * hour the tests run.
 * Products change through the owner's API, after the holds are cleared, so the server's
 * catalogue cache and open storefronts hear of it like any other change.
 */
export async function resetBakery(): Promise<void> {
  await resetTo({ orders: 'kept' });
}

/**
 * resetBakery, with no orders either (the owner's week starts empty). They go before the
 * settings are saved: the server keeps each pickup's places counted until a change, and the
 * save is the change it hears.
 */
export async function resetBakeryWithoutOrders(): Promise<void> {
  await resetTo({ orders: 'none' });
}

async function resetTo({ orders }: { orders: 'kept' | 'none' }): Promise<void> {
  if (orders === 'none') await db('orders').delete();
  // Market days keep their sales, handovers and releases: each test starts its own day.
  await db('market_days').delete();
  await db('cart_reservations').delete();
  // Nobody in line: a place in line counts as a booked place (docs/waitlist.md), and a waiting
  // one claims stock that comes back.
  await db('waitlist_entries').delete();
  await db('place_waitlist_entries').delete();
  // No phone subscribed: a test's push service closes with its file, and a subscription left
  // pointing at it has the server retrying every push of the later tests (a gone subscription
  // is dropped from the outbox as undeliverable, services/push/push-sender.ts).
  await db('push_subscriptions').delete();
  // Her first two places, taking orders, one day a week each; a place a story added goes, with
  // its orders (the settings' save below tells every server her places changed).
  await db('orders').whereNotIn('pickupLocation', ['home', 'farmers-market']).delete();
  await db('pickup_places').whereNotIn('id', ['home', 'farmers-market']).delete();
  await db('pickup_places').update({ active: true, windows: null });
  // Every bake back on her usual (set below): a bake a story sold from keeps no stock of its own.
  await db('bake_stock').delete();
  await putSettings({
    ordersOpen: true,
    autoManage: false,
    bannerMessage: 'Order now for pickup',
    pickupEndTime: '18:00',
    cancelCutoffHours: 24,
    ...pickupsDaysAhead(),
    capacity: { home: noCapacity, 'farmers-market': noCapacity },
    daysOff: { home: [], 'farmers-market': [] },
    bakeDaysBefore: { home: 0, 'farmers-market': 1 },
    ovenPerBakeDay: null,
    marketStartTime: '09:00',
    marketEndTime: '12:00',
    marketName: bakery.defaultMarket.name,
    marketAddress: bakery.defaultMarket.address,
    marketNote: '',
    pickupNote: '',
    // Quiet hours off: a push queued between 21:00 and 07:00 in the bakery's zone waits for the
    // morning, and the tests run at any hour (the notices story turns them on itself).
    notices: { ...defaultNoticeSettings, quietHours: null },
  });
  // One batch, as her outbox sends edits (POST /api/admin/edits): a quarter of a second less
  // for every story than 45 calls of their own.
  const edits = seedProducts.flatMap((product) => [
    { kind: 'set-visibility', id: product.id, visible: true },
    { kind: 'set-usual-stock', id: product.id, usualStock: product.stock },
    { kind: 'set-stock', id: product.id, stock: product.stock },
    { kind: 'set-price', id: product.id, price: product.price },
  ]);
  const answer = (await asOwner('POST', '/api/admin/edits', {
    edits: edits.map((edit) => ({ key: `e2e-reset-${randomUUID()}`, edit })),
  })) as { results: { status: number; body: unknown }[] };
  const refused = answer.results.find((result) => result.status >= 300);
  if (refused || answer.results.length !== edits.length) {
    throw new Error(`resetting the products failed: ${JSON.stringify(refused ?? answer.results.length)}`);
  }
}

/**
 * The weekdays that put the next home pickup three days from now and the market four, in the
 * bakery's zone. The tests count on a pickup being more than a day off (she may cancel until 24
 * hours before) and less than a week (a cutoff of 167 hours is past): with the bakery's own
 * Friday and Saturday, every run on a Thursday evening or a Friday found its orders past the
 * cancel cutoff.
 */
export function pickupsDaysAhead(): { pickupWeekday: number; marketWeekday: number } {
  const today = DateTime.now().setZone(bakery.timeZone);
  // Luxon counts weekdays 1 (Monday) to 7 (Sunday); the settings 0 (Sunday) to 6.
  return { pickupWeekday: today.plus({ days: 3 }).weekday % 7, marketWeekday: today.plus({ days: 4 }).weekday % 7 };
}

async function adminPatch(url: string, body: unknown): Promise<void> {
  const response = await asOwnerRaw('PATCH', url, body);
  if (!response.ok) throw new Error(`${url} failed: ${response.status}`);
}

/**
 * The owner's bearer token, from the real login call, kept for the worker's tests: a login is
 * a bcrypt check of a quarter second's CPU, and every test resets the bakery as the owner. A
 * test that logs her out or resets her password ends it; the next call then logs in again.
 */
let token: Promise<string> | null = null;
function ownerToken(): Promise<string> {
  token ??= login().catch((error: unknown) => {
    token = null;
    throw error;
  });
  return token;
}

async function login(): Promise<string> {
  const response = await fetch(`${e2eServer.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(e2eServer.admin),
  });
  if (!response.ok) throw new Error(`owner login failed: ${response.status}`);
  return ((await response.json()) as { sessionToken: string }).sessionToken;
}

/** The kept token, checked with the server first (GET /api/admin/verify): for a browser to sign in with. */
export async function liveOwnerToken(): Promise<string> {
  const kept = await ownerToken();
  const check = await fetch(`${e2eServer.url}/api/admin/verify`, { headers: { Authorization: `Bearer ${kept}` } });
  if (check.ok) return kept;
  token = null;
  return ownerToken();
}

/** A call as the owner, with the kept token; logged in again once if the server has ended it. */
async function asOwnerRaw(method: string, url: string, body: unknown): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const sentWith = await ownerToken();
    const response = await fetch(`${e2eServer.url}${url}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${sentWith}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status !== 401 || attempt === 2) return response;
    if (token && (await token) === sentWith) token = null;
  }
}

/**
 * Sets stock the way the owner does, through the admin calls: the shop's bake's, then her usual,
 * so every bake has it (docs/orders.md, "Stock of a bake day").
 */
export async function setStock(productId: string, stock: number): Promise<void> {
  await adminPatch(`/api/inventory/${productId}/stock`, { stock });
  await adminPatch(`/api/inventory/${productId}/usual-stock`, { usualStock: stock });
}

/** Sets a product's base price the way the owner does, through the admin call. */
export async function setPrice(productId: string, price: string): Promise<void> {
  await adminPatch(`/api/inventory/${productId}/price`, { price });
}

/** The stock her list shows: the shop's bake's. */
export async function stockOf(productId: string): Promise<number> {
  const list = await ownerGet<{ id: string; stock: number }[]>('/api/admin/inventory');
  return list.find((item) => item.id === productId)!.stock;
}

export async function setOrdersOpen(ordersOpen: boolean): Promise<void> {
  await putSettings({ ordersOpen });
}

/**
 * Changes pickup settings the way the owner's settings card does (PUT /api/pickup-settings), so
 * the server's kept copy and every open storefront hear of it.
 */
export async function putSettings(changes: Partial<PickupSettingsUpdate>): Promise<void> {
  const current = (await (await fetch(`${e2eServer.url}/api/pickup-settings`)).json()) as PickupSettings;
  const response = await asOwnerRaw('PUT', '/api/pickup-settings', {
    pickupDate: current.pickupDate,
    pickupAddress: current.pickupAddress,
    ordersOpen: current.ordersOpen,
    bannerMessage: current.bannerMessage,
    autoManage: current.autoManage,
    ...changes,
  });
  if (!response.ok) throw new Error(`settings refused: ${response.status} ${await response.text()}`);
}

/** Slots and caps of the home pickup (the market's off), as the owner sets them. */
export const setHomeCapacity = (home: Partial<LocationCapacity>) =>
  putSettings({ capacity: { home: { ...noCapacity, ...home }, 'farmers-market': noCapacity } });

/** An owner's call through the real API (a status, a payment), for what a test arranges. */
export async function asOwner(method: 'PATCH' | 'POST' | 'PUT', url: string, body: unknown): Promise<unknown> {
  const response = await asOwnerRaw(method, url, body);
  if (!response.ok) throw new Error(`${method} ${url} failed: ${response.status} ${await response.text()}`);
  return response.json();
}

/** An owner's read through the real API (a market day, the figures a screen shows). */
export async function ownerGet<T>(url: string): Promise<T> {
  const response = await asOwnerRaw('GET', url, undefined);
  if (!response.ok) throw new Error(`GET ${url} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Moves an order along its week the way the owner does, one allowed step after another. */
export async function moveOrder(id: string, ...statuses: string[]): Promise<void> {
  for (const status of statuses) await asOwner('PATCH', `/api/admin/orders/${id}/status`, { status });
}

/**
 * A review shown on /reviews: written as a customer's (waiting), then approved with the owner's
 * call, so the server drops the /reviews page it keeps (a row written straight as approved
 * would not be on a page the server rendered a moment before).
 */
export async function addApprovedReview(review: { customerName: string; rating: number; reviewText: string }) {
  const id = randomUUID();
  await db('reviews').insert({ id, ...review, approved: false, createdAt: new Date().toISOString() });
  await asOwner('PATCH', `/api/admin/reviews/${id}/approve`, {});
  return id;
}

/** Approves a customer's waiting review with the owner's call (the /reviews page follows at once). */
export const approveReview = (id: string) => asOwner('PATCH', `/api/admin/reviews/${id}/approve`, {});

/** A recipe shown on /recipes: written as a draft, then published with the owner's call (as above). */
export async function addPublishedRecipe(recipe: {
  title: string;
  description: string;
  content: string;
  tags: string[];
  difficulty: 'Easy' | 'Medium' | 'Hard';
  prepTime?: number;
  cookTime?: number;
  servings?: number;
}): Promise<string> {
  const id = randomUUID();
  const at = new Date().toISOString();
  await db('recipes').insert({
    id,
    slug: `${recipeSlug(recipe.title)}-${id.slice(0, 8)}`,
    ...recipe,
    tags: JSON.stringify(recipe.tags),
    published: false,
    createdAt: at,
    updatedAt: at,
  });
  await asOwner('PATCH', `/api/admin/recipes/${id}/publish`, { published: true });
  return id;
}

export const markPaid = (id: string) => asOwner('PATCH', `/api/admin/orders/${id}/payment`, { paid: true });
