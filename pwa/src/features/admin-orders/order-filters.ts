import type { PickupLocation } from '#shared/bakery';
import { placeLabel } from '#shared/place-words';
import { herPlaces } from '../../lib/her-places';
import { comparePlaces, isPlaceDay, PLACE_ID_PATTERN, placeRecordsOf, type PlaceHoursSettings } from '#shared/places';
import { pickupDateText } from '#shared/pickup-date';
import { orderStatuses, paymentStatuses, type OrderStatus, type PaymentStatus } from '#shared/order-status';
import type { PickupSummary } from '#shared/owner-orders';
import { addCounts, countsOf, noCounts, type PickupCounts } from '#shared/pickup-figures';

/** What the owner narrows her orders to; '' means "any". */
export interface OrderFilters {
  pickupDate: string;
  pickupLocation: PickupLocation | '';
  status: OrderStatus | '';
  paymentStatus: PaymentStatus | '';
  q: string;
  /** A slot's start, or "none" for orders without one. */
  pickupSlot: string;
  /** "slot": by pickup time, the packing order of an afternoon; '': newest first. */
  sort: '' | 'slot';
}

export const anyFilters: OrderFilters = {
  pickupDate: '',
  pickupLocation: '',
  status: '',
  paymentStatus: '',
  q: '',
  pickupSlot: '',
  sort: '',
};

/** What owner.orders (and the spreadsheets) are asked for: the filters that are set, trimmed. */
export type OrderQuery = {
  pickupDate?: string;
  pickupLocation?: PickupLocation;
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  q?: string;
  pickupSlot?: string;
  sort?: 'slot';
  limit?: number;
};

/** Her orders' query: the filters that are set, in a fixed order; one not set is undefined (not sent). */
export function orderQuery(filters: OrderFilters, limit?: number): OrderQuery {
  const text = (value: string) => value.trim() || undefined;
  return {
    pickupDate: text(filters.pickupDate),
    pickupLocation: filters.pickupLocation || undefined,
    status: filters.status || undefined,
    paymentStatus: filters.paymentStatus || undefined,
    q: text(filters.q),
    pickupSlot: text(filters.pickupSlot),
    sort: filters.sort || undefined,
    limit: limit || undefined,
  };
}

/** "Every pickup" in the page's address; no `pickup` at all means the next one. */
const EVERY_PICKUP = 'all';
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.includes(value as T) ? (value as T) : '';

/**
 * The filters kept in the page's address (`?pickup=2026-11-27&location=home&status=ready&
 * payment=paid&q=maya`), so a reload, a bookmark or the back button finds the same list. With
 * no `pickup` the page opens on `defaultDate`; anything unknown in the address is ignored.
 */
export function filtersFromAddress(params: URLSearchParams, defaultDate: string): OrderFilters {
  const pickup = params.get('pickup');
  return {
    pickupDate: pickup === EVERY_PICKUP ? '' : pickup && /^\d{4}-\d{2}-\d{2}$/.test(pickup) ? pickup : defaultDate,
    pickupLocation: PLACE_ID_PATTERN.test(params.get('location') ?? '') ? params.get('location')! : '',
    status: oneOf(orderStatuses, params.get('status')),
    paymentStatus: oneOf(paymentStatuses, params.get('payment')),
    q: (params.get('q') ?? '').slice(0, 100),
    pickupSlot: /^(\d\d:\d\d|none)$/.test(params.get('slot') ?? '') ? params.get('slot')! : '',
    sort: params.get('sort') === 'slot' ? 'slot' : '',
  };
}

export function addressOf(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams({ pickup: filters.pickupDate || EVERY_PICKUP });
  if (filters.pickupLocation) params.set('location', filters.pickupLocation);
  if (filters.status) params.set('status', filters.status);
  if (filters.paymentStatus) params.set('payment', filters.paymentStatus);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.pickupSlot) params.set('slot', filters.pickupSlot);
  if (filters.sort) params.set('sort', filters.sort);
  return params;
}

/**
 * The pickup the orders page opens on: the next one that has orders (the soonest pickup day on
 * or after the next home or market pickup), else the latest that had orders, else the next.
 */
export function defaultPickupDate(pickups: readonly PickupSummary[], nextDates: readonly string[]): string {
  const next = [...nextDates].sort()[0] ?? '';
  const upcoming = pickups
    .map((pickup) => pickup.pickupDate)
    .filter((day) => day >= next)
    .sort();
  return upcoming[0] ?? pickups[0]?.pickupDate ?? next;
}

/** The pickup days to choose from, newest first, with the next ones even before any order. */
export function pickupDays(pickups: readonly PickupSummary[], nextDates: readonly string[]): string[] {
  return [...new Set([...nextDates, ...pickups.map((pickup) => pickup.pickupDate)])].filter(Boolean).sort().reverse();
}

