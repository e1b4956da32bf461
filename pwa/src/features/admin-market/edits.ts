import type { QueryClient } from '@tanstack/react-query';
import type { Handover, MarketDay, MarketDayView, Release, StallSale } from '#shared/market-day';
import type { StoredOrder } from '#shared/order';
import { orderFigureKeys, ownerKeys, productKeys } from '../../lib/query-keys';
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
  | 'release-preorder';

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

function keepPreorder(
  queryClient: QueryClient,
  date: string,
  order: StoredOrder,
  handover: Handover | null | undefined,
  release: Release | null | undefined,
) {
  keepInDay(queryClient, date, (view) => ({
    ...view,
    preorders: upsert(view.preorders, order, (each) => each.id === order.id),
    handovers:
      handover === undefined
        ? view.handovers
        : handover
          ? upsert(view.handovers, handover, (each) => each.orderId === order.id)
          : view.handovers.filter((each) => each.orderId !== order.id),
    releases:
      release === undefined
        ? view.releases
        : release
          ? upsert(view.releases, release, (each) => each.orderId === order.id)
          : view.releases.filter((each) => each.orderId !== order.id),
  }));
}

const dayKeys = [ownerKeys.marketDays] as const;
/** A sale moves the shop's stock too: the inventory and the shop's catalogue are read again. */
const stockKeys = [ownerKeys.marketDays, ownerKeys.inventory, productKeys.all] as const;

export const marketEdits = {
  'start-market-day': { affects: dayKeys, onSent: (_edit, answer, queryClient) => keepDay(queryClient, answer.day) },
  'update-market-day': { affects: dayKeys, onSent: (_edit, answer, queryClient) => keepDay(queryClient, answer.day) },
  'close-market-day': { affects: dayKeys, onSent: (_edit, answer, queryClient) => keepDay(queryClient, answer.day) },
  'record-stall-sale': {
    affects: stockKeys,
    onSent: (_edit, answer, queryClient) => keepSale(queryClient, answer.sale),
    // Refused (sold online meanwhile): she opens it on the stall screen, edits it, sends it again.
    reopen: (seq) => `/admin-market?fix=${seq}`,
    refused: (description, error) =>
      `${description} refused: ${lowerFirst(error.replace(/\.$/, ''))}; edit or drop it.`,
  },
  'undo-stall-sale': {
    affects: stockKeys,
    onSent: (_edit, answer, queryClient) => keepSale(queryClient, answer.sale),
    // The undo of a sale she drops goes with it: without the sale it could only be refused.
    needs: (undo, earlier) =>
      earlier.kind === 'record-stall-sale' && earlier.id === undo.id && earlier.date === undo.date,
  },
  'hand-over-preorder': {
    affects: [...orderFigureKeys, ownerKeys.inventory, productKeys.all],
    onSent: (edit, answer, queryClient) => keepPreorder(queryClient, edit.date, answer.order, answer.handover, null),
  },
  'take-back-handover': {
    affects: orderFigureKeys,
    onSent: (edit, answer, queryClient) => keepPreorder(queryClient, edit.date, answer.order, null, undefined),
  },
  'release-preorder': {
    affects: [...orderFigureKeys, ownerKeys.inventory, productKeys.all],
    onSent: (edit, answer, queryClient) =>
      keepPreorder(queryClient, edit.date, answer.order, undefined, answer.release),
  },
} satisfies EditKinds<MarketEditKind>;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
