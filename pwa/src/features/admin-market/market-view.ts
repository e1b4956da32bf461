import type { PaymentMethod } from '#shared/bakery';
import type { Handover, MarketDay, MarketDayView } from '#shared/market-day';
import { marketLineKey, recounted, type MarketLine } from '#shared/market-table';
import { formatCents, toCents } from '#shared/money';
import type { StoredOrder } from '#shared/order';
import { parseOrderItems } from '#shared/order-items';
import type { OutboxEntry } from '../../db/bakery-db';
import { readEdit, readEditOf, type ClientEditKind, type ParsedEdit } from '../../sync/admin-edit-kind';

/** A sale as her screens show it: the server's, or one still waiting in this phone's outbox. */
export interface ShownSale {
  id: string;
  lines: MarketLine[];
  paymentMethod: PaymentMethod;
  total: string;
  cashGiven: string | null;
  soldAt: string;
  undoneAt: string | null;
  /** Not on the server yet: it waits in this phone's outbox. */
  waiting: boolean;
}

/** The market day as her phone shows it (docs/market-day.md, "On the phone"). */
export interface ShownDay {
  date: string;
  day: MarketDay | null;
  preorders: StoredOrder[];
  sales: ShownSale[];
  handovers: Handover[];
  /** The orders and sales an edit still waiting in the outbox touches. */
  waiting: ReadonlySet<string>;
}

const money = (amount: string | number) => formatCents(toCents(amount));

/**
 * The day as the server last sent it (`view`, none when this phone never read it), with this
 * phone's edits of that day still waiting in its outbox applied on top, oldest first. Nothing is
 * kept twice: the waiting edits are read from the outbox each time. An edit the server refused
 * is not shown as done (the header says it was refused, and she fixes or drops it). An edit the
 * server has already applied (sent, its answer lost) finds its sale or handover there and adds
 * nothing.
 */
export function shownDay(view: MarketDayView | undefined, date: string, entries: readonly OutboxEntry[]): ShownDay {
  const shown = new DayOnScreen(view, date);
  for (const entry of entries) {
    if (entry.status !== 'pending') continue;
    const edit = readEdit(entry);
    const at = new Date(entry.createdAt).toISOString();
    if (edit && 'date' in edit && edit.date === date) shown.apply(edit, at);
    // A preorder she cancelled (from this screen or the orders page) waits too: off the table already.
    else if (edit?.kind === 'set-order-status') shown.move(edit.id, edit.status, at);
  }
  return shown.result();
}

type MarketEdit = Extract<ParsedEdit<ClientEditKind>, { date: string }>;

/** The day being put together: the server's, then each waiting edit on it. */
class DayOnScreen {
  day: MarketDay | null;
  preorders: StoredOrder[];
  sales: ShownSale[];
  handovers: Handover[];
  readonly waiting = new Set<string>();

  constructor(
    view: MarketDayView | undefined,
    readonly date: string,
  ) {
    this.day = view?.day ?? null;
    this.preorders = [...(view?.preorders ?? [])];
    this.sales = (view?.sales ?? []).map((sale) => ({
      id: sale.id,
      lines: sale.lines.map((line) => ({ product: line.product, flavor: line.flavor, quantity: line.quantity })),
      paymentMethod: sale.paymentMethod,
      total: sale.total,
      cashGiven: sale.cashGiven,
      soldAt: sale.soldAt,
      undoneAt: sale.undoneAt,
      waiting: false,
    }));
    this.handovers = [...(view?.handovers ?? [])];
  }

  result(): ShownDay {
    const { date, day, preorders, sales, handovers, waiting } = this;
    return { date, day, preorders, sales, handovers, waiting };
  }

  apply(edit: MarketEdit, at: string): void {
    switch (edit.kind) {
      case 'start-market-day':
        if (this.day) return; // the day stands as first started (the server's rule)
        this.day = {
          date: this.date,
          brought: edit.brought,
          openingCash: money(edit.openingCash),
          releaseAfter: edit.releaseAfter,
          startedAt: at,
          closedAt: null,
          cashCounted: null,
          updatedAt: at,
          reopenedAt: null,
        };
        return;
      case 'update-market-day':
        return this.recount(edit);
      case 'close-market-day':
        if (this.day) this.day = { ...this.day, cashCounted: money(edit.cashCounted), closedAt: at, reopenedAt: null };
        return;
      case 'record-stall-sale':
        if (this.sales.some((sale) => sale.id === edit.id)) return;
        this.waiting.add(edit.id);
        this.sales.push({
          id: edit.id,
          lines: edit.lines,
          paymentMethod: edit.paymentMethod,
          total: money(edit.total),
          cashGiven: edit.cashGiven == null ? null : money(edit.cashGiven),
          soldAt: edit.soldAt,
          undoneAt: null,
          waiting: true,
        });
        return;
      case 'undo-stall-sale': {
        const sale = this.sales.find((each) => each.id === edit.id);
        if (!sale || sale.undoneAt) return;
        this.waiting.add(edit.id);
        this.sales = this.sales.map((each) => (each === sale ? { ...each, undoneAt: at } : each));
        return;
      }
      case 'hand-over-preorder':
        this.waiting.add(edit.id);
        return this.handOver(edit.id, edit.paidHere, at);
      case 'take-back-handover':
        this.waiting.add(edit.id);
        return this.takeBack(edit.id, at);
      case 'release-preorder':
        this.waiting.add(edit.id);
        return this.release(edit.id, at);
      case 'cut-preorder':
        this.waiting.add(edit.id);
        return this.cut(edit);
      case 'set-preorder-another-bake':
        this.waiting.add(edit.id);
        return this.changeOrder(edit.id, (order) => ({ ...order, anotherBakeAt: edit.anotherBake ? at : null }));
    }
  }