/**
 * The figures of what the filters show: one pickup, a day's two, or every pickup, each summed by
 * the server with the shared rule (pickup-figures.ts) and added here field by field.
 */
export function pickupFigures(
  pickups: readonly PickupSummary[],
  pickupDate: string,
  location: PickupLocation | '',
): PickupCounts {
  return pickups
    .filter((p) => (!pickupDate || p.pickupDate === pickupDate) && (!location || p.pickupLocation === location))
    .reduce((sum, pickup) => addCounts(sum, countsOf(pickup)), noCounts);
}

/**
 * "Friday, November 27 · Home", "Every pickup": the pickup a list or a print-out is of. With
 * both locations filtered in, `orders` (what is printed) names the one they are all of, if so.
 */
export function pickupTitle(
  pickupDate: string,
  location: PickupLocation | '' | null,
  orders: readonly { pickupLocation: string }[] = [],
  places: PlaceHoursSettings = herPlaces(),
): string {
  const only = new Set(orders.map((order) => order.pickupLocation));
  const named = location || (only.size === 1 ? [...only][0]! : '');
  if (!pickupDate) return named ? `Every ${placeLabel(named, places)} pickup` : 'Every pickup';
  // Her first two alone read as they always did; with more, every place of the day.
  const open = placeRecordsOf(places).filter((place) => place.active);
  const every = open.length === 2 ? 'Home and market' : 'Every place';
  return [pickupDateText(pickupDate), named ? placeLabel(named, places) : every].join(' · ');
}

/** What an empty list of orders says: a search or a filter that found nothing is not an empty pickup. */
export function emptyListTitle(filters: OrderFilters): string {
  if (filters.q) return `No orders match "${filters.q}"`;
  if (filters.status || filters.paymentStatus || filters.pickupSlot) return 'No orders match these filters';
  return filters.pickupDate ? 'No orders for this pickup yet' : 'No orders yet';
}

export interface PickupChoice {
  pickupDate: string;
  pickupLocation: PickupLocation;
}

/**
 * Every pickup to choose from (day and location), newest first, the next ones even before any
 * order, and the one to open on: the soonest that is not past, else the latest.
 */
export function pickupChoices(
  pickups: readonly PickupSummary[],
  next: Partial<Record<PickupLocation, string>>,
  places?: PlaceHoursSettings,
): { choices: PickupChoice[]; opening: PickupChoice | null } {
  const all = new Map<string, PickupChoice>();
  const add = (pickupDate: string, pickupLocation: PickupLocation) =>
    all.set(`${pickupDate} ${pickupLocation}`, { pickupDate, pickupLocation });
  for (const [location, day] of Object.entries(next)) if (day) add(day, location);
  for (const pickup of pickups) add(pickup.pickupDate, pickup.pickupLocation);
  const order = (a: PickupChoice, b: PickupChoice) =>
    a.pickupDate.localeCompare(b.pickupDate) || comparePlaces(a.pickupLocation, b.pickupLocation, places);
  const choices = [...all.values()].sort(order);
  const soonest = Object.values(next).filter(Boolean).sort()[0] ?? '';
  const withOrders = new Set(
    pickups.filter((p) => p.orders + p.cancelled > 0).map((p) => `${p.pickupDate} ${p.pickupLocation}`),
  );
  const upcoming = soonest ? choices.filter((choice) => choice.pickupDate >= soonest) : [];
  const opening =
    upcoming.find((choice) => withOrders.has(`${choice.pickupDate} ${choice.pickupLocation}`)) ??
    upcoming[0] ??
    choices.at(-1) ??
    null;
  return { choices: choices.reverse(), opening };
}

/**
 * The locations whose slot board the orders page shows for a pickup day: those the filter lets
 * in that have a pickup that day, by the weekly schedule or by the orders it has. A market day
 * shows no board of her door, which has no pickup then (its empty slots said otherwise).
 */
export function slotBoardLocations(
  pickupDate: string,
  location: PickupLocation | '',
  schedule: PlaceHoursSettings | undefined,
  pickups: readonly Pick<PickupSummary, 'pickupDate' | 'pickupLocation'>[],
): PickupLocation[] {
  if (!pickupDate) return [];
  return placeRecordsOf(schedule ?? {})
    .filter(
      (place) =>
        (!location || location === place.id) &&
        ((place.active && schedule !== undefined && isPlaceDay(place, pickupDate)) ||
          pickups.some((pickup) => pickup.pickupDate === pickupDate && pickup.pickupLocation === place.id)),
    )
    .map((place) => place.id);
}
