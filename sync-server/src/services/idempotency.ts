import { createHash } from 'node:crypto';
import { IdempotencyRecord, type Db } from '../db';
import { conflict } from './errors';

/**
 * Exactly-once writes (CONTRACT.md section 6). A write sent with an Idempotency-Key runs in a
 * transaction that also stores the key with the answer; a repeat of the key returns the stored
 * answer and applies nothing. A replay after a lost answer therefore never applies twice.
 * Only answers are stored: a refused write stores nothing, so sending it again asks again.
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

/** A keyed request: its key, and the fingerprint of its body that a replay must match. */
export interface KeyedRequest {
  scope: string;
  key: string;
  fingerprint: string;
}

export const fingerprintOf = (body: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');

const keyOf = (request: Pick<KeyedRequest, 'scope' | 'key'>) => `${request.scope}\u0000${request.key}`;

/** The stored answers of some keyed requests, in one query, looked up with answerStored. */
export async function findStoredAnswers(db: Db, requests: readonly KeyedRequest[]): Promise<StoredAnswers> {
  if (requests.length === 0) return new Map();
  const records = await IdempotencyRecord.query(db).whereIn(
    ['scope', 'key'],
    requests.map((request) => [request.scope, request.key]),
  );
  return new Map(records.map((record) => [keyOf(record), record]));
}

export type StoredAnswers = Map<string, Pick<IdempotencyRecord, 'fingerprint' | 'status' | 'body'>>;

/**
 * The answer stored for a keyed request, or undefined when the key is new. A key sent again
 * with a different body is refused: it is a bug or a clash, never a replay.
 */
export function answerStored<T>(stored: StoredAnswers, request: KeyedRequest): Answer<T> | undefined {
  const record = stored.get(keyOf(request));
  if (!record) return undefined;
  if (record.fingerprint !== request.fingerprint) {
    throw conflict('This Idempotency-Key was already used for a different request', 'idempotency-key-reused');
  }
  return { status: record.status, body: JSON.parse(record.body) as T };
}

/** Adds an answer given in this transaction, so the same key later in a batch replays it. */
export function rememberAnswer(stored: StoredAnswers, request: KeyedRequest, answer: Answer<unknown>): void {
  stored.set(keyOf(request), {
    fingerprint: request.fingerprint,
    status: answer.status,
    body: JSON.stringify(answer.body),
  });
}

/** Stores answers with their keys, in one INSERT; call in the transaction of the writes. */
export async function storeAnswers(
  db: Db,
  answered: readonly { request: KeyedRequest; answer: Answer<unknown> }[],
  now: Date,
): Promise<void> {
  if (answered.length === 0) return;
  await db(IdempotencyRecord.tableName).insert(
    answered.map(({ request, answer }) => ({
      scope: request.scope,
      key: request.key,
      fingerprint: request.fingerprint,
      status: answer.status,
      body: JSON.stringify(answer.body),
      createdAt: now.toISOString(),
    })),
  );
}

/** One write, exactly once per key: the stored answer and the write commit together. */
export async function withIdempotencyKey<T>(
  db: Db,
  request: IdempotentRequest,
  now: Date,
  write: (db: Db) => Promise<Answer<T>>,
): Promise<Answer<T> & { replayed: boolean }> {
  if (!request.key) return { ...(await write(db)), replayed: false };
  const keyed = { scope: request.scope, key: request.key, fingerprint: fingerprintOf(request.body) };
  return db.transaction(async (trx) => {
    const stored = answerStored<T>(await findStoredAnswers(trx, [keyed]), keyed);
    if (stored) return { ...stored, replayed: true };
    const answer = await write(trx);
    await storeAnswers(trx, [{ request: keyed, answer }], now);
    return { ...answer, replayed: false };
  });
}

/** Keys older than this are forgotten; an offline phone replays its outbox within days. */
export const IDEMPOTENCY_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export async function forgetOldKeys(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS).toISOString();
  return IdempotencyRecord.query(db).delete().where('createdAt', '<', before);
}
