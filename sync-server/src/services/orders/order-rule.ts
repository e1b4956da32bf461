import { availableFrom } from '#shared/availability';
import { formatDollars, toCents } from '#shared/money';
import type { FailureReason, OrderPayload } from '#shared/order';
import {
  PricingError,
  priceOrder,
  resolveFlavor,
  unitPriceCents,
  type LineRequest,
  type PricedOrder,
} from '#shared/pricing';
import { lineClaim, type Product, type ProductState } from '../../db';
import type { PickupLocation } from '#shared/bakery';
import { tableShortfall, type TableRow } from '#shared/market-table';
import { pickupDateText } from '#shared/pickup-date';
import { slotText, type LocationCapacity, type NextPickup } from '#shared/pickup-slots';
import type { PlacesTaken } from '../../db';
import { placeName } from '#shared/place-words';
import { isOpenPlace, placeRecordsOf, type PlaceHoursSettings } from '#shared/places';
import { Refusal, type RefusalKind } from '../errors';
import { belowMinimum, insufficientStock, overLimit, unavailable } from '../holds/hold-rule';

/** A checkout the rules refused; recorded in failed_order_attempts with its reason and item. */
export class OrderRefusal extends Refusal {
  constructor(
    kind: RefusalKind,
    readonly failureReason: FailureReason,
    message: string,
    readonly failedItem: string | null = null,
    details?: Readonly<Record<string, unknown>>,
  ) {
    super(kind, message, failureReason, undefined, details);
  }
}

const refuse = (reason: FailureReason, message: string, failedItem: string | null = null) =>
  new OrderRefusal(reason === 'invalid-order' ? 'invalid' : 'conflict', reason, message, failedItem);

export type OrderDecision =
  | { ok: true; priced: PricedOrder; /** Units sold of each product. */ sold: Map<string, number> }
  | { ok: false; refusal: OrderRefusal };

export interface OrderFacts {
  ordersOpen: boolean;
  /** The ordered products, locked; a product missing here is unknown. */
  states: ReadonlyMap<string, ProductState>;
  /** What this order's shopper holds of a product: their own holds secure their order. */
  heldByShopper(productId: string): number;
  /** The owner selling at her stall may sell a product she hides from the online shop. */
  sellHidden?: boolean;
  /** The prices this shopper's held units of a product and flavor were taken at, one per unit. */
  heldUnitCents?(productId: string, flavor: string | null): readonly number[];
  /**
   * The market's table, when the order is the market's on a day she has started: it draws on
   * what the table has free of each product and flavor, not on the shop's stock (shared
   * market-table.ts), and holds of the shop's stock secure nothing of it.
   */
  table?: ReadonlyMap<string, TableRow>;
}

/** What the rule reads of an order: its lines and the total its sender expects. */
export type OrderToDecide = Pick<OrderPayload, 'items' | 'total'>;

/**
 * THE rule of a checkout (docs/product.md, docs/api.md, "The shop's calls, in short"), on what the
 * database said a moment ago:
 *  1. orders must be open;
 *  2. every line is priced from the database (shared pricing.ts), held units at no more than
 *     the price they were held at; a client total a cent or more below that is refused, so a
 *     tampered cart cannot set its own price, and a total above it is charged the lower price
 *     (she never pays more than she saw, and a drop since her cart was drawn is hers);
 *  3. each product must be visible, at least its minimum, and at most what is secured for
 *     this shopper: their live holds first, then stock nobody else holds; or, for the market's
 *     pickup on a day she has started, each product and flavor at most what its table has free.
 * Pure, so the order desk can decide a whole batch in one transaction and tests can table it.
 */
export function decideOrder(payload: OrderToDecide, facts: OrderFacts): OrderDecision {
  try {
    return { ok: true, ...checkOrder(payload, facts) };
  } catch (error) {
    if (error instanceof OrderRefusal) return { ok: false, refusal: error };
    throw error;
  }
}

function checkOrder(payload: OrderToDecide, facts: OrderFacts): { priced: PricedOrder; sold: Map<string, number> } {
  if (!facts.ordersOpen) throw refuse('orders-closed', 'Orders are currently closed. Please check back later.');
  const products = new Map([...facts.states].map(([id, state]) => [id, state.product]));
  const priced = priceOrRefuse(payload, products, facts);

  const sold = new Map<string, number>();
  for (const line of priced.lines) sold.set(line.product, (sold.get(line.product) ?? 0) + line.quantity);
  for (const [productId, quantity] of sold) {
    const state = facts.states.get(productId)!; // priceOrder refused unknown ids
    const { product, held } = state;
    // As a hold would refuse it (hold-rule.ts): the same words, status and reason.
    if (!product.visible && !facts.sellHidden) {
      throw refuse('product-unavailable', unavailable(product.name).message, product.name);
    }
    if (quantity < product.minimumOrder) {
      throw refuse('below-minimum-order', belowMinimum(product).message, product.name);
    }
    const tooMany = overLimit(product.name, product.maxPerOrder ?? null, quantity);
    if (tooMany) throw refuse('over-limit', tooMany.message, product.name);
    if (facts.table) continue; // the table decides, below
    // Her own holds first (a waitlist offer is one), then stock nobody holds and the line does
    // not claim: the claim is on what is not held (waitlist-demand.ts), hers included.
    const secured = availableFrom(product.stock, held - facts.heldByShopper(productId) + lineClaim(state));
    if (quantity > secured) {
      throw refuse('insufficient-stock', insufficientStock(product.name, secured).message, product.name);
    }
  }
  if (facts.table) refuseOverTable(priced, facts.table);
  return { priced, sold };
}

