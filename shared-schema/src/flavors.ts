/**
 * Reading a product's `flavors`, the JSON string the spec puts on the wire. The text comes from
 * the bakery's own database, so this checks its shape by hand instead of with zod: pricing and
 * the storefront's first page read flavors, and stay free of the schema library for it.
 */
export interface Flavor {
  name: string;
  /** Absent: the product's base price applies. */
  price?: string;
  /** Replaces the product's ingredient text for this flavor (focaccia, bagels). */
  ingredients?: string;
  /** Added to the product's allergens for this flavor (pesto-onion adds nuts). */
  allergens?: string[];
}

/** Flavor key to flavor. The first key is the default flavor (focaccia: regular, bagels: plain). */
export type FlavorMap = Record<string, Flavor>;

export function parseFlavors(flavors: string | null | undefined): FlavorMap | null {
  if (!flavors) return null;
  let value: unknown;
  try {
    value = JSON.parse(flavors);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, flavor]) => isFlavor(flavor));
  return entries.length > 0 ? (Object.fromEntries(entries) as FlavorMap) : null;
}

function isFlavor(value: unknown): value is Flavor {
  if (typeof value !== 'object' || value === null) return false;
  const flavor = value as Record<string, unknown>;
  return (
    typeof flavor.name === 'string' &&
    (flavor.price === undefined || typeof flavor.price === 'string') &&
    (flavor.ingredients === undefined || typeof flavor.ingredients === 'string') &&
    (flavor.allergens === undefined || Array.isArray(flavor.allergens))
  );
}

export function defaultFlavorKey(flavors: FlavorMap | null): string | null {
  return flavors ? (Object.keys(flavors)[0] ?? null) : null;
}