  /** A waiting move of one of the day's preorders (the server's rule: a released one collected again is the table's no more). */
  move(id: string, status: StoredOrder['status'], at: string) {
    if (!this.preorders.some((order) => order.id === id)) return;
    this.waiting.add(id);
    const collecting = status !== 'cancelled' && status !== 'no-show';
    this.changeOrder(id, (order) => ({ ...order, status, updatedAt: at, ...(collecting ? { releasedAt: null } : {}) }));
  }

  /** A recount, merged as the server merges it (shared recounted). */
  private recount(edit: Extract<MarketEdit, { kind: 'update-market-day' }>) {
    if (!this.day) return;
    this.day = {
      ...this.day,
      brought: recounted(this.day.brought, edit.brought ?? []),
      ...(edit.openingCash !== undefined ? { openingCash: money(edit.openingCash) } : {}),
      ...(edit.releaseAfter !== undefined ? { releaseAfter: edit.releaseAfter } : {}),
    };
  }

  private changeOrder(id: string, change: (order: StoredOrder) => StoredOrder) {
    this.preorders = this.preorders.map((order) => (order.id === id ? change(order) : order));
  }

  private handOver(id: string, paidHere: PaymentMethod | null, at: string) {
    const order = this.preorders.find((each) => each.id === id);
    if (!order || order.status === 'picked-up' || order.status === 'cancelled') return;
    const paying = paidHere !== null && order.paymentStatus === 'unpaid';
    // A released no-show who came after all takes her loaves back from the table.
    this.changeOrder(id, (each) => ({
      ...each,
      status: 'picked-up',
      statusReason: null,
      releasedAt: null,
      ...(paying ? { paymentStatus: 'paid', paidAt: at, paymentMethod: paidHere } : {}),
    }));
    this.handovers = [
      ...this.handovers,
      {
        orderId: id,
        date: this.date,
        paidHere: paying ? paidHere : null,
        amount: paying ? order.total : '0.00',
        handedAt: at,
      },
    ];
  }

  private takeBack(id: string, at: string) {
    const handover = this.handovers.find((each) => each.orderId === id);
    if (!handover) return;
    this.handovers = this.handovers.filter((each) => each !== handover);
    this.changeOrder(id, (order) => ({
      ...order,
      status: 'ready',
      updatedAt: at,
      ...(handover.paidHere ? { paymentStatus: 'unpaid', paidAt: null } : {}),
    }));
  }

  private release(id: string, at: string) {
    const order = this.preorders.find((each) => each.id === id);
    if (!order || order.releasedAt) return;
    if (order.status === 'picked-up' || order.status === 'cancelled') return;
    this.changeOrder(id, (each) => ({ ...each, status: 'no-show', releasedAt: at }));
  }

  /** A cut waiting to be sent: the order's lines with their new quantities (its total is the server's to reprice). */
  private cut(edit: Extract<MarketEdit, { kind: 'cut-preorder' }>) {
    const wanted = new Map(edit.lines.map((line) => [marketLineKey(line), line.quantity]));
    this.changeOrder(edit.id, (order) => ({ ...order, items: cutItems(order.items, wanted) }));
  }
}

/** Stored order lines (JSON) with some quantities changed; lines cut to none are taken out. */
function cutItems(items: string, wanted: ReadonlyMap<string, number>): string {
  return JSON.stringify(
    parseOrderItems(items)
      .map((line) => {
        const quantity = wanted.get(marketLineKey({ product: line.product, flavor: line.flavor ?? null }));
        return quantity === undefined ? line : { ...line, quantity };
      })
      .filter((line) => line.quantity > 0),
  );
}

/** How many of her edits of the day wait on this phone (sent, they make the server's figures hers). */
export function waitingEditsOf(entries: readonly OutboxEntry[], date: string): number {
  return entries.filter((entry) => {
    const edit = entry.status === 'pending' ? readEdit(entry) : null;
    return edit !== null && 'date' in edit && edit.date === date;
  }).length;
}

/**
 * The undo of a sale still waiting in the outbox behind it, if she undid it on this phone: a
 * refused sale opened to be fixed says so, and dropping the sale drops the undo with it.
 */
export function waitingUndoOf(entries: readonly OutboxEntry[], sale: { date: string; id: string }) {
  return entries.find((entry) => {
    const edit = entry.status === 'pending' ? readEditOf(entry, 'undo-stall-sale') : null;
    return edit !== null && edit.id === sale.id && edit.date === sale.date;
  });
}