/** A preorder for a started market day must fit what the table has free, flavor by flavor. */
function refuseOverTable(priced: PricedOrder, table: ReadonlyMap<string, TableRow>) {
  const lines = priced.lines.map((line) => ({
    product: line.product,
    flavor: line.flavor ?? null,
    quantity: line.quantity,
  }));
  const short = tableShortfall(table, lines);
  if (!short) return;
  const line = priced.lines.find((each) => each.product === short.product && (each.flavor ?? null) === short.flavor)!;
  throw refuse('insufficient-stock', insufficientStock(line.name, short.left).message, line.name);
}

function priceOrRefuse(payload: OrderToDecide, products: Map<string, Product>, facts: OrderFacts): PricedOrder {
  let priced: PricedOrder;
  try {
    priced = priceOrder(withHeldPrices(payload, products, facts), products);
  } catch (error) {
    if (error instanceof PricingError) {
      throw refuse('invalid-order', error.message, products.get(error.productId)?.name ?? error.productId);
    }
    throw error;
  }
  if (priced.totalCents - toCents(payload.total) >= 1) {
    const changed = payload.items.find(
      (line) => unitPriceCents(products.get(line.product)!, line.flavor) !== toCents(line.unitPrice),
    );
    throw refuse(
      'price-changed',
      `Prices have changed since these items went in your cart: the total is now ${formatDollars(priced.totalCents)}. Please review your order.`,
      changed ? products.get(changed.product)!.name : null,
    );
  }
  return priced;
}

/**
 * The order's lines for pricing, each product and flavor carrying the prices its held units were
 * taken at once (on its first line: pricing merges lines of the same product and flavor).
 */
function withHeldPrices(payload: OrderToDecide, products: Map<string, Product>, facts: OrderFacts): LineRequest[] {
  const given = new Set<string>();
  return payload.items.map((line) => {
    const request: LineRequest = { productId: line.product, flavor: line.flavor, quantity: line.quantity };
    const product = products.get(line.product);
    if (!product || !facts.heldUnitCents) return request;
    let flavor: string | null;
    try {
      flavor = resolveFlavor(product, line.flavor);
    } catch {
      return request; // priceOrder refuses the unknown flavor
    }
    const key = `${line.product}\u0000${flavor ?? ''}`;
    if (given.has(key)) return request;
    given.add(key);
    return { ...request, heldUnitCents: facts.heldUnitCents(line.product, flavor) };
  });
}

/**
 * What a pickup's places are decided on (docs/orders.md): its caps, the slots still to
 * come (a slot that has ended takes nobody), what it has booked (db/pickup-bookings.ts, read
 * under the pickup's lock), and its place in the calendar.
 */
export interface PickupPlaceFacts {
  pickupDate: string;
  pickupLocation: PickupLocation;
  /** The place as a sentence names it: "the farmers market", "home pickup", "Bogert Market" (place-words.ts). */
  where: string;
  capacity: LocationCapacity;
  slots: readonly { start: string; end: string }[];
  booked: PlacesTaken;
  /** The location's pickup after this one. */
  following: string;
  /** The oven of the pickup's bake day, counted across every pickup it serves (this one too). */
  oven: Oven;
}

/**
 * The oven of a bake day (docs/orders.md, "The oven of a bake day"): the most items it makes
 * (null: no cap), and the items taken at every pickup it serves, by the same rule of whose
 * places in line count as the pickup's own.
 */
export interface Oven {
  bakeDay: string;
  cap: number | null;
  booked: number;
}

/** A place asked for: a slot (where there are slots), so many items; the owner may overbook. */
export interface PlaceRequest {
  slot: string | null | undefined;
  items: number;
  /** An online order must name a slot where there are slots; the owner's sale need not. */
  slotRequired: boolean;
  overbook?: boolean;
}

