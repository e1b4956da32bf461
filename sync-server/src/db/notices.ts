import { createHash, randomUUID } from 'node:crypto';
import type { Db } from './database';
import { OutboxMail } from './models/operations';
import { PushSubscriptionRow, Subscriber } from './models/notices';

/**
 * The queries of subscribers, push subscriptions and drop notices (services/notices/ holds the
 * rules that use them).
 */

/** Rows per INSERT: SQLite takes at most 500 rows in one statement (and 32766 values). */
const ROWS_PER_INSERT = 100;

/** Adds rows to the outbox in the caller's transaction, a hundred per statement. */
export async function insertOutboxRows(db: Db, rows: readonly Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await db(OutboxMail.tableName).insert(rows.slice(i, i + ROWS_PER_INSERT));
  }
}

export const endpointHashOf = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex');

export async function findSubscriber(db: Db, where: { id: string } | { email: string }) {
  return Subscriber.query(db).findOne(where);
}

/**
 * The row of an address, made pending if there was none. An insert that loses a race with
 * another request for the same address (on another server) finds that one's row instead of
 * failing: both requests get the same answer.
 */
type SubscriberFields = Pick<
  Subscriber,
  'status' | 'confirmNonce' | 'requestedAt' | 'createdAt' | 'confirmedAt' | 'unsubscribedAt' | 'lastMailAt'
>;

export async function subscriberFor(db: Db, email: string, fresh: SubscriberFields) {
  await db(Subscriber.tableName)
    .insert({ id: randomUUID(), email, ...fresh })
    .onConflict('email')
    .ignore();
  return (await Subscriber.query(db).findOne({ email }))!;
}

export async function updateSubscriber(db: Db, id: string, changes: Partial<Subscriber>): Promise<void> {
  await Subscriber.query(db).findById(id).patch(changes);
}

/** Confirmed subscribers; with `by`, those confirmed by then. */
export async function confirmedSubscribers(db: Db, by?: string): Promise<Pick<Subscriber, 'id' | 'email'>[]> {
  const query = Subscriber.query(db).select('id', 'email').where('status', 'confirmed').orderBy('email');
  return by ? query.where('confirmedAt', '<=', by) : query;
}

export async function confirmedSubscribersForExport(db: Db): Promise<Pick<Subscriber, 'email' | 'confirmedAt'>[]> {
  return Subscriber.query(db).select('email', 'confirmedAt').where('status', 'confirmed').orderBy('confirmedAt');
}

export async function subscriberCounts(db: Db): Promise<{ confirmed: number; pending: number }> {
  const rows = (await db(Subscriber.tableName).select('status').count({ n: '*' }).groupBy('status')) as {
    status: string;
    n: number | string;
  }[];
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  return { confirmed: count('confirmed'), pending: count('pending') };
}

/** Confirmed subscribers whose address has an order (not cancelled) for one of `pickupDates`. */
export async function subscribersWithOrders(db: Db, pickupDates: readonly string[]): Promise<Set<string>> {
  const ordered = db('orders')
    .select(db.raw('lower(??)', ['email']))
    .whereIn('pickupDate', pickupDates)
    .whereNot('status', 'cancelled');
  const rows = (await db(Subscriber.tableName).select('id').whereIn('email', ordered)) as { id: string }[];
  return new Set(rows.map((row) => row.id));
}

/** Saves a phone's subscription (new keys replace old ones) and answers its id. */
export async function savePushSubscription(
  db: Db,
  subscription: { endpoint: string; p256dh: string; auth: string },
  now: Date,
): Promise<string> {
  const at = now.toISOString();
  const endpointHash = endpointHashOf(subscription.endpoint);
  await db(PushSubscriptionRow.tableName)
    .insert({ id: randomUUID(), endpointHash, ...subscription, createdAt: at, updatedAt: at })
    .onConflict('endpointHash')
    .merge({ p256dh: subscription.p256dh, auth: subscription.auth, updatedAt: at });
  return ((await PushSubscriptionRow.query(db).findOne({ endpointHash }).select('id')) as { id: string }).id;
}

/** Adds topics to a subscription; an `owner` topic goes with the admin session that asked. */
export async function addPushTopics(
  db: Db,
  subscriptionId: string,
  topics: readonly { topic: string; adminSessionId: string | null }[],
  now: Date,
): Promise<string[]> {
  if (topics.length > 0) {
    await db('push_topics')
      .insert(topics.map((each) => ({ subscriptionId, ...each, createdAt: now.toISOString() })))
      .onConflict(['subscriptionId', 'topic'])
      .merge(['adminSessionId']);
  }
  return (await db('push_topics').where({ subscriptionId }).orderBy('topic').pluck('topic')) as string[];
}

/** Takes topics off the subscription of `endpoint` (all of them, and the subscription, without a list). */
export async function removePushTopics(db: Db, endpoint: string, topics?: readonly string[]): Promise<void> {
  const row = await PushSubscriptionRow.query(db).findOne({ endpointHash: endpointHashOf(endpoint) });
  if (!row) return;
  if (!topics) return dropPushSubscription(db, row.id);
  await db('push_topics').where({ subscriptionId: row.id }).whereIn('topic', topics).delete();
  const left = await db('push_topics').where({ subscriptionId: row.id }).first();
  if (!left) await dropPushSubscription(db, row.id);
}

