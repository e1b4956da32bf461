import * as z from 'zod/mini';
import { pathParameters } from './calls/define';
import { commentSchema, replySchema } from './comment';
import { recordIdParamsSchema } from './common';
import {
  adminInventoryItemSchema,
  maxPerOrderUpdateSchema,
  priceUpdateSchema,
  productParamsSchema,
  stockUpdateResultSchema,
  stockUpdateSchema,
  usualStockUpdateSchema,
  visibilityUpdateSchema,
} from './inventory';
import {
  flavorPriceParamsSchema,
  flavorPriceUpdateSchema,
  manualOrderSchema,
  orderAnswerSchema,
  orderPaymentUpdateSchema,
  orderRefundUpdateSchema,
  orderStatusUpdateSchema,
} from './owner-orders';
import {
  anotherBakeSchema,
  cutPreorderSchema,
  handoverAnswerSchema,
  handOverSchema,
  marketDateParamsSchema,
  marketDayAnswerSchema,
  marketDayCloseSchema,
  marketDayStartSchema,
  marketDayUpdateSchema,
  releaseAnswerSchema,
  stallSaleAnswerSchema,
  stallSaleInputSchema,
} from './market-day';
import { pickupSettingsSchema, pickupSettingsUpdateSchema } from './pickup-settings';
import { placeIdSchema } from './place-id';
import { placeChecks, placeUpdateSchema } from './place-update';
import {
  ownerStandingAnswerSchema,
  standingDecisionSchema,
  standingPauseSchema,
  standingSettingsSchema,
  standingSkipSchema,
} from './standing-orders';
import { waitlistRemovalSchema, waitlistSettingsSchema } from './waitlist';
import { publishSchema, recipeInputSchema, recipeSchema } from './recipe';
import { reviewSchema } from './review';

/**
 * Every edit the owner makes, by name (docs/architecture.md, "The owner's edits, by name"). An edit is its kind and the
 * fields of its own call (docs/api.md): the path's parameters (`id`, `flavor`) and the
 * body's fields, so the single route and the outbox's batch carry the same thing. Her outbox
 * keeps edits in this shape (pwa/src/sync/admin-outbox.ts); the server looks each kind's
 * handler up by name (sync-server/src/owner-edits/handlers.ts).
 *
 * To add an edit: its member here (with its route and its answer below), its handler on the
 * server, its client kind in the feature that makes it.
 */
const edit = <K extends string, S extends z.core.$ZodShape>(kind: K, shape: S) =>
  z.object({ kind: z.literal(kind), ...shape });

const id = recordIdParamsSchema.shape;
const product = productParamsSchema.shape;
const marketDate = marketDateParamsSchema.shape;