/** A pickup's places as customers see them: each slot's places left, the oven's items left. */
export function availabilityOf(facts: PickupPlaceFacts): NextPickup {
  const { ordersPerSlot, itemsPerPickup } = facts.capacity;
  const slots = facts.slots.map((slot) => ({
    ...slot,
    left: ordersPerSlot === null ? null : Math.max(0, ordersPerSlot - (facts.booked.bySlot.get(slot.start) ?? 0)),
  }));
  const itemsLeft = fewestLeft(
    itemsPerPickup === null ? null : Math.max(0, itemsPerPickup - facts.booked.items),
    facts.oven.cap === null ? null : Math.max(0, facts.oven.cap - facts.oven.booked),
  );
  return {
    pickupLocation: facts.pickupLocation,
    pickupDate: facts.pickupDate,
    slots,
    itemsLeft,
    full: itemsLeft === 0 || (facts.capacity.slotMinutes > 0 && slots.every((slot) => slot.left === 0)),
    following: facts.following,
  };
}

/** The lower of two numbers left, either of which may be no cap (null). */
const fewestLeft = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));

/**
 * THE rule of a pickup's places, beside the rule of stock: no slot takes more orders than its
 * cap and no pickup more items than its oven, unless the owner overbooks on purpose. The slot
 * asked for must be one still to come. Returns the refusal, with the pickup's places as they
 * are now (so the customer's screen can say which slots have room), or null when it fits.
 * Pure: an order, a batch of orders, a manual sale and a change of slot all decide with it.
 */
export function placeRefusal(request: PlaceRequest, facts: PickupPlaceFacts): OrderRefusal | null {
  const day = pickupDateText(facts.pickupDate);
  // A slot no longer offered (the owner changed the slots) is answered like a full one: pick another.
  const refuse = (reason: 'slot-full' | 'pickup-full', message: string) =>
    new OrderRefusal('conflict', reason, message, null, { pickup: availabilityOf(facts) });
  const slotted = facts.capacity.slotMinutes > 0;
  const place = `${facts.where} on ${day}`;
  // The whole pickup first: a full one is said as full, not as "choose a time" (none has room).
  // Orders are only ever for the next pickup, so no later one is offered here.
  const oven = facts.capacity.itemsPerPickup;
  if (!request.overbook && oven !== null && facts.booked.items + request.items > oven) {
    const left = Math.max(0, oven - facts.booked.items);
    return refuse(
      'pickup-full',
      left === 0
        ? `Sorry, ${place} is full.`
        : `Only ${left} more ${left === 1 ? 'item fits' : 'items fit'} ${place}: please take ${facts.booked.items + request.items - oven} out of your cart.`,
    );
  }
  // The bake day's oven, across every pickup it serves: only asked of items added to it (a move
  // of slot adds none, so an order overbooked on purpose can still be moved).
  const bake = facts.oven;
  if (!request.overbook && request.items > 0 && bake.cap !== null && bake.booked + request.items > bake.cap) {
    const left = Math.max(0, bake.cap - bake.booked);
    return refuse(
      'pickup-full',
      left === 0
        ? `Sorry, the oven is full for ${place}.`
        : `Only ${left} more ${left === 1 ? 'item' : 'items'} can be baked for ${place}: please take ${bake.booked + request.items - bake.cap} out of your cart.`,
    );
  }
  // Every slot at its cap (the oven aside: a move of slot adds no items to it).
  const slotsFull = availabilityOf(facts).slots.every((slot) => slot.left === 0);
  if (!request.overbook && slotted && facts.slots.length > 0 && slotsFull) {
    return refuse('pickup-full', `Sorry, ${place} is full.`);
  }
  if (slotted && request.slot) {
    const slot = facts.slots.find((each) => each.start === request.slot);
    if (!slot) return refuse('slot-full', `That pickup time is no longer offered for ${day}. Please choose another.`);
    const cap = facts.capacity.ordersPerSlot;
    if (!request.overbook && cap !== null && (facts.booked.bySlot.get(slot.start) ?? 0) >= cap) {
      return refuse('slot-full', `${slotText(slot)} on ${day} just filled up. Please choose another time.`);
    }
  } else if (slotted && request.slotRequired) {
    return refuse('slot-full', `Please choose a pickup time for ${day}.`);
  }
  return null;
}

/**
 * An order, a move or a place in line names a place that takes no orders: one she stopped, or one
 * she never had (a page kept from before she changed her places). Refused before anything is
 * taken, with words that make the page reload its places (docs/orders.md, "Her places"); null
 * while the place takes orders.
 */
export function closedPlaceRefusal(settings: PlaceHoursSettings, location: string): OrderRefusal | null {
  if (isOpenPlace(location, settings)) return null;
  const known = placeRecordsOf(settings).some((place) => place.id === location);
  const reload = 'Reload the page to see where you can pick up.';
  return new OrderRefusal(
    'conflict',
    'place-closed',
    known
      ? `${placeName(location, settings)} takes no orders now. ${reload}`
      : `That pickup place is not one of ours. ${reload}`,
  );
}
