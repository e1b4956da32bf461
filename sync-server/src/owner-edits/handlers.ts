import type { AnswerOf, EditOf, OwnerEditKind } from '#shared/owner-edits';
import type { PickupSettings } from '#shared/pickup-settings';
import { inTransaction, type Db, type Tx } from '../db';
import { allChanged, type Applied, type Changed } from '../services/announce';
import { approveComment, deleteComment, deleteReply, replyToComment } from '../services/content/comments-admin';
import {
  flavorPriceEdit,
  maxPerOrderEdit,
  usualStockEdit,
  priceEdit,
  stockEdit,
  visibilityEdit,
  type ProductEdit,
} from '../services/catalogue/inventory-admin';
import { placeManualOrder } from '../services/orders/manual-orders';
import { openingWork } from '../services/notices/drop-notices';
import { moveOrder, setOrderPayment, setOrderRefund, type OrderChange } from '../services/orders/order-status';
import { applySchedule, savePlaceOfHers, updatePickupSettings } from '../services/pickups/pickup-settings';
import { createRecipe, deleteRecipe, publishRecipe, updateRecipe } from '../services/content/recipes-admin';
import { approveReview, deleteReview } from '../services/content/reviews-admin';
import { closeMarketDay, startMarketDay, updateMarketDay } from '../services/market/market-days';
import { handOverPreorder, releasePreorder, takeBackHandover } from '../services/market/market-handovers';
import { cutPreorder, setAnotherBake } from '../services/market/market-oversold';
import { recordStallSale, undoStallSale } from '../services/market/stall-sales';
import { getPickupSettings } from '../services/pickups/pickup-settings';
import { anyRefusedWeek, retryRefusedWeeks } from '../services/standing/place-standing';
import {
  approveStandingOrder,
  declineStandingOrder,
  pauseByOwner,
  placeWeekByOwner,
  stopByOwner,
} from '../services/standing/standing-decisions';
import { saveStandingSettings } from '../services/standing/standing-settings';
import { ownerStandingView, standingViews, viewFactsAt } from '../services/standing/standing-view';
import { saveWaitlistSettings } from '../services/waitlist/waitlist-settings';
import { removeFromLine } from '../services/waitlist/owner-remove';
import type { StandingOrderRow } from '../db';
import type { Moment } from '../services/moment';

/**
 * One kind's handler: an edit of one product (`product`: a run of them in a batch applies
 * together, services/catalogue/inventory-admin.ts editProducts), or any other write (`apply`), in the
 * transaction it is given (its key's, or the batch's).
 */
export type EditHandler<K extends OwnerEditKind> =
  | { product(edit: EditOf<K>): ProductEdit<AnswerOf<K>> }
  | { apply(db: Db, edit: EditOf<K>, moment: Moment): Promise<Applied<AnswerOf<K>>> };

const productChanged = (edit: { id: string }): Changed => ({ products: [edit.id] });
const recipesChanged: Changed = { content: ['recipes'] };
const reviewsChanged: Changed = { content: ['reviews'] };
/** A comment is not on a rendered page: its list is read by the app when a recipe opens. */
const unannounced: Changed = {};

const theOrder = ({ order, changed }: OrderChange): Applied<AnswerOf<'set-order-status'>> => ({
  answer: { order },
  changed,
});

/**
 * Whatever may open orders announces the opening in the same transaction
 * (notices/drop-notices.ts): the switch and the notices it makes due commit together, or
 * neither does. Her settings may also have made room for a week of a standing order the rules
 * refused (a pickup's places, orders open again): it is tried again in the same transaction.
 */
async function withDueNotices(
  db: Db,
  moment: Moment,
  change: (trx: Tx) => Promise<PickupSettings>,
): Promise<Applied<PickupSettings>> {
  return inTransaction(db, async (trx) => {
    const settings = await change(trx);
    const { changed } = await openingWork(trx, moment);
    const retried = await retryRefusedWeeks(trx, await getPickupSettings(trx, moment), moment);
    return { answer: settings, changed: allChanged([changed, retried.changed, { settings: true }]) };
  });
}