export const ownerEditSchemas = {
  'set-stock': edit('set-stock', { ...product, ...stockUpdateSchema.shape }),
  'set-usual-stock': edit('set-usual-stock', { ...product, ...usualStockUpdateSchema.shape }),
  'set-price': edit('set-price', { ...product, ...priceUpdateSchema.shape }),
  'set-visibility': edit('set-visibility', { ...product, ...visibilityUpdateSchema.shape }),
  'set-flavor-price': edit('set-flavor-price', { ...flavorPriceParamsSchema.shape, ...flavorPriceUpdateSchema.shape }),
  'set-max-per-order': edit('set-max-per-order', { ...product, ...maxPerOrderUpdateSchema.shape }),
  'save-settings': edit('save-settings', { ...pickupSettingsUpdateSchema.shape }),
  'apply-schedule': edit('apply-schedule', {}),
  'save-place': edit('save-place', { id: placeIdSchema, ...placeUpdateSchema.shape }).check(...placeChecks),
  'set-order-status': edit('set-order-status', { ...id, ...orderStatusUpdateSchema.shape }),
  'set-order-payment': edit('set-order-payment', { ...id, ...orderPaymentUpdateSchema.shape }),
  'set-order-refund': edit('set-order-refund', { ...id, ...orderRefundUpdateSchema.shape }),
  'create-manual-order': edit('create-manual-order', { ...manualOrderSchema.shape }),
  'approve-review': edit('approve-review', { ...id }),
  'delete-review': edit('delete-review', { ...id }),
  'create-recipe': edit('create-recipe', { ...recipeInputSchema.shape }),
  'update-recipe': edit('update-recipe', { ...z.omit(recipeInputSchema, { id: true }).shape, ...id }),
  'publish-recipe': edit('publish-recipe', { ...id, ...publishSchema.shape }),
  'delete-recipe': edit('delete-recipe', { ...id }),
  'approve-comment': edit('approve-comment', { ...id }),
  'delete-comment': edit('delete-comment', { ...id }),
  'reply-to-comment': edit('reply-to-comment', { ...id, ...replySchema.shape }),
  'delete-reply': edit('delete-reply', { ...id }),
  // Market day (market-day.ts): the day, its sales over the table, its preorders at the stall.
  'start-market-day': edit('start-market-day', { ...marketDayStartSchema.shape }),
  'update-market-day': edit('update-market-day', { ...marketDate, ...marketDayUpdateSchema.shape }),
  'close-market-day': edit('close-market-day', { ...marketDate, ...marketDayCloseSchema.shape }),
  'record-stall-sale': edit('record-stall-sale', { ...marketDate, ...stallSaleInputSchema.shape }),
  'undo-stall-sale': edit('undo-stall-sale', { ...marketDate, ...id }),
  'hand-over-preorder': edit('hand-over-preorder', { ...marketDate, ...id, ...handOverSchema.shape }),
  'take-back-handover': edit('take-back-handover', { ...marketDate, ...id }),
  'release-preorder': edit('release-preorder', { ...marketDate, ...id }),
  'cut-preorder': edit('cut-preorder', { ...marketDate, ...id, ...cutPreorderSchema.shape }),
  'set-preorder-another-bake': edit('set-preorder-another-bake', { ...marketDate, ...id, ...anotherBakeSchema.shape }),
  // Standing orders (standing-orders.ts): her yes or no to what a regular asks (a standing order,
  // or more of one), a week not placed placed now, a regular paused or stopped by her, her rules.
  'approve-standing-order': edit('approve-standing-order', { ...id }),
  'decline-standing-order': edit('decline-standing-order', { ...id, ...standingDecisionSchema.shape }),
  'place-standing-week': edit('place-standing-week', { ...id, ...standingSkipSchema.shape }),
  'pause-standing-order': edit('pause-standing-order', { ...id, ...standingPauseSchema.shape }),
  'stop-standing-order': edit('stop-standing-order', { ...id, ...standingDecisionSchema.shape }),
  'save-standing-settings': edit('save-standing-settings', { ...standingSettingsSchema.shape }),
  'save-waitlist-settings': edit('save-waitlist-settings', { ...waitlistSettingsSchema.shape }),
  // A place in a waitlist (a product's or a pickup's) taken out of its line by the owner.
  'remove-waitlist-entry': edit('remove-waitlist-entry', { ...id }),
};

/** A list as a union of schemas asks for it: a first member, then the rest (the edits are many). */
function firstAndRest<T>(list: readonly T[]): [T, ...T[]] {
  const [first, ...rest] = list;
  if (first === undefined) throw new Error('A union needs one member at least');
  return [first, ...rest];
}

export type OwnerEditKind = keyof typeof ownerEditSchemas;
export const ownerEditKinds = Object.keys(ownerEditSchemas) as OwnerEditKind[];

/** Any one of them, told apart by `kind`. */
export const ownerEditSchema = z.discriminatedUnion('kind', firstAndRest(Object.values(ownerEditSchemas)));
export type OwnerEdit = { [K in OwnerEditKind]: z.output<(typeof ownerEditSchemas)[K]> }[OwnerEditKind];
/** As it is written before parsing (a form's values, an entry read back from a phone). */
export type OwnerEditInput = { [K in OwnerEditKind]: z.input<(typeof ownerEditSchemas)[K]> }[OwnerEditKind];
export type EditOf<K extends OwnerEditKind> = Extract<OwnerEdit, { kind: K }>;

/**
 * Each edit's own route (its path's `:parameters` are the edit's fields of
 * that name, the rest of its fields the body), and the status a first answer has.
 */
