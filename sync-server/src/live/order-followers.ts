import { WebSocket } from 'ws';
import { followOrderMessageSchema, type LiveMessage } from '#shared/live';
import type { StoredOrder } from '#shared/order';
import type { AppDeps } from '../deps';
import { tokenOpens } from '../services/links';
import { momentOf } from '../services/moment';
import { customerView } from '../services/orders/customer-orders';

/** The most orders one socket follows (a phone's recent orders). */
const MAX_FOLLOWED = 20;

/**
 * Who follows which order on /ws (live-server.ts, step 5): only sockets that showed the order's
 * key (services/links.ts), at most MAX_FOLLOWED orders each; each is sent its orders as
 * they move, as her order page shows them.
 */
export function orderFollowers(
  deps: Pick<AppDeps, 'orderLinkKey' | 'subscriberLinkKey' | 'publicSettings' | 'clock' | 'config'>,
) {
  const followers = new Map<string, Set<WebSocket>>();
  const followed = new Map<WebSocket, Set<string>>();

  /** A socket's message: `follow-order` with an order's key; anything else is ignored. */
  function follow(client: WebSocket, text: string) {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    const parsed = followOrderMessageSchema.safeParse(message);
    if (!parsed.success || !tokenOpens(deps.orderLinkKey, 'order', parsed.data.id, parsed.data.t)) return;
    const mine = followed.get(client) ?? new Set<string>();
    if (mine.size >= MAX_FOLLOWED || mine.has(parsed.data.id)) return;
    mine.add(parsed.data.id);
    followed.set(client, mine);
    followers.set(parsed.data.id, (followers.get(parsed.data.id) ?? new Set()).add(client));
  }

  function unfollowAll(client: WebSocket) {
    for (const id of followed.get(client) ?? []) {
      followers.get(id)?.delete(client);
      if (followers.get(id)?.size === 0) followers.delete(id);
    }
    followed.delete(client);
  }

  async function tell(orders: readonly StoredOrder[]) {
    const watched = orders.filter((order) => followers.has(order.id));
    if (watched.length === 0) return;
    const settings = await deps.publicSettings.get();
    const moment = momentOf(deps, deps.clock.now());
    for (const order of watched) {
      const data = JSON.stringify({
        type: 'order',
        order: customerView(order, settings, moment),
      } satisfies LiveMessage);
      for (const client of followers.get(order.id) ?? []) if (client.readyState === WebSocket.OPEN) client.send(data);
    }
  }

  return { follow, unfollowAll, tell };
}