/**
 * What her edits of products set going, in their transaction: a week of a standing order the
 * rules refused for want of one of them (sold out for the week, over its limit, hidden) is
 * tried again (standing/place-standing.ts retryRefusedWeeks), so the stock she sets for the
 * week goes to her regulars before any customer can take it. Her single routes
 * (owner-edits/run.ts) call it after their edit, her batches (routes/admin-edits.ts) once after
 * their edits.
 */
export async function afterProductEdits(trx: Tx, productIds: readonly string[], moment: Moment): Promise<Changed> {
  // Nearly always no week is refused: one look, and nothing more to do.
  if (!(await anyRefusedWeek(trx))) return {};
  const settings = await getPickupSettings(trx, moment);
  return (await retryRefusedWeeks(trx, settings, moment, new Set(productIds))).changed;
}

/**
 * THE map of the owner's edits to what they do (as actual's handler map, rocicorp's push): one
 * entry per kind of shared owner-edits.ts, each calling its service. Her single routes and her
 * outbox's batches both come here (owner-edits/run.ts, routes/admin-edits.ts).
 */
export const ownerEditHandlers: { [K in OwnerEditKind]: EditHandler<K> } = {
  'set-stock': { product: (edit) => stockEdit(edit.id, edit) },
  'set-usual-stock': { product: (edit) => usualStockEdit(edit.id, edit.usualStock) },
  'set-price': { product: (edit) => priceEdit(edit.id, edit.price) },
  'set-visibility': { product: (edit) => visibilityEdit(edit.id, edit.visible) },
  'set-flavor-price': { product: (edit) => flavorPriceEdit(edit.id, edit.flavor, edit.price) },
  'set-max-per-order': { product: (edit) => maxPerOrderEdit(edit.id, edit.maxPerOrder) },

  'save-settings': {
    apply: (db, { kind: _kind, ...update }, moment) =>
      withDueNotices(db, moment, (trx) => updatePickupSettings(trx, update, moment)),
  },
  'save-place': {
    apply: (db, { kind: _kind, id, ...place }, moment) =>
      withDueNotices(db, moment, (trx) => savePlaceOfHers(trx, id, place, moment)),
  },
  // 'Auto-Update Now': the weekly schedule applied at once, even while auto-manage is off.
  'apply-schedule': {
    apply: (db, _edit, moment) =>
      withDueNotices(db, moment, async (trx) => (await applySchedule(trx, moment)).settings),
  },

  'set-order-status': {
    apply: async (db, { id, status, reason }, moment) => theOrder(await moveOrder(db, id, { status, reason }, moment)),
  },
  'set-order-payment': {
    apply: async (db, { id, paid }, { now }) => theOrder(await setOrderPayment(db, id, paid, now)),
  },
  'set-order-refund': {
    apply: async (db, { id, refunded }, { now }) => theOrder(await setOrderRefund(db, id, refunded, now)),
  },
  'create-manual-order': {
    apply: async (db, { kind: _kind, ...sale }, moment) => {
      const { order, changed } = await placeManualOrder(db, sale, moment);
      return { answer: { order }, changed };
    },
  },

  'approve-review': {
    apply: async (db, { id }, { now }) => ({ answer: await approveReview(db, id, now), changed: reviewsChanged }),
  },
  'delete-review': { apply: async (db, { id }) => ({ answer: await deleteReview(db, id), changed: reviewsChanged }) },

  'create-recipe': {
    apply: async (db, { kind: _kind, ...input }, { now }) => ({
      answer: await createRecipe(db, input, now),
      changed: recipesChanged,
    }),
  },
  'update-recipe': {
    apply: async (db, { kind: _kind, id, ...input }, { now }) => ({
      answer: await updateRecipe(db, id, input, now),
      changed: recipesChanged,
    }),
  },
  'publish-recipe': {
    apply: async (db, { id, published }, { now }) => ({
      answer: await publishRecipe(db, id, published, now),
      changed: recipesChanged,
    }),
  },
  'delete-recipe': { apply: async (db, { id }) => ({ answer: await deleteRecipe(db, id), changed: recipesChanged }) },

  'approve-comment': {
    apply: async (db, { id }, { now }) => ({ answer: await approveComment(db, id, now), changed: unannounced }),
  },
  'delete-comment': { apply: async (db, { id }) => ({ answer: await deleteComment(db, id), changed: unannounced }) },
  'reply-to-comment': {
    apply: async (db, { id, replyText }, { now }) => ({
      answer: await replyToComment(db, id, replyText, now),
      changed: unannounced,
    }),
  },
  'delete-reply': { apply: async (db, { id }) => ({ answer: await deleteReply(db, id), changed: unannounced }) },

  'start-market-day': { apply: (db, { kind: _kind, ...start }, { now }) => startMarketDay(db, start, now) },
  'update-market-day': {
    apply: (db, { kind: _kind, date, ...update }, { now }) => updateMarketDay(db, date, update, now),
  },
  'close-market-day': { apply: (db, { date, cashCounted }, { now }) => closeMarketDay(db, date, cashCounted, now) },
  'record-stall-sale': { apply: (db, { kind: _kind, date, ...sale }, { now }) => recordStallSale(db, date, sale, now) },
  'undo-stall-sale': { apply: (db, { date, id }, { now }) => undoStallSale(db, date, id, now) },
  'hand-over-preorder': {
    apply: (db, { date, id, paidHere }, moment) => handOverPreorder(db, date, id, paidHere, moment),
  },
  'take-back-handover': {
    apply: (db, { date, id }, moment) => takeBackHandover(db, date, id, moment),
  },
  'release-preorder': {
    apply: (db, { date, id }, moment) => releasePreorder(db, date, id, moment),
  },
  'cut-preorder': {
    apply: (db, { date, id, lines }, moment) => cutPreorder(db, date, id, { lines }, moment),
  },
  'set-preorder-another-bake': {
    apply: (db, { date, id, anotherBake }, moment) => setAnotherBake(db, date, id, anotherBake, moment),
  },

  'approve-standing-order': {
    apply: async (db, { id }, moment) => ownerStanding(db, moment, await approveStandingOrder(db, id, moment)),
  },
  'decline-standing-order': {
    apply: async (db, { id, reason }, moment) =>
      ownerStanding(db, moment, await declineStandingOrder(db, id, reason, moment)),
  },
  'place-standing-week': {
    apply: async (db, { id, pickupDate }, moment) =>
      ownerStanding(db, moment, await placeWeekByOwner(db, id, pickupDate, moment)),
  },
  'pause-standing-order': {
    apply: async (db, { id, paused }, moment) => ownerStanding(db, moment, await pauseByOwner(db, id, paused, moment)),
  },
  'stop-standing-order': {
    apply: async (db, { id, reason }, moment) => ownerStanding(db, moment, await stopByOwner(db, id, reason, moment)),
  },
  'save-waitlist-settings': {
    apply: async (db, { offerMinutes }, { now }) => ({
      answer: await saveWaitlistSettings(db, { offerMinutes }, now),
      changed: {},
    }),
  },
  'remove-waitlist-entry': { apply: (db, { id }, { now }) => removeFromLine(db, id, now) },
  'save-standing-settings': {
    apply: async (db, { kind: _kind, ...settings }, { now }) => ({
      answer: await saveStandingSettings(db, settings, now),
      changed: {},
    }),
  },
};

/** Her decision's answer: the standing order as her list shows it. */
async function ownerStanding(db: Db, moment: Moment, decided: { row: StandingOrderRow; changed: Changed }) {
  const [view] = await standingViews(db, [decided.row], await viewFactsAt(db, moment));
  return { answer: { standingOrder: ownerStandingView(view!) }, changed: decided.changed };
}

/** What an edit of one product changed: that product (the catalogue and every storefront hear of it). */
export const productEditChanged = productChanged;
