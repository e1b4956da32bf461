import { z } from 'zod';
import type { FailureReason } from '#shared/order';
import { randomUUID } from 'node:crypto';
import { FailedOrderAttempt, type Db } from '../db';
import { OrderRefusal } from './order-rule';

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
  if (error instanceof z.ZodError) {
    const issue = error.issues[0];
    const detail = issue ? `${issue.path.join('.') || 'order'}: ${issue.message}` : 'The order was not valid';
    return { reason: 'invalid-order', failedItem: null, detail };
  }
  return { reason: 'server-error', failedItem: null, detail: 'The server failed while placing the order' };
}

/**
 * Keeps a refused checkout so the owner can follow up. The input may be anything a client sent,
 * so each field is kept only if it is text of a sane size; nothing here can fail the answer.
 */
export async function recordFailedAttempt(db: Db, input: unknown, failure: Failure, now: Date): Promise<void> {
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const text = (key: string, max: number) => {
    const value = raw[key];
    if (typeof value === 'number') return String(value).slice(0, max);
    return typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;
  };
  const items = typeof raw.items === 'string' ? raw.items : Array.isArray(raw.items) ? JSON.stringify(raw.items) : null;
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
    items: items && items.length <= 100_000 ? items : null,
    total: total && /^\d{1,8}(\.\d{1,2})?$/.test(total) ? total : null,
    failureReason: failure.reason,
    failedItem: failure.failedItem?.slice(0, 200) ?? null,
    failureDetail: failure.detail.slice(0, 2000),
    createdAt: now.toISOString(),
  });
}
