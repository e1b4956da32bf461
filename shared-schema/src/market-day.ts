import * as z from 'zod/mini';
import { paymentMethods } from './bakery';
import { MAX_LINE_QUANTITY, quantitySchema } from './cart';
import { moneySchema, uuidSchema } from './common';
import { flavorKeySchema, productIdSchema } from './inventory';
import { storedOrderSchema } from './order';
import { pickupDateSchema } from './pickup-date';
import { clockTimeSchema } from './pickup-places';

/**
 * A market day (docs/market-day.md): the owner's stall at the farmers market, run from one or
 * two phones with no signal. The day is named by its date (the market's pickup day), so two
 * phones that start it offline start the same day. Every change is one of her edits by name
 * (owner-edits.ts), queued in her outbox and applied once; the rule between the table, the
 * preorders and the shop's stock is market-table.ts.
 */

/** The most products and flavors one day or one sale lists. */
export const MAX_MARKET_LINES = 60;

const lineOf = <Q extends z.ZodMiniType<number>>(quantity: Q) =>
  z.object({
    product: productIdSchema,
    flavor: z.pipe(
      z.nullish(flavorKeySchema),
      z.transform((flavor) => flavor ?? null),
    ),
    quantity,
  });

/** What she brought of a product and flavor (0: none, which takes it off the table). */
export const broughtLineSchema = lineOf(
  z
    .number({ error: 'How many you brought is a whole number' })
    .check(
      z.int('How many you brought is a whole number'),
      z.minimum(0, 'How many you brought cannot be negative'),
      z.maximum(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY} of one thing`),
    ),
);
export type BroughtLine = z.output<typeof broughtLineSchema>;

const broughtSchema = z
  .array(broughtLineSchema)
  .check(z.maxLength(MAX_MARKET_LINES, `At most ${MAX_MARKET_LINES} products a day`));

export const marketDateParamsSchema = z.object({ date: pickupDateSchema });

/** POST /api/admin/market-days: the day starts (a day already started is answered as it stands). */
export const marketDayStartSchema = z.object({
  date: pickupDateSchema,
  brought: broughtSchema,
  /** The change in the cash box when the day starts. */
  openingCash: moneySchema,
  /** From this time on, a preorder not yet picked up may be released to the table; null: never offered. */
  releaseAfter: z.nullable(clockTimeSchema),
  /**
   * No longer read: the table is the day's own stock from its start (docs/market-day.md). Kept
   * so a start queued on a phone before that change still parses.
   */
  stockFromTable: z.optional(z.boolean({ error: 'stockFromTable must be true or false' })),
});

/** PATCH /api/admin/market-days/{date}: brought lines set one by one (others kept), the cash box, the release time. */
export const marketDayUpdateSchema = z.object({
  brought: z.optional(broughtSchema),
  openingCash: z.optional(moneySchema),
  releaseAfter: z.optional(z.nullable(clockTimeSchema)),
  /** No longer read (see the start's); kept so an update queued on a phone still parses. */
  stockFromTable: z.optional(z.boolean({ error: 'stockFromTable must be true or false' })),
});

/** POST /api/admin/market-days/{date}/close: the cash she counted. Counted again, the last count stands. */
export const marketDayCloseSchema = z.object({ cashCounted: moneySchema });

/** POST /api/admin/market-days/{date}/sales: a sale over the table. */
export const stallSaleInputSchema = z.object({
  /** Made on her phone, so a sale replayed from either phone's outbox lands once. */
  id: uuidSchema,
  lines: z
    .array(lineOf(quantitySchema))
    .check(
      z.minLength(1, 'A sale has at least one item'),
      z.maxLength(MAX_MARKET_LINES, `A sale has at most ${MAX_MARKET_LINES} lines`),
    ),
  paymentMethod: z.enum(paymentMethods, { error: 'Choose cash or Venmo' }),
  /** What her phone charged (the shared pricing on the prices it had): the money in the box. */
  total: moneySchema,
  /** Cash handed over, for the change; absent for Venmo. */
  cashGiven: z.nullish(moneySchema),
  /** When she made it, by her phone's clock. */
  soldAt: z.iso.datetime({ offset: true, error: 'soldAt is a date and time' }),
});
export type StallSaleInput = z.output<typeof stallSaleInputSchema>;

/** POST /api/admin/market-days/{date}/handovers/{id}: a preorder handed over at the stall. */
export const handOverSchema = z.object({
  /** Taken at the stall now, for an unpaid order: cash or Venmo; null: not paid here. */
  paidHere: z.nullable(z.enum(paymentMethods, { error: 'Choose cash or Venmo' })),
});

/**
 * PATCH /api/admin/market-days/{date}/preorders/{id}/lines: a preorder cut to fewer, when the
 * table was oversold (docs/market-day.md): each line named gets its new quantity (0 takes it
 * out), the others are kept.
 */
export const cutPreorderSchema = z.object({
  lines: z
    .array(
      lineOf(
        z
          .number({ error: 'How many she keeps is a whole number' })
          .check(
            z.int('How many she keeps is a whole number'),
            z.minimum(0, 'How many she keeps cannot be negative'),
            z.maximum(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY} of one thing`),
          ),
      ),
    )
    .check(
      z.minLength(1, 'Name at least one line to cut'),
      z.maxLength(MAX_MARKET_LINES, `At most ${MAX_MARKET_LINES} lines`),
    ),
});
export type PreorderCut = z.output<typeof cutPreorderSchema>;

