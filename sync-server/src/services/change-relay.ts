import { z } from 'zod';
import { listenForNotifications, notify, Order, Product, type Db } from '../db';
import type { Logger } from '../log';
import type { Change, ChangeFeed } from './changes';
import type { Clock } from './clock';
import type { DatabaseOutage } from './database-outage';
import { coalescer } from './coalescer';
import { toStoredOrder } from './orders/order-history';

const CHANNEL = 'bakery_changes';
/** Ids per notification: PostgreSQL refuses a payload of 8000 bytes or more. */
const IDS_PER_MESSAGE = 100;
/**
 * After a gap, orders changed since a minute before the last one seen are sent again: an
 * order is stamped (updatedAt) before its transaction commits, and servers' clocks differ a
 * little, so one stamped just before the last seen may have committed after it. Sending an
 * order the owner's screen already has is harmless (it replaces it by id).
 */
const ORDERS_RESYNC_MARGIN_MS = 60_000;
/** The most orders one resync sends: a gap of minutes, not a season. */
const ORDERS_RESYNC_LIMIT = 500;

const idsSchema = z.array(z.string().max(200)).max(IDS_PER_MESSAGE);
/** What goes over the channel: orders as ids (a whole order may not fit), read back on arrival. */
const messageSchema = z.discriminatedUnion('kind', [
  // `promptly`: her edit (changes.ts); a server before it reads the change without it.
  z.object({
    origin: z.string(),
    kind: z.literal('inventory'),
    productIds: idsSchema,
    promptly: z.optional(z.boolean()),
  }),
  z.object({ origin: z.string(), kind: z.literal('settings') }),
  z.object({ origin: z.string(), kind: z.literal('content'), lists: z.array(z.enum(['reviews', 'recipes'])).max(2) }),
  z.object({ origin: z.string(), kind: z.literal('orders'), orderIds: idsSchema }),
  z.object({
    origin: z.string(),
    kind: z.literal('market-days'),
    dates: z.array(z.string().max(10)).max(IDS_PER_MESSAGE),
  }),
  z.object({ origin: z.string(), kind: z.literal('sessions-ended'), tokenHash: z.string().max(200).nullable() }),
]);
type Message = z.infer<typeof messageSchema>;

export interface ChangeRelay {
  close(): Promise<void>;
}

/**
 * One change feed across servers: every change a server announces is also sent with PostgreSQL
 * NOTIFY (after its commit: announcements are made after the write committed), and every
 * server LISTENs and tells its own listeners what the others announced: the catalogue cache
 * drops its copy, the live sockets broadcast the stock, the session cache forgets ended
 * sessions. A server hears its own notifications too and skips them (it told itself already).
 * If the listening connection drops, everything is treated as changed once it is back, and the
 * orders changed since the last one this server saw are told again (the owner's live channel).
 */