export const ownerEditRoutes: {
  [K in OwnerEditKind]: { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string; status?: number };
} = {
  'set-stock': { method: 'PATCH', path: '/api/inventory/:id/stock' },
  'set-usual-stock': { method: 'PATCH', path: '/api/inventory/:id/usual-stock' },
  'set-price': { method: 'PATCH', path: '/api/inventory/:id/price' },
  'set-visibility': { method: 'PATCH', path: '/api/inventory/:id/visibility' },
  'set-flavor-price': { method: 'PATCH', path: '/api/inventory/:id/flavors/:flavor/price' },
  'set-max-per-order': { method: 'PATCH', path: '/api/inventory/:id/max-per-order' },
  'save-settings': { method: 'PUT', path: '/api/pickup-settings' },
  'apply-schedule': { method: 'POST', path: '/api/pickup-settings/auto-update' },
  'save-place': { method: 'PUT', path: '/api/admin/places/:id' },
  'set-order-status': { method: 'PATCH', path: '/api/admin/orders/:id/status' },
  'set-order-payment': { method: 'PATCH', path: '/api/admin/orders/:id/payment' },
  'set-order-refund': { method: 'PATCH', path: '/api/admin/orders/:id/refund' },
  'create-manual-order': { method: 'POST', path: '/api/admin/orders', status: 201 },
  'approve-review': { method: 'PATCH', path: '/api/admin/reviews/:id/approve' },
  'delete-review': { method: 'DELETE', path: '/api/admin/reviews/:id' },
  'create-recipe': { method: 'POST', path: '/api/admin/recipes', status: 201 },
  'update-recipe': { method: 'PUT', path: '/api/admin/recipes/:id' },
  'publish-recipe': { method: 'PATCH', path: '/api/admin/recipes/:id/publish' },
  'delete-recipe': { method: 'DELETE', path: '/api/admin/recipes/:id' },
  'approve-comment': { method: 'PATCH', path: '/api/admin/comments/:id/approve' },
  'delete-comment': { method: 'DELETE', path: '/api/admin/comments/:id' },
  'reply-to-comment': { method: 'POST', path: '/api/admin/comments/:id/reply' },
  'delete-reply': { method: 'DELETE', path: '/api/admin/comments/:id/reply' },
  'start-market-day': { method: 'POST', path: '/api/admin/market-days' },
  'update-market-day': { method: 'PATCH', path: '/api/admin/market-days/:date' },
  'close-market-day': { method: 'POST', path: '/api/admin/market-days/:date/close' },
  'record-stall-sale': { method: 'POST', path: '/api/admin/market-days/:date/sales', status: 201 },
  'undo-stall-sale': { method: 'POST', path: '/api/admin/market-days/:date/sales/:id/undo' },
  'hand-over-preorder': { method: 'POST', path: '/api/admin/market-days/:date/handovers/:id' },
  'take-back-handover': { method: 'DELETE', path: '/api/admin/market-days/:date/handovers/:id' },
  'release-preorder': { method: 'POST', path: '/api/admin/market-days/:date/releases/:id' },
  'cut-preorder': { method: 'PATCH', path: '/api/admin/market-days/:date/preorders/:id/lines' },
  'set-preorder-another-bake': { method: 'PUT', path: '/api/admin/market-days/:date/preorders/:id/another-bake' },
  'approve-standing-order': { method: 'PATCH', path: '/api/admin/standing-orders/:id/approve' },
  'decline-standing-order': { method: 'PATCH', path: '/api/admin/standing-orders/:id/decline' },
  'place-standing-week': { method: 'POST', path: '/api/admin/standing-orders/:id/weeks/:pickupDate/place' },
  'pause-standing-order': { method: 'PATCH', path: '/api/admin/standing-orders/:id/pause' },
  'stop-standing-order': { method: 'PATCH', path: '/api/admin/standing-orders/:id/stop' },
  'save-standing-settings': { method: 'PUT', path: '/api/admin/standing-settings' },
  'save-waitlist-settings': { method: 'PUT', path: '/api/admin/waitlist-settings' },
  'remove-waitlist-entry': { method: 'POST', path: '/api/admin/waitlist/:id/remove' },
};

