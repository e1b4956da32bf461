import * as z from 'zod/mini';
import { moneySchema } from './common';
import { pickupDateSchema } from './pickup-date';
import { inventoryItemSchema, productIdSchema } from './product';

export { flavorKeySchema, inventoryItemSchema, productIdSchema, type InventoryItem } from './product';

/** The owner's view adds what the storefront never needs. */
export const adminInventoryItemSchema = z.object({
  ...inventoryItemSchema.shape,
  sortOrder: z.number().check(z.int()),
  updatedAt: z.string(),
  /** The shop's bake, as on every item; always sent on hers (null while no place takes orders: `stock` is the usual). */
  bakeDay: z.nullable(z.string()),
  /** What she usually bakes of it: a bake she has not set starts from this. */
  usualStock: z.number().check(z.int()),
});
export type AdminInventoryItem = z.infer<typeof adminInventoryItemSchema>;

export const productParamsSchema = z.object({ id: productIdSchema });

const stockCountSchema = z
  .number({ error: 'Stock must be a whole number' })
  .check(
    z.int('Stock must be a whole number'),
    z.minimum(0, 'Stock cannot be negative'),
    z.maximum(100_000, 'Stock above 100000 is surely a typo'),
  );

/**
 * PATCH /api/inventory/{id}/stock: one bake's stock, `bakeDay` (the shop's bake, the one her list
 * shows, when it is left out, as older phones send it; docs/orders.md, "Stock of a bake day").
 * `baseStock` is the stock the owner saw when editing offline; with it the server merges instead
 * of overwriting (docs/client.md, "Offline", stock-merge.ts).
 */
export const stockUpdateSchema = z.object({
  stock: stockCountSchema,
  baseStock: z.optional(stockCountSchema),
  bakeDay: z.optional(pickupDateSchema),
});
export type StockUpdate = z.infer<typeof stockUpdateSchema>;

export const stockUpdateResultSchema = z.object({
  item: adminInventoryItemSchema,
  merged: z.boolean(),
  from: z.number().check(z.int()),
  to: z.number().check(z.int()),
});
export type StockUpdateResult = z.infer<typeof stockUpdateResultSchema>;

/** GET /api/admin/inventory: her list, its stock of the bake she names (the shop's bake when none). */
export const adminInventoryQuerySchema = z.object({ bake: z.optional(pickupDateSchema) });

/** PATCH /api/inventory/{id}/usual-stock: what she usually bakes, where each new bake starts. */
export const usualStockUpdateSchema = z.object({ usualStock: stockCountSchema });

export const priceUpdateSchema = z.object({ price: moneySchema });
/** PATCH /api/inventory/{id}/max-per-order: null lifts the limit. */
export const maxPerOrderUpdateSchema = z.object({
  maxPerOrder: z.nullable(
    z
      .number({ error: 'The limit is a whole number, or empty for none' })
      .check(
        z.int('The limit is a whole number, or empty for none'),
        z.minimum(1, 'The limit is at least 1'),
        z.maximum(999, 'The limit is at most 999'),
      ),
  ),
});
export const visibilityUpdateSchema = z.object({
  visible: z.boolean({ error: 'visible must be true or false' }),
});
