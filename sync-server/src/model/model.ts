import type { Regular } from './regulars';

/**
 * What a model run knows, from its own calls and the server's answers only: the shop's stock it
 * must have, the orders and sales acknowledged, the edits acknowledged by key. It is not a second
 * bakery: it never decides whether a call should be refused (the server does, and the invariants
 * check that whatever it decided keeps the bakery whole); it records what was acknowledged and
 * what that must have changed.
 */

/** The products a run uses: a scarce one, one with a minimum of 4, a plain one. */
export const modelProducts = ['chocolate-babka', 'burger-buns', 'sandwich-bread'] as const;
export type ModelProduct = (typeof modelProducts)[number];

/**
 * The oven's cap, the bake day's (docs/orders.md, "The oven of a bake day"), which binds before
 * the home pickup's own cap of a few more; and the orders one slot takes.
 */
export const OVEN_CAP = 8;
/**
 * A café of hers (issue 49, "Her places"): a place of her own making, on her door's day and of
 * the same bake, with no slots and no cap of its own, so only the bake day's oven, counted
 * across both, binds its orders.
 */
export const CAFE = 'model-cafe';
export const PICKUP_ITEMS_CAP = OVEN_CAP + 3;
export const ORDERS_PER_SLOT = 2;

export interface ModelOrder {
  id: string;
  number: number;
  /** Her order page's path, with its key (`/orders/{id}?t=...`). */
  page: string;
  lines: Partial<Record<ModelProduct, number>>;
  status: 'placed' | 'ready' | 'picked-up' | 'no-show' | 'cancelled';
  /** Who cancelled it, when it is cancelled: the customer and the owner are mailed differently. */
  cancelledBy?: 'customer' | 'owner';
  /** Where it is picked up: her door (the run's pickup, its slots) or her café (none). */
  place?: 'home' | typeof CAFE;
}

export interface ModelHold {
  id: string;
  sessionId: string;
  productId: ModelProduct;
  quantity: number;
  /** As the server last answered for her cart: a new hold moves her cart's live holds to its expiry. */
  expiresAt: number;
}

export interface Model {
  /** The shop's bake's stock of each product: what the owner set, less orders, plus cancels. */
  stock: Record<ModelProduct, number>;
  orders: ModelOrder[];
  holds: ModelHold[];
  /**
   * The holds carts had of a product (the line's offers with the run's own, read at her edit)
   * when the owner set its stock below what they held (she baked fewer): her edit stands and
   * those holds stay, so the product is over-held until they go, and nothing more of it may be
   * held meanwhile. Cleared by an edit that leaves the stock above the holds.
   */
  heldOverStock: Partial<Record<ModelProduct, string[]>>;
  /** Keys of stock edits the server acknowledged (each must be applied once, shown by `stock`). */
  editKeys: string[];
  /** Ids of stall sales the server acknowledged (each must be stored once). */
  saleIds: string[];
  /** Places in a product's line the run took, and their keys (her link's `t`). */
  entries: { id: string; token: string }[];
  /** The market day the run started (its date), where sales are recorded. */
  marketDate: string;
  /** The home pickup's slots ("15:00"), as the settings answer them. */
  slots: string[];
  /** How many carts the run has opened: each step's customer is a new or an earlier one. */
  carts: number;
  /** The template's regulars (approved standing orders) and the home pickup their week is for. */
  regulars: Regular[];
  weekDate: string;
  /** The bake the week's orders take from, the shop's (docs/orders.md, "Stock of a bake day"). */
  bakeDay: string;
  /** The weeks the server reported placed, each with its order (also in `orders`). */
  weeks: { standingOrderId: string; orderId: string }[];
}

export function initialModel(start: {
  stock: Record<ModelProduct, number>;
  marketDate: string;
  slots: string[];
  regulars: Regular[];
  weekDate: string;
  bakeDay: string;
}): Model {
  const { stock, marketDate, slots, regulars, weekDate, bakeDay } = start;
  return {
    stock: { ...stock },
    orders: [],
    holds: [],
    heldOverStock: {},
    editKeys: [],
    saleIds: [],
    entries: [],
    marketDate,
    slots,
    carts: 0,
    regulars,
    weekDate,
    bakeDay,
    weeks: [],
  };
}

/** The sessions of the run's carts: each shopper's cart is named by its session. */
export const sessionOf = (cart: number) => `model-cart-${cart}`;
