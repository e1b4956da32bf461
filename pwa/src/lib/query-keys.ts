/**
 * The roots of every query key, one per entity (as actual's `payees/queries.ts`): no two
 * entities share a prefix, so invalidating or updating one can never reach another (the
 * owner's order lists and a customer's order once both began with '/api/orders'). Each
 * feature builds its queries from these next to its fetchers (`queryOptions` in its api.ts);
 * they live here because a change in one feature names the lists of another (an order moves
 * the owner's figures; the live socket writes the catalogue), and features do not import each
 * other (docs/client.md, "Where code goes").
 *
 * A key is never a URL: what a query fetches is its function's business. The device keeps each
 * list in IndexedDB under its key's parts joined by '/' (db/saved-entry.ts cacheKey).
 */
export const productKeys = {
  /** The shop's catalogue (GET /api/inventory). */
  all: ['products'] as const,
};

/**
 * A bake's free counts, for a bake other than the shop's: the one she shops for ("Shopping for",
 * holds `'shop'`) and her checkout's pickup (by her cart's holds, so a change of her cart reads
 * again). Read again after each live count (sync/bake-counts-again.ts).
 */
export const bakeStockKeys = {
  all: ['bake-stock'] as const,
  of: (bakeDay: string, holds: string) => ['bake-stock', bakeDay, holds] as const,
};

export const pickupSettingsKeys = {
  all: ['pickup-settings'] as const,
};

/** A customer's own order (its page: features/customer-order), by id; its link's key is not part of it. */
export const customerOrderKeys = {
  all: ['customer-order'] as const,
  one: (orderId: string) => ['customer-order', orderId] as const,
};

/** A regular's standing order (features/standing-order), by id; what her order page offers, by order. */
export const standingOrderKeys = {
  all: ['standing-order'] as const,
  one: (id: string) => ['standing-order', id] as const,
  offer: (orderId: string) => ['standing-order', 'offer', orderId] as const,
};

export const reviewKeys = {
  approved: ['reviews'] as const,
};

export const recipeKeys = {
  published: ['recipes'] as const,
};

/** A recipe's approved comments: an entity of its own, read only while the recipe is open. */
export const recipeCommentKeys = {
  all: ['recipe-comments'] as const,
  of: (recipeId: string) => ['recipe-comments', recipeId] as const,
};

/** The owner's lists (docs/api.md): all under 'owner', dropped from the device when she logs out. */
export const ownerKeys = {
  all: ['owner'] as const,
  orders: ['owner', 'orders'] as const,
  pickups: ['owner', 'pickups'] as const,
  pickupSlots: ['owner', 'pickup-slots'] as const,
  stats: ['owner', 'stats'] as const,
  bakeList: ['owner', 'bake-list'] as const,
  bakeDay: ['owner', 'bake-day'] as const,
  failedOrders: ['owner', 'failed-orders'] as const,
  inventory: ['owner', 'inventory'] as const,
  reviews: ['owner', 'reviews'] as const,
  recipes: ['owner', 'recipes'] as const,
  comments: ['owner', 'comments'] as const,
  subscribers: ['owner', 'subscribers'] as const,
  /** When her data was last backed up and found whole (docs/operations.md, "Backups"). */
  backups: ['owner', 'backups'] as const,
  /** A market day (docs/market-day.md), by its date: the day, its preorders, sales and handovers. */
  marketDays: ['owner', 'market-days'] as const,
  /** Her standing orders and their rules (docs/standing-orders.md). */
  standingOrders: ['owner', 'standing-orders'] as const,
  /** Each product's waitlist, and her offer time (docs/waitlist.md). */
  waitlist: ['owner', 'waitlist'] as const,
};

/** Her list with a later bake's stock: under `ownerKeys.inventory`, so what refreshes that refreshes it. */
export const ownerInventoryOfBake = (bake: string) => [...ownerKeys.inventory, bake] as const;

/** Her session's check (docs/product.md): kept apart from her lists, it outlives a new server epoch. */
export const sessionKeys = {
  verify: (token: string | null) => ['session', token] as const,
};

/**
 * Every list of the owner's whose figures an order moves (a new order, a status, a payment, a
 * slot moved): its card, the pickups' totals, the slot board and the oven, the dashboard, the
 * bake list, the standing orders' weeks (a week placed, by the opening or by her stock, is a new
 * order). Whoever hears of an order's change (her live channel, her own edits, "Refresh") reads
 * them all again, so no figure on her screens lags behind the cards.
 */
export const orderFigureKeys = [
  ownerKeys.orders,
  ownerKeys.pickups,
  ownerKeys.pickupSlots,
  ownerKeys.stats,
  ownerKeys.bakeList,
  ownerKeys.bakeDay,
  ownerKeys.marketDays,
  ownerKeys.standingOrders,
] as const;

/** Whether a saved list (its cache key) holds the owner's data, cleared from the device when she logs out. */
export const isOwnerCacheKey = (key: string) => key === ownerKeys.all[0] || key.startsWith(`${ownerKeys.all[0]}/`);
