import { useEffect, useMemo } from 'react';
import { create } from 'zustand';
import type { InventoryItem } from '#shared/inventory';
import type { PublicPickupSettings } from '#shared/pickup-settings';
import { keptOnPhone } from '../../db/web-storage/kept-store';
import { keptShoppingFor, type KeptShoppingFor } from '../../db/web-storage/shopping-for';

/**
 * The pickup she shops for (docs/orders.md, "Shopping for a pickup"). The shop's counts are its
 * bake's, the soonest; where her places' next pickups are baked on more than one day, she may
 * shop for another of them instead: the grid then shows that bake's counts and her holds are
 * decided on it. The counts are read by the chooser (components/shopping-for-choice.tsx, not in
 * the first download) and kept here, so the page that shows them carries no more code.
 */
interface ShoppingForState extends KeptShoppingFor {
  /** What each product has free in the chosen bake, by id, once read; null until then. */
  free: Readonly<Record<string, number>> | null;
  choose(bake: string | null): void;
  /** The chosen bake's counts as read (ignored if she has chosen another since). */
  counted(bake: string, free: Readonly<Record<string, number>>): void;
}

export const useShoppingFor = create<ShoppingForState>()(
  keptOnPhone(
    keptShoppingFor,
    (set) => ({
      bake: null,
      free: null,
      choose: (bake) => set({ bake, free: null }),
      counted: (bake, free) => set((state) => (state.bake === bake ? { free } : {})),
    }),
    // Read after the first render (app/providers.tsx): the server's HTML shows the shop's bake.
    { skipHydration: true },
  ),
);

type NextPickups = Pick<PublicPickupSettings, 'nextPickups'>;

/** The bakes serving her places' next pickups, soonest first, each once (the server names each pickup's). */
export const nextBakesOf = (settings: NextPickups): string[] =>
  [...new Set(settings.nextPickups.flatMap((pickup) => (pickup.bakeDay ? [pickup.bakeDay] : [])))].sort();

/** Whether her places' next pickups are baked on more than one day: only then is there a choice. */
export const hasBakesToChoose = (settings: NextPickups) => nextBakesOf(settings).length > 1;

/**
 * The bake she shops for, if it is another than the shop's and still serves a next pickup (one
 * that passed, or that her places no longer bake for, is the shop's again).
 */
export function otherBakeOf(
  chosen: string | null,
  settings: NextPickups | undefined,
  shopBake: string | null | undefined,
): string | null {
  if (!chosen || !settings || chosen === shopBake) return null;
  return nextBakesOf(settings).includes(chosen) ? chosen : null;
}

/** The catalogue as the chosen bake has it: each product's count is what that bake has free. */
export function itemsOfBake(items: readonly InventoryItem[], free: Readonly<Record<string, number>>): InventoryItem[] {
  return items.map((item) => ({ ...item, availableStock: Math.max(0, free[item.id] ?? 0) }));
}

/**
 * The shop's cards as the bake she shops for has them: the catalogue itself while she shops for
 * the shop's bake (or its counts are not read yet). A bake she chose that no longer serves a next
 * pickup (it passed) is forgotten: she shops for the shop's again.
 */
export function useItemsShoppedFor(
  items: InventoryItem[] | undefined,
  settings: NextPickups | undefined,
): { shown: InventoryItem[] | undefined; shopBake: string | null; otherBake: string | null } {
  const chosen = useShoppingFor((state) => state.bake);
  const free = useShoppingFor((state) => state.free);
  const shopBake = items?.[0]?.bakeDay ?? null;
  const otherBake = otherBakeOf(chosen, settings, shopBake);
  const known = items !== undefined && settings !== undefined;
  useEffect(() => {
    if (known && chosen !== null && otherBake === null) useShoppingFor.getState().choose(null);
  }, [known, chosen, otherBake]);
  const shown = useMemo(
    () => (items && otherBake && free ? itemsOfBake(items, free) : items),
    [items, otherBake, free],
  );
  return { shown, shopBake, otherBake };
}
