/**
 * Every query key of the app, one object per entity. Keys are API paths, so the default query
 * function can fetch them; a change names the keys it makes stale, never a timer.
 */
export const inventoryKeys = {
  all: ['/api/inventory'] as const,
};

export const pickupSettingsKeys = {
  all: ['/api/pickup-settings'] as const,
};

/** A customer's own order (its page: features/customer-order), by id; the key is not part of it. */
export const customerOrderKeys = {
  one: (orderId: string) => ['/api/orders', orderId] as const,
  /** Whether a query is one customer's order (its second part an order's id), not the owner's list. */
  isOne: (queryKey: readonly unknown[]) =>
    queryKey.length === 2 &&
    queryKey[0] === '/api/orders' &&
    typeof queryKey[1] === 'string' &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(queryKey[1]),
};

export const reviewKeys = {
  approved: ['/api/reviews'] as const,
};

export const recipeKeys = {
  published: ['/api/recipes'] as const,
  comments: (recipeId: string) => ['/api/recipes', recipeId, 'comments'] as const,
};

/** The owner's lists (admin spec section 7). */
export const adminKeys = {
  orders: ['/api/orders'] as const,
  pickups: ['/api/admin/pickups'] as const,
  pickupSlots: ['/api/admin/pickup-slots'] as const,
  stats: ['/api/admin/stats'] as const,
  bakeList: (pickupDate: string, pickupLocation: string) =>
    ['/api/admin/bake-list', pickupDate, pickupLocation] as const,
  failedOrders: ['/api/admin/failed-orders'] as const,
  inventory: ['/api/admin/inventory'] as const,
  reviews: ['/api/admin/reviews'] as const,
  recipes: ['/api/admin/recipes'] as const,
  comments: ['/api/admin/comments'] as const,
  subscribers: ['/api/admin/subscribers'] as const,
  verify: (token: string | null) => ['/api/admin/verify', token] as const,
};

/**
 * Every list of the owner's whose figures an order moves (a new order, a status, a payment, a
 * slot moved): its card, the pickups' totals, the slot board and the oven, the dashboard, the
 * bake list. Whoever hears of an order's change (her live channel, her own edits, "Refresh")
 * reads them all again, so no figure on her screens lags behind the cards.
 */
export const orderFigureKeys = [
  adminKeys.orders,
  adminKeys.pickups,
  adminKeys.pickupSlots,
  adminKeys.stats,
  ['/api/admin/bake-list'],
] as const;

/** Whether a cache key holds the owner's data (cleared from the device when she logs out). */
export const isAdminKey = (key: string) => key.startsWith('/api/admin') || key.startsWith(adminKeys.orders[0]);
