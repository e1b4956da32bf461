import * as z from 'zod/mini';
import { pickupDateSchema } from './pickup-date';

/** A product as the shop reads it. */
export const productIdSchema = z
  .string({ error: 'A product id is required' })
  .check(
    z.trim(),
    z.minLength(1, 'A product id is required'),
    z.maxLength(64, 'That product id is too long'),
    z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'A product id is lower-case words joined by dashes'),
  );

export const flavorKeySchema = z
  .string({ error: 'A flavor is lower-case words joined by dashes' })
  .check(
    z.trim(),
    z.minLength(1, 'A flavor is lower-case words joined by dashes'),
    z.maxLength(64, 'That flavor name is too long'),
    z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'A flavor is lower-case words joined by dashes'),
  );

const count = (minimum: number) => z.number().check(z.int(), z.minimum(minimum));

/** A product as the public storefront sees it (GET /api/inventory, WebSocket messages). */
export const inventoryItemSchema = z.object({
  id: productIdSchema,
  name: z.string(),
  /** Decimal string with two places, "12.00"; null for a product with no price set. */
  price: z.nullable(z.string()),
  /** The stock of the shop's bake (`bakeDay`: docs/orders.md, "Stock of a bake day"). */
  stock: count(0),
  /** The bake `stock` is for: the soonest of the next pickups' not yet past; null while no place takes orders. */
  bakeDay: z.optional(z.nullable(z.string())),
  /** stock minus unexpired holds, never below 0 (see availability.ts). */
  availableStock: z.optional(count(0)),
  minimumOrder: z._default(count(1), 1),
  /** The owner's limit per order on a scarce product; null or absent: only the stock limits. */
  maxPerOrder: z.optional(z.nullable(count(1))),
  flavors: z.nullable(z.string()),
  visible: z._default(z.boolean(), true),
  ingredients: z.nullable(z.string()),
  allergens: z.array(z.string()),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

/** GET /api/inventory: the visible products. */
export const inventoryListSchema = z.array(inventoryItemSchema);

/**
 * GET /api/inventory/bakes/{bakeDay}: what is free of each visible product in a bake that serves
 * a place's next pickup (docs/orders.md, "Stock of a bake day"): the checkout's word on a pickup
 * whose bake has fewer than the shop shows. `free` is the bake's stock less every live hold and
 * the waitlist's claim, as an order decides, and is below 0 where they take more than the bake
 * has: a cart can then order its holds less that many.
 */
export const bakeStockParamsSchema = z.object({ bakeDay: pickupDateSchema });
export const bakeAvailabilitySchema = z.array(z.object({ id: productIdSchema, free: z.number().check(z.int()) }));
export type BakeAvailability = z.infer<typeof bakeAvailabilitySchema>;