export async function relayChangesAcrossServers(deps: {
  db: Db;
  url: string;
  changes: ChangeFeed;
  serverId: string;
  log: Logger;
  clock: Clock;
  outage: DatabaseOutage;
}): Promise<ChangeRelay> {
  const { db, changes, serverId, log } = deps;
  /** The latest updatedAt of the orders this server announced or heard of (or its start). */
  let ordersSeenUntil = deps.clock.now().toISOString();
  const sawOrders = (orders: readonly { updatedAt: string }[]) => {
    for (const order of orders) if (order.updatedAt > ordersSeenUntil) ordersSeenUntil = order.updatedAt;
  };
  changes.onOrdersChanged(sawOrders);

  async function arrived(payload: string): Promise<void> {
    const parsed = messageSchema.safeParse(JSON.parse(payload));
    if (!parsed.success) return log.error('changes: unreadable notification', { payload: payload.slice(0, 200) });
    const message = parsed.data;
    if (message.origin === serverId) return;
    changes.receive(await changeOf(message));
  }

  async function changeOf(message: Message): Promise<Change> {
    switch (message.kind) {
      case 'orders': {
        const rows = await Order.query(db).whereIn('id', message.orderIds);
        return { kind: 'orders', orders: rows.map(toStoredOrder) };
      }
      case 'inventory':
        return { kind: 'inventory', productIds: message.productIds, ...(message.promptly ? { promptly: true } : {}) };
      case 'settings':
        return { kind: 'settings' };
      case 'content':
        return { kind: 'content', lists: message.lists };
      case 'market-days':
        return { kind: 'market-days', dates: message.dates };
      case 'sessions-ended':
        return { kind: 'sessions-ended', tokenHash: message.tokenHash };
    }
  }

  /** After a gap in listening: what may have changed meanwhile is announced here as changed. */
  async function everythingChanged(): Promise<void> {
    const productIds = (await db(Product.tableName).pluck('id')) as string[];
    changes.receive({ kind: 'inventory', productIds });
    changes.receive({ kind: 'settings' });
    changes.receive({ kind: 'content', lists: ['reviews', 'recipes'] });
    changes.receive({ kind: 'sessions-ended', tokenHash: null });
    const since = new Date(new Date(ordersSeenUntil).getTime() - ORDERS_RESYNC_MARGIN_MS).toISOString();
    const orders = await Order.query(db)
      .where('updatedAt', '>=', since)
      .orderBy('updatedAt')
      .limit(ORDERS_RESYNC_LIMIT);
    changes.receive({ kind: 'orders', orders: orders.map(toStoredOrder) });
  }

  const listener = await listenForNotifications(deps.url, CHANNEL, {
    onNotification: (payload) =>
      void arrived(payload).catch((error: unknown) =>
        log.error('changes: notification failed', { error: String(error) }),
      ),
    onReconnect: () =>
      void everythingChanged().catch((error: unknown) => log.error('changes: resync failed', { error: String(error) })),
    // While the database is down this fails every second: the outage is logged once instead.
    onError: (error) => {
      if (!deps.outage.report(error, 'job'))
        log.error('changes: listening connection failed', { error: String(error) });
    },
  });

  const send = async (change: Change) => {
    for (const message of messagesOf(change, serverId)) await notify(db, CHANNEL, JSON.stringify(message));
  };
  // Stock changes come in bursts (every hold is one): those announced in one turn of the event
  // loop go out as one notification, as the live socket batches its broadcasts. Her edit goes at
  // once, marked, so the other servers' sockets hear it at once too, as this server's do.
  const stock = coalescer<string>({
    timing: { everyMs: 0 },
    run: (productIds) => send({ kind: 'inventory', productIds }),
    onError: (error) => {
      if (!deps.outage.report(error, 'job'))
        log.error('changes: could not tell the other servers', { error: String(error) });
    },
  });
  changes.relayTo(async (change) => {
    if (change.kind === 'inventory' && !change.promptly) stock.add(change.productIds);
    else await send(change);
  });
  return {
    close: async () => {
      await stock.close();
      await listener.close();
    },
  };
}

function messagesOf(change: Change, origin: string): Message[] {
  switch (change.kind) {
    case 'inventory':
      return chunks(change.productIds).map((productIds) => ({
        origin,
        kind: 'inventory',
        productIds,
        ...(change.promptly ? { promptly: true } : {}),
      }));
    case 'orders':
      return chunks(change.orders.map((order) => order.id)).map((orderIds) => ({ origin, kind: 'orders', orderIds }));
    case 'settings':
      return [{ origin, kind: 'settings' }];
    case 'content':
      return [{ origin, kind: 'content', lists: [...change.lists] }];
    case 'market-days':
      return chunks(change.dates).map((dates) => ({ origin, kind: 'market-days', dates }));
    case 'sessions-ended':
      return [{ origin, kind: 'sessions-ended', tokenHash: change.tokenHash }];
  }
}

function chunks(ids: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_MESSAGE) out.push(ids.slice(i, i + IDS_PER_MESSAGE));
  return out;
}
