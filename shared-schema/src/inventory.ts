import { z } from 'zod';
import { moneySchema } from './common';
import { jsonText } from './json-text';
import { flavorKeySchema, inventoryItemSchema, productIdSchema } from './product';

export { flavorKeySchema, inventoryItemSchema, productIdSchema, type InventoryItem } from './product';

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

/** The owner's view adds what the storefront never needs. */
export const adminInventoryItemSchema = z.object({
  ...inventoryItemSchema.shape,
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
