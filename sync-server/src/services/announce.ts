import type { StoredOrder } from '#shared/order';
import type { ChangeFeed, ContentList } from './changes';
import type { Mailer } from './mail/mailer';

/**
 * What a write changed, as the service that made it says (docs/architecture.md, "A change, told
 * once"): products whose stock or public fields moved, orders as they now stand, the settings,
 * the public lists, and whether it queued e-mail or pushes. A write returns it; the caller does
 * not decide what to tell.
 */
export interface Changed {
  products?: readonly string[];
  orders?: readonly StoredOrder[];
  settings?: boolean;
  content?: readonly ContentList[];
  /** Market days (their dates) whose sales, handovers, counts or cash changed. */
  marketDays?: readonly string[];
  /** E-mail or pushes were queued in the write's transaction: the mailer sends them now. */
  mail?: boolean;
}

export const nothingChanged: Changed = {};

/** What a write gave: its answer, and what it changed (told once it has committed). */
export interface Applied<T> {
  answer: T;
  changed: Changed;
}

/** Several writes' changes as one (a batch of her edits is told once it has committed). */
export function allChanged(changes: readonly Changed[]): Changed {
  return {
    products: [...new Set(changes.flatMap((each) => each.products ?? []))],
    orders: changes.flatMap((each) => each.orders ?? []),
    settings: changes.some((each) => each.settings),
    content: [...new Set(changes.flatMap((each) => each.content ?? []))],
    marketDays: [...new Set(changes.flatMap((each) => each.marketDays ?? []))],
    mail: changes.some((each) => each.mail),
  };
}

/**
 * THE one place a committed change is told (and the only caller of the change feed's
 * announcements): the catalogue cache, the kept pages and the public sockets hear of products,
 * settings and content; the owner's sockets of orders and market days; the other servers of all of it (the
 * feed relays); the mailer sends what was queued. Called after the write's transaction
 * committed, never inside it: nobody hears of a change that may still be undone.
 */
export function tellEveryone(
  deps: { changes: ChangeFeed; mailer: Pick<Mailer, 'kick'> },
  changed: Changed,
  /** The owner's own edit: the shop's screens get it at once, not with the next counts of a rush. */
  options: { promptly?: boolean } = {},
): void {
  if (changed.products?.length) deps.changes.inventoryChanged(changed.products, options.promptly);
  if (changed.settings) deps.changes.settingsChanged();
  if (changed.content?.length) deps.changes.contentChanged(changed.content);
  if (changed.orders?.length) deps.changes.ordersChanged(changed.orders);
  if (changed.marketDays?.length) deps.changes.marketDaysChanged(changed.marketDays);
  if (changed.mail) deps.mailer.kick();
}
