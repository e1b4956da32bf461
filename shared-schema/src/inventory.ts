import { z } from 'zod';
import { moneySchema } from './common';
import { jsonText } from './json-text';

export const productIdSchema = z
  .string({ error: 'A product id is required' })
  .trim()
  .min(1, 'A product id is required')
  .max(64, 'That product id is too long')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'A product id is lower-case words joined by dashes');

export const flavorKeySchema = z
  .string({ error: 'A flavor is lower-case words joined by dashes' })
  .trim()
  .min(1, 'A flavor is lower-case words joined by dashes')
  .max(64, 'That flavor name is too long')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'A flavor is lower-case words joined by dashes');

export const flavorSchema = z.object({
  name: z.string().min(1).max(80),
  /** Absent: the product's base price applies. */
  price: moneySchema.optional(),
  /** Replaces the product's ingredient text for this flavor (focaccia, bagels). */
  ingredients: z.string().max(2000).optional(),
  /** Added to the product's allergens for this flavor (pesto-onion adds nuts). */
  allergens: z.array(z.string().max(80)).optional(),
});

/** Flavor key to flavor (types and the reading side are in flavors.ts). */
export const flavorMapSchema = z.record(flavorKeySchema, flavorSchema);

/** `flavors` is a JSON string on the wire (customer spec section 3); null when a product has none. */
export const flavorsTextSchema = jsonText(flavorMapSchema, 'flavors', 20_000);

/** A product as the public storefront sees it (GET /api/inventory, WebSocket messages). */
export const inventoryItemSchema = z.object({
  id: productIdSchema,
  name: z.string(),
  /** Decimal string with two places, "12.00"; null for a product with no price set. */
  price: z.string().nullable(),
  stock: z.number().int().min(0),
  /** stock minus unexpired holds, never below 0 (see availability.ts). */
  availableStock: z.number().int().min(0).optional(),
  minimumOrder: z.number().int().min(1).default(1),
  /** The owner's limit per order on a scarce product; null or absent: only the stock limits. */
  maxPerOrder: z.number().int().min(1).nullable().optional(),
  flavors: z.string().nullable(),
  visible: z.boolean().default(true),
  ingredients: z.string().nullable(),
  allergens: z.array(z.string()),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

/** The owner's view adds what the storefront never needs. */
export const adminInventoryItemSchema = inventoryItemSchema.extend({
  sortOrder: z.number().int(),
  updatedAt: z.string(),
});
export type AdminInventoryItem = z.infer<typeof adminInventoryItemSchema>;

export const productParamsSchema = z.object({ id: productIdSchema });

const stockCountSchema = z
  .number({ error: 'Stock must be a whole number' })
  .int('Stock must be a whole number')
  .min(0, 'Stock cannot be negative')
  .max(100_000, 'Stock above 100000 is surely a typo');

/**
 * PATCH /api/inventory/{id}/stock. `baseStock` is the stock the owner saw when editing offline;
 * with it the server merges instead of overwriting (CONTRACT.md section 6, stock-merge.ts).
 */
export const stockUpdateSchema = z.object({
  stock: stockCountSchema,
  baseStock: stockCountSchema.optional(),
});
export type StockUpdate = z.infer<typeof stockUpdateSchema>;

export const stockUpdateResultSchema = z.object({
  item: adminInventoryItemSchema,
  merged: z.boolean(),
  from: z.number().int(),
  to: z.number().int(),
});
export type StockUpdateResult = z.infer<typeof stockUpdateResultSchema>;

export const priceUpdateSchema = z.object({ price: moneySchema });
/** PATCH /api/inventory/{id}/max-per-order: null lifts the limit. */
export const maxPerOrderUpdateSchema = z.object({
  maxPerOrder: z
    .number({ error: 'The limit is a whole number, or empty for none' })
    .int('The limit is a whole number, or empty for none')
    .min(1, 'The limit is at least 1')
    .max(999, 'The limit is at most 999')
    .nullable(),
});
export const visibilityUpdateSchema = z.object({
  visible: z.boolean({ error: 'visible must be true or false' }),
});