/** The body of an edit's own route: its fields but its kind and its path's parameters. */
export function bodyOf(edit: { kind: OwnerEditKind } & Record<string, unknown>): Record<string, unknown> {
  const skip = new Set(['kind', ...pathParameters(ownerEditRoutes[edit.kind].path)]);
  return Object.fromEntries(Object.entries(edit).filter(([field]) => !skip.has(field)));
}

const deleted = z.object({ deleted: z.string() });

/** What the server answers each edit with, on its own route and in a batch alike. */
export const ownerEditAnswerSchemas = {
  'set-stock': stockUpdateResultSchema,
  'set-usual-stock': adminInventoryItemSchema,
  'set-price': adminInventoryItemSchema,
  'set-visibility': adminInventoryItemSchema,
  'set-flavor-price': adminInventoryItemSchema,
  'set-max-per-order': adminInventoryItemSchema,
  'save-settings': pickupSettingsSchema,
  'save-place': pickupSettingsSchema,
  'apply-schedule': pickupSettingsSchema,
  'set-order-status': orderAnswerSchema,
  'set-order-payment': orderAnswerSchema,
  'set-order-refund': orderAnswerSchema,
  'create-manual-order': orderAnswerSchema,
  'approve-review': reviewSchema,
  'delete-review': deleted,
  'create-recipe': recipeSchema,
  'update-recipe': recipeSchema,
  'publish-recipe': recipeSchema,
  'delete-recipe': deleted,
  'approve-comment': commentSchema,
  'delete-comment': deleted,
  'reply-to-comment': commentSchema,
  'delete-reply': commentSchema,
  'start-market-day': marketDayAnswerSchema,
  'update-market-day': marketDayAnswerSchema,
  'close-market-day': marketDayAnswerSchema,
  'record-stall-sale': stallSaleAnswerSchema,
  'undo-stall-sale': stallSaleAnswerSchema,
  'hand-over-preorder': handoverAnswerSchema,
  'take-back-handover': handoverAnswerSchema,
  'release-preorder': releaseAnswerSchema,
  'cut-preorder': orderAnswerSchema,
  'set-preorder-another-bake': orderAnswerSchema,
  'approve-standing-order': ownerStandingAnswerSchema,
  'decline-standing-order': ownerStandingAnswerSchema,
  'place-standing-week': ownerStandingAnswerSchema,
  'pause-standing-order': ownerStandingAnswerSchema,
  'stop-standing-order': ownerStandingAnswerSchema,
  'save-standing-settings': standingSettingsSchema,
  'save-waitlist-settings': waitlistSettingsSchema,
  'remove-waitlist-entry': waitlistRemovalSchema,
} satisfies { [K in OwnerEditKind]: z.core.$ZodType };

export type AnswerOf<K extends OwnerEditKind> = z.output<(typeof ownerEditAnswerSchemas)[K]>;

/**
 * POST /api/admin/edits: edits her outbox kept while she was offline, sent together (as
 * Replicache and PowerSync push), each with its Idempotency-Key. Applied in order, each exactly
 * once; the answer has one result per edit applied (or replayed), and stops at the first the
 * server refuses, which comes last. The server reads the list first and each edit on its own
 * (`edit` unknown here), so an edit it cannot read is refused where it stands, not the batch.
 */
export const MAX_EDITS_PER_BATCH = 100;
const keySchema = z.string().check(z.regex(/^[A-Za-z0-9_.:-]{1,200}$/, 'An edit needs its Idempotency-Key'));
const batchOf = <E extends z.core.$ZodType>(each: E) =>
  z.object({
    edits: z
      .array(z.object({ key: keySchema, edit: each }))
      .check(
        z.minLength(1, 'Send at least one edit'),
        z.maxLength(MAX_EDITS_PER_BATCH, `Send at most ${MAX_EDITS_PER_BATCH} edits at once`),
      ),
  });
export const ownerEditBatchSchema = batchOf(ownerEditSchema);
export const ownerEditBatchEnvelopeSchema = batchOf(z.unknown());
export type OwnerEditBatch = z.input<typeof ownerEditBatchSchema>;

export const ownerEditResultsSchema = z.object({
  results: z.array(z.object({ status: z.number().check(z.int()), body: z.unknown() })),
});
export type OwnerEditResults = z.infer<typeof ownerEditResultsSchema>;
