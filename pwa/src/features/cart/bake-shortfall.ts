import { useQuery } from '@tanstack/react-query';
import { bakeDayOf } from '#shared/bake-days';
import type { PublicPickupSettings } from '#shared/pickup-settings';
import type { BakeAvailability } from '#shared/product';
import type { CartHold } from '../../db/web-storage/cart';
import { callApi } from '../../lib/calls';
import { bakeStockKeys } from '../../lib/query-keys';

/** A product of her cart that the bake of her chosen pickup has fewer of than she holds. */
export interface Shortfall {
  productId: string;
  name: string;
  held: number;
  /** What she can order of it for that pickup (0: none). */
  left: number;
}

/**
 * Her cart's lines the chosen pickup's bake cannot fill (docs/orders.md, "Stock of a bake day").
 * Her holds were granted from the shop's bake, and count against every bake, so a bake's `free`
 * (its stock less every hold and the line's claim) is below 0 by what she holds beyond it.
 */
export function shortfallsOf(holds: readonly CartHold[], free: BakeAvailability): Shortfall[] {
  const freeOf = new Map(free.map((item) => [item.id, item.free]));
  const held = new Map<string, { name: string; quantity: number }>();
  for (const hold of holds) {
    const line = held.get(hold.productId);
    held.set(hold.productId, { name: hold.name, quantity: (line?.quantity ?? 0) + hold.quantity });
  }
  return [...held].flatMap(([productId, { name, quantity }]) => {
    // A product the bake does not list (hidden since) is the server's to refuse at checkout.
    const short = freeOf.get(productId);
    return short !== undefined && short < 0
      ? [{ productId, name, held: quantity, left: Math.max(0, quantity + short) }]
      : [];
  });
}

/**
 * The bake of the pickup she chose, when it is not the one the shop's counts are of, and what of
 * her cart it cannot fill: read while her checkout is open, when she chooses the pickup or
 * changes her cart, and after the live counts (others' holds and orders move it too), at most
 * once every two seconds in a rush (sync/bake-counts-again.ts).
 */
export function useBakeShortfalls(
  settings: PublicPickupSettings | undefined,
  pickupLocation: string,
  holds: readonly CartHold[],
  /** The bake the shop's counts are of (the catalogue's `bakeDay`). */
  shopBake: string | null | undefined,
  /** Whether her checkout is on screen. */
  open: boolean,
): { bakeDay: string | null; shortfalls: Shortfall[] } {
  const pickupDate = settings?.nextPickupDates[pickupLocation];
  const bakeDay = settings && pickupDate ? bakeDayOf({ pickupDate, pickupLocation }, settings.bakeDaysBefore) : null;
  const other = bakeDay !== null && shopBake !== undefined && bakeDay !== shopBake ? bakeDay : null;
  const cart = holds.map((hold) => `${hold.reservationId}:${hold.quantity}`).join(' ');
  const free = useQuery({
    queryKey: bakeStockKeys.of(other ?? '', cart),
    queryFn: () => callApi('shop.bake-stock', { params: { bakeDay: other! } }),
    enabled: open && other !== null && holds.length > 0,
  });
  return { bakeDay: other, shortfalls: other && free.data ? shortfallsOf(holds, free.data) : [] };
}
