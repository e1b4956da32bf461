import { createHash } from 'node:crypto';
import { IdempotencyRecord, type Db } from '../db';
import { conflict } from './errors';

/**
 * Exactly-once writes (CONTRACT.md section 6). A write sent with an Idempotency-Key runs in a
 * transaction that also stores the key with the answer; a repeat of the key returns the stored
 * answer and applies nothing. A replay after a lost answer therefore never applies twice.
 */
export interface Answer<T> {
  status: number;
  body: T;
}

export interface IdempotentRequest {
  /** The Idempotency-Key header; without one the write simply runs. */
  key: string | undefined;
  /** Method, path and who sent it: the same key from another caller is another request. */
  scope: string;
  body: unknown;
}

export async function withIdempotencyKey<T>(
  db: Db,
  request: IdempotentRequest,
  now: Date,
  write: (db: Db) => Promise<Answer<T>>,
): Promise<Answer<T> & { replayed: boolean }> {
  if (!request.key) return { ...(await write(db)), replayed: false };
  const { key, scope } = request;
  const fingerprint = createHash('sha256')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');

  // The stored answer and the write commit together or not at all.
  return db.transaction(async (trx) => {
    const stored = await IdempotencyRecord.query(trx).findById([scope, key]);
    if (stored) {
      if (stored.fingerprint !== fingerprint) {
        throw conflict('This Idempotency-Key was already used for a different request', 'idempotency-key-reused');
      }
      return { status: stored.status, body: JSON.parse(stored.body) as T, replayed: true };
    }
    const answer = await write(trx);
    await IdempotencyRecord.query(trx).insert({
      scope,
      key,
      fingerprint,
      status: answer.status,
      body: JSON.stringify(answer.body),
      createdAt: now.toISOString(),
    });
    return { ...answer, replayed: false };
  });
}

/** Keys older than this are forgotten; an offline phone replays its outbox within days. */
export const IDEMPOTENCY_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export async function forgetOldKeys(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS).toISOString();
  return IdempotencyRecord.query(db).delete().where('createdAt', '<', before);
}
