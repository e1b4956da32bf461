import type { PushSubscribeRequest, PushTopic, PushUnsubscribeRequest } from '#shared/push';
import { addPushTopics, inTransaction, Order, removePushTopics, savePushSubscription, type Db } from '../../db';
import { notFound, unauthorized } from '../errors';
import { tokenOpens } from '../links';
import type { Moment } from '../moment';
import { isPlaceInLine } from '../waitlist/line';

/**
 * Who may hear of a topic (docs/notices.md):
 *  - `orders-open`: anyone;
 *  - `order:{id}`: whoever holds that order's key (her link), refused exactly as her order page
 *    refuses a wrong key (404, checked before the order is looked up);
 *  - `waitlist:{id}`: whoever holds that place in line's key (given when she joined), in either line;
 *  - `owner`: the owner, signed in; the topic goes with that session (logout ends it).
 * Answers each topic with the admin session it belongs to (null but for `owner`).
 */
export async function authorizeTopics(
  db: Db,
  request: Pick<PushSubscribeRequest, 'topics' | 'orderToken' | 'waitlistToken'>,
  adminSessionId: string | null,
  moment: Pick<Moment, 'orderLinkKey'>,
): Promise<{ topic: PushTopic; adminSessionId: string | null }[]> {
  const topics = [...new Set(request.topics)];
  for (const topic of topics) {
    if (topic === 'owner' && !adminSessionId) {
      throw unauthorized('Only the signed-in owner hears of new orders', 'unauthorized');
    }
    if (topic.startsWith('waitlist:')) {
      const id = topic.slice('waitlist:'.length);
      const noSuchEntry = notFound('There is no such place in line', 'unknown-waitlist-entry');
      if (!tokenOpens(moment.orderLinkKey, 'waitlist', id, request.waitlistToken ?? '')) throw noSuchEntry;
      if (!(await isPlaceInLine(db, id))) throw noSuchEntry;
    }
    if (topic.startsWith('order:')) {
      const id = topic.slice('order:'.length);
      const noSuchOrder = notFound('There is no such order. Check the link in your e-mail.', 'unknown-order');
      if (!tokenOpens(moment.orderLinkKey, 'order', id, request.orderToken ?? '')) throw noSuchOrder;
      if (!(await Order.query(db).findById(id).select('id'))) throw noSuchOrder;
    }
  }
  return topics.map((topic) => ({ topic, adminSessionId: topic === 'owner' ? adminSessionId : null }));
}

/** Saves the phone's subscription and its topics together; answers every topic it now follows. */
export function subscribeToPush(
  db: Db,
  subscription: PushSubscribeRequest['subscription'],
  topics: { topic: PushTopic; adminSessionId: string | null }[],
  now: Date,
): Promise<string[]> {
  return inTransaction(db, async (trx) => {
    const id = await savePushSubscription(trx, { endpoint: subscription.endpoint, ...subscription.keys }, now);
    return addPushTopics(trx, id, topics, now);
  });
}

/** The phone stops hearing of some topics (or of everything, when none are named). */
export function unsubscribeFromPush(db: Db, request: PushUnsubscribeRequest): Promise<void> {
  return inTransaction(db, (trx) => removePushTopics(trx, request.endpoint, request.topics));
}
