import type { QueryClient } from '@tanstack/react-query';
import type { Handover, MarketDay, MarketDayView, StallSale } from '#shared/market-day';
import type { StoredOrder } from '#shared/order';
import { orderFigureKeys, ownerKeys } from '../../lib/query-keys';
import type { EditKinds } from '../../sync/admin-edit-kind';
import { updateCachedList } from '../../sync/cached-lists';
import { marketDayQueries } from './api';

/**
 * Her edits of a market day (docs/market-day.md), queued like every admin edit: at the stall with
 * no signal each shows at once and reaches the server once, in order, when the signal returns.
 *
 * Nothing she does offline is written into the saved day: it keeps what the server said, and
 * the screens show it with the edits still waiting in her outbox on top (market-view.ts), after
 * a reload as before it. Once the server answers, its answer goes into the saved day at once
 * (no gap between the entry leaving the outbox and the day being read again).
 */
export type MarketEditKind =
  | 'start-market-day'
  | 'update-market-day'
  | 'close-market-day'
  | 'record-stall-sale'
  | 'undo-stall-sale'
  | 'hand-over-preorder'
  | 'take-back-handover'
  | 'release-preorder'
  | 'cut-preorder'
  | 'set-preorder-another-bake';

const upsert = <T>(list: readonly T[], item: T, same: (each: T) => boolean) =>
  list.some(same) ? list.map((each) => (same(each) ? item : each)) : [...list, item];

function keepInDay(queryClient: QueryClient, date: string, change: (view: MarketDayView) => MarketDayView) {
  void updateCachedList<MarketDayView>(queryClient, marketDayQueries.day(date).queryKey, change);
}

const keepDay = (queryClient: QueryClient, day: MarketDay) =>
  keepInDay(queryClient, day.date, (view) => ({ ...view, day }));
const keepSale = (queryClient: QueryClient, sale: StallSale) =>
  keepInDay(queryClient, sale.date, (view) => ({
    ...view,
    sales: upsert(view.sales, sale, (each) => each.id === sale.id),
  }));

/** The order as the server answered it (its release and other bake with it), and its handover when the edit moved it. */
function keepPreorder(queryClient: QueryClient, date: string, order: StoredOrder, handover?: Handover | null) {
  keepInDay(queryClient, date, (view) => ({
    ...view,
    preorders: upsert(view.preorders, order, (each) => each.id === order.id),
    handovers:
      handover === undefined
        ? view.handovers
        : handover
          ? upsert(view.handovers, handover, (each) => each.orderId === order.id)
          : view.handovers.filter((each) => each.orderId !== order.id),
  }));
}

/** The day's table is its own stock (docs/market-day.md): her day's edits move nothing of the shop's. */
const dayKeys = [ownerKeys.marketDays] as const;

export const marketEdits = {
  'start-market-day': { affects: dayKeys, onSent: (_edit, answer, queryClient) => keepDay(queryClient, answer.day) },
  'update-market-day': { affects: dayKeys, onSent: (_edit, answer, queryClient) => keepDay(queryClient, answer.day) },
  'close-market-day': { affects: dayKeys, onSent: (_edit, answer, queryClient) => keepDay(queryClient, answer.day) },
  'record-stall-sale': {
    affects: dayKeys,
    onSent: (_edit, answer, queryClient) => keepSale(queryClient, answer.sale),
    // Refused (a day not started, a product deleted): she opens it on the stall screen, edits it, sends it again.
    reopen: (seq) => `/admin-market?fix=${seq}`,
    refused: (description, error) =>
      `${description} refused: ${lowerFirst(error.replace(/\.$/, ''))}; edit or drop it.`,
  },
  'undo-stall-sale': {
    affects: dayKeys,
    onSent: (_edit, answer, queryClient) => keepSale(queryClient, answer.sale),
    // The undo of a sale she drops goes with it: without the sale it could only be refused.
    needs: (undo, earlier) =>
      earlier.kind === 'record-stall-sale' && earlier.id === undo.id && earlier.date === undo.date,
  },
  'hand-over-preorder': {
    affects: orderFigureKeys,
    onSent: (edit, answer, queryClient) => keepPreorder(queryClient, edit.date, answer.order, answer.handover),
  },
  'take-back-handover': {
    affects: orderFigureKeys,
    onSent: (edit, answer, queryClient) => keepPreorder(queryClient, edit.date, answer.order, null),
  },
  'release-preorder': {
    affects: orderFigureKeys,
    onSent: (edit, answer, queryClient) => keepPreorder(queryClient, edit.date, answer.order),
  },
  'cut-preorder': {
    affects: orderFigureKeys,
    onSent: (edit, answer, queryClient) => keepPreorder(queryClient, edit.date, answer.order),
  },
  'set-preorder-another-bake': {
    affects: orderFigureKeys,
    onSent: (edit, answer, queryClient) => keepPreorder(queryClient, edit.date, answer.order),
  },
} satisfies EditKinds<MarketEditKind>;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