export async function findPushSubscription(db: Db, id: string) {
  return PushSubscriptionRow.query(db).findById(id);
}

/** The push service said the subscription is gone (404, 410): its topics go with it. */
export async function dropPushSubscription(db: Db, id: string): Promise<void> {
  await db('push_topics').where({ subscriptionId: id }).delete();
  await PushSubscriptionRow.query(db).deleteById(id);
}

/** The subscriptions following one topic. */
export async function subscriptionsOf(db: Db, topic: string): Promise<string[]> {
  return (await db('push_topics').where({ topic }).orderBy('subscriptionId').pluck('subscriptionId')) as string[];
}

/** The owner's phones: `owner` topics whose admin session is still signed in. */
export async function ownerSubscriptions(db: Db, now: Date): Promise<string[]> {
  return (await db('push_topics')
    .join('admin_sessions', 'admin_sessions.id', 'push_topics.adminSessionId')
    .where('push_topics.topic', 'owner')
    .where('admin_sessions.expiresAt', '>', now.toISOString())
    .orderBy('push_topics.subscriptionId')
    .distinct('push_topics.subscriptionId')
    .pluck('push_topics.subscriptionId')) as string[];
}

/** Subscriptions that also follow an order (not cancelled) of one of `pickupDates`. */
export async function subscriptionsFollowingOrders(db: Db, pickupDates: readonly string[]): Promise<Set<string>> {
  const followed = db('orders')
    .select(db.raw(`'order:' || ??`, ['id']))
    .whereIn('pickupDate', pickupDates)
    .whereNot('status', 'cancelled');
  const rows = (await db('push_topics').distinct('subscriptionId').whereIn('topic', followed)) as {
    subscriptionId: string;
  }[];
  return new Set(rows.map((row) => row.subscriptionId));
}

/**
 * The record of one notice of one opening (its counts, and since when it is under way), made
 * by the first transaction that announces it; answers when that was.
 */
export async function openingNotice(db: Db, kind: string, opening: string, now: Date): Promise<string> {
  await db('drop_notices')
    .insert({ kind, opening, emails: 0, pushes: 0, createdAt: now.toISOString() })
    .onConflict(['kind', 'opening'])
    .ignore();
  const row = (await db('drop_notices').where({ kind, opening }).first()) as { createdAt: string | Date };
  return new Date(row.createdAt).toISOString();
}

/**
 * Claims one notice of one opening for each of `recipients` (`subscriber:<id>`, `phone:<id>`)
 * not claimed yet, and answers those this transaction claimed: the only ones it may tell. On
 * PostgreSQL a second server's insert of the same row waits for the first to commit, then
 * skips it; the claims and the notices' mail commit together, so each goes exactly once.
 */
export async function claimRecipients(
  db: Db,
  kind: string,
  opening: string,
  recipients: readonly string[],
  now: Date,
): Promise<Set<string>> {
  const told = new Set((await db('drop_notice_recipients').where({ kind, opening }).pluck('recipient')) as string[]);
  const due = recipients.filter((recipient) => !told.has(recipient));
  const claimed = new Set<string>();
  for (let i = 0; i < due.length; i += ROWS_PER_INSERT) {
    const rows = due
      .slice(i, i + ROWS_PER_INSERT)
      .map((recipient) => ({ kind, opening, recipient, createdAt: now.toISOString() }));
    const inserted = (await db('drop_notice_recipients')
      .insert(rows)
      .onConflict(['kind', 'opening', 'recipient'])
      .ignore()
      .returning('recipient')) as ({ recipient: string } | string)[];
    for (const row of inserted) claimed.add(typeof row === 'string' ? row : row.recipient);
  }
  return claimed;
}

/** Adds what one pass of an opening's notice sent to its record. */
export async function countDropNotice(
  db: Db,
  kind: string,
  opening: string,
  counts: { emails: number; pushes: number },
) {
  await db('drop_notices')
    .where({ kind, opening })
    .update({
      emails: db.raw('?? + ?', ['emails', counts.emails]),
      pushes: db.raw('?? + ?', ['pushes', counts.pushes]),
    });
}

/** The phones that asked to hear of openings by `by` (their `orders-open` topic's time). */
export async function phonesAskingForOpeningsBy(db: Db, by: string): Promise<Set<string>> {
  return new Set(
    (await db('push_topics')
      .where({ topic: 'orders-open' })
      .where('createdAt', '<=', by)
      .pluck('subscriptionId')) as string[],
  );
}

export async function lastDropNotices(db: Db, limit: number) {
  return (await db('drop_notices').orderBy('createdAt', 'desc').limit(limit)) as {
    kind: string;
    opening: string;
    emails: number;
    pushes: number;
    createdAt: string | Date;
  }[];
}
