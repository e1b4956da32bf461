import { z } from 'zod';
import type { FailureReason } from '#shared/order';
import { randomUUID } from 'node:crypto';
import { FailedOrderAttempt, inTransaction, type Db } from '../../db';
import type { Changed } from '../announce';
import type { Moment } from '../moment';
import { queuePushNotices } from '../notices/push-notices';
import { OrderRefusal } from './order-rule';
import { getPickupSettings } from '../pickups/pickup-settings';

export interface Failure {
  reason: FailureReason;
  failedItem: string | null;
  detail: string;
}

/** What went wrong with a checkout, in the terms of failed_order_attempts. */
export function failureOf(error: unknown): Failure {
  if (error instanceof OrderRefusal) {
    return { reason: error.failureReason, failedItem: error.failedItem, detail: error.message };
  }
  if (error instanceof z.core.$ZodError) {
    const issue = error.issues[0];
    const detail = issue ? `${issue.path.join('.') || 'order'}: ${issue.message}` : 'The order was not valid';
    return { reason: 'invalid-order', failedItem: null, detail };
  }
  return { reason: 'server-error', failedItem: null, detail: 'The server failed while placing the order' };
}

/** How a refused checkout reads on the owner's phone. */
const reasonWords: Record<FailureReason, (item: string | null) => string> = {
  'orders-closed': () => 'orders were closed',
  'insufficient-stock': (item) => (item ? `not enough ${item} left` : 'not enough left'),
  'product-unavailable': (item) => (item ? `${item} is not for sale now` : 'a product is not for sale now'),
  'below-minimum-order': (item) => (item ? `fewer ${item} than its minimum` : 'fewer than a minimum'),
  'price-changed': () => 'a price changed while she was ordering',
  'invalid-order': () => 'the order was not complete',
  'over-limit': (item) => (item ? `more ${item} than one order may take` : 'more than one order may take'),
  'slot-full': () => 'her pickup time was full',
  'pickup-full': () => 'the pickup was full',
  'place-closed': () => 'the place she chose takes no orders now',
  'server-error': () => 'the server failed while placing it',
};

/**
 * Keeps a refused checkout so the owner can follow up, and tells her phones (with the attempt,
 * in one transaction). The input may be anything a client sent, so each field is kept only if
 * it is text of a sane size; nothing here can fail the answer.
 */
export function recordFailedAttempt(
  db: Db,
  input: unknown,
  failure: Failure,
  moment: Pick<Moment, 'now' | 'timeZone' | 'links'>,
): Promise<Changed> {
  return inTransaction(db, async (trx) => {
    const name = await insertFailedAttempt(trx, input, failure, moment.now);
    const reason = reasonWords[failure.reason](failure.failedItem);
    const settings = await getPickupSettings(trx, moment);
    await queuePushNotices(trx, [{ kind: 'failed-checkout', name, reason }], settings, moment);
    return { mail: true }; // her push, if her phone follows failed checkouts
  });
}

async function insertFailedAttempt(db: Db, input: unknown, failure: Failure, now: Date): Promise<string> {
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const text = (key: string, max: number) => {
    const value = raw[key];
    if (typeof value === 'number') return String(value).slice(0, max);
    return typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;
  };
  const items = keptItems(raw.items);
  const total = text('total', 12);
  await FailedOrderAttempt.query(db).insert({
    id: randomUUID(),
    sessionId: text('sessionId', 128),
    firstName: text('firstName', 80),
    lastName: text('lastName', 80),
    email: text('email', 254),
    phone: text('phone', 30),
    paymentMethod: text('paymentMethod', 20),
    pickupLocation: text('pickupLocation', 40),
    items,
    total: total && /^\d{1,8}(\.\d{1,2})?$/.test(total) ? total : null,
    failureReason: failure.reason,
    failedItem: failure.failedItem?.slice(0, 200) ?? null,
    failureDetail: failure.detail.slice(0, 2000),
    createdAt: now.toISOString(),
  });
  return [text('firstName', 80), text('lastName', 80)].filter(Boolean).join(' ');
}

/** At most this much of what a refused checkout sent is kept: the owner needs the lines, not a dump. */
export const MAX_KEPT_ITEMS_BYTES = 4096;
const MAX_KEPT_LINES = 30;

/**
 * The lines of a refused checkout as the owner reads them: only the known fields, each of a
 * sane size, at most 30 lines and 4 KB. Anonymous junk (100 KB of it, many times over) is not
 * kept, so refused orders cannot fill the disk or the owner's list.
 */
export function keptItems(items: unknown): string | null {
  let lines: unknown = items;
  if (typeof items === 'string') {
    try {
      lines = JSON.parse(items);
    } catch {
      return null;
    }
  }
  if (!Array.isArray(lines)) return null;
  const field = (value: unknown, max: number) =>
    typeof value === 'string' ? value.slice(0, max) : typeof value === 'number' ? value : undefined;
  const kept = lines.slice(0, MAX_KEPT_LINES).flatMap((line: unknown) => {
    if (typeof line !== 'object' || line === null) return [];
    const { product, name, flavor, quantity, unitPrice, totalPrice } = line as Record<string, unknown>;
    return [
      {
        product: field(product, 64),
        name: field(name, 120),
        flavor: field(flavor, 64),
        quantity: typeof quantity === 'number' ? quantity : undefined,
        unitPrice: field(unitPrice, 12),
        totalPrice: field(totalPrice, 12),
      },
    ];
  });
  const text = JSON.stringify(kept);
  return kept.length > 0 && text.length <= MAX_KEPT_ITEMS_BYTES ? text : null;
}