/**
 * PUT /api/admin/market-days/{date}/preorders/{id}/another-bake: she hands the preorder over
 * from another bake (the table was oversold), or takes that back.
 */
export const anotherBakeSchema = z.object({
  anotherBake: z.boolean({ error: 'anotherBake must be true or false' }),
});

/** The lines of a sale as stored: priced by the shared pricing, named as she reads them. */
const soldLineSchema = z.object({
  product: z.string(),
  name: z.string(),
  flavor: z.nullable(z.string()),
  quantity: z.number().check(z.int()),
  unitPrice: z.string(),
  totalPrice: z.string(),
});

export const marketDaySchema = z.object({
  date: z.string(),
  brought: z.array(
    z.object({ product: z.string(), flavor: z.nullable(z.string()), quantity: z.number().check(z.int()) }),
  ),
  openingCash: z.string(),
  releaseAfter: z.nullable(z.string()),
  startedAt: z.string(),
  /** When she last counted the cash; null before. */
  closedAt: z.nullable(z.string()),
  cashCounted: z.nullable(z.string()),
  updatedAt: z.string(),
  /**
   * When a sale, undo or handover reached the server after her close: the count is open again
   * until she closes once more. (Absent from days saved on a phone before it existed.)
   */
  reopenedAt: z.optional(z.nullable(z.string())),
});
export type MarketDay = z.infer<typeof marketDaySchema>;

export const stallSaleSchema = z.object({
  id: z.string(),
  date: z.string(),
  lines: z.array(soldLineSchema),
  paymentMethod: z.enum(paymentMethods),
  total: z.string(),
  /** What the server's pricing gives for the lines at the moment it arrived. */
  listTotal: z.string(),
  cashGiven: z.nullable(z.string()),
  soldAt: z.string(),
  recordedAt: z.string(),
  undoneAt: z.nullable(z.string()),
});
export type StallSale = z.infer<typeof stallSaleSchema>;

export const handoverSchema = z.object({
  orderId: z.string(),
  date: z.string(),
  paidHere: z.nullable(z.enum(paymentMethods)),
  /** What was taken at the stall ("0.00" when nothing was). */
  amount: z.string(),
  handedAt: z.string(),
});
export type Handover = z.infer<typeof handoverSchema>;

export const releaseSchema = z.object({ orderId: z.string(), date: z.string(), releasedAt: z.string() });
export type Release = z.infer<typeof releaseSchema>;

/**
 * GET /api/admin/market-days/{date}: the day (null before it starts), its preorders (each with
 * its release or other bake, if any), sales and handovers.
 */
export const marketDayViewSchema = z.object({
  date: z.string(),
  day: z.nullable(marketDaySchema),
  /** The market's orders of that day, cancelled ones too (they drop off the table). */
  preorders: z.array(storedOrderSchema),
  sales: z.array(stallSaleSchema),
  handovers: z.array(handoverSchema),
});
export type MarketDayView = z.infer<typeof marketDayViewSchema>;

/** The answers of her market edits. */
export const marketDayAnswerSchema = z.object({ day: marketDaySchema });
export const stallSaleAnswerSchema = z.object({ sale: stallSaleSchema });
export const handoverAnswerSchema = z.object({ order: storedOrderSchema, handover: z.nullable(handoverSchema) });
export const releaseAnswerSchema = z.object({ order: storedOrderSchema, release: z.nullable(releaseSchema) });
