import { createHash } from 'node:crypto';
import { IdempotencyRecord, independently, inTransaction, type Db, type Tx } from '../db';
import { conflict } from './errors';

/**
 * Exactly-once writes (docs/client.md, "Offline"). A write sent with an Idempotency-Key runs in a
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

/** What the scope column holds (idempotency_keys.scope, varchar(200) on PostgreSQL). */
const SCOPE_MAX = 200;

/**
 * The scope of a key: who sends it and the call's route with its parameters ("admin 1 PATCH
 * /api/inventory/focaccia/stock"). A longer one (an escaped id of odd characters) keeps its start
 * and a digest of the whole, so it fits the column on every database and stays one scope.
 */
export function keyScope(who: string, method: string, path: string): string {
  const scope = `${who} ${method} ${path}`;
  if (scope.length <= SCOPE_MAX) return scope;
  const digest = createHash('sha256').update(scope).digest('hex');
  return `${scope.slice(0, SCOPE_MAX - digest.length - 1)}#${digest}`;
}

/** A key within its scope, as one string. */
export const keyOf = (request: Pick<KeyedRequest, 'scope' | 'key'>) => `${request.scope}\u0000${request.key}`;

/** A claimed key whose write has not committed yet: no answer is ever stored with this status. */
const CLAIMED = 0;

/**
 * Claims the keys of some requests, first thing in their transaction, and returns the answers
 * stored for keys that were already used (look them up with answerStored).
 *
 * The claim is an INSERT ... ON CONFLICT DO NOTHING of the key itself. When another
 * transaction (on this server or another one) is writing under the same key, PostgreSQL makes
 * this INSERT wait for it: if it commits, the key is taken and its answer is read back and
 * replayed; if it rolls back, this one takes the key. So a key sent ten times at once is
 * applied once and every sender gets the answer, never a unique-violation 500. Keys are
 * claimed in one sorted order, before any product is locked, so two batches cannot deadlock.
 * On SQLite transactions run one at a time and the claim never waits.
 */
export async function claimKeys(trx: Tx, requests: readonly KeyedRequest[], now: Date): Promise<StoredAnswers> {
  const unique = [...new Map(requests.map((request) => [keyOf(request), request])).values()].sort((a, b) =>
    keyOf(a) < keyOf(b) ? -1 : 1,
  );
  if (unique.length === 0) return new Map();
  const claimed = (await trx(IdempotencyRecord.tableName)
    .insert(
      unique.map((request) => ({
        scope: request.scope,
        key: request.key,
        fingerprint: request.fingerprint,
        status: CLAIMED,
        body: '',
        createdAt: now.toISOString(),
      })),
    )
    .onConflict(['scope', 'key'])
    .ignore()
    .returning(['scope', 'key'])) as { scope: string; key: string }[];
  const mine = new Set(claimed.map(keyOf));
  const taken = unique.filter((request) => !mine.has(keyOf(request)));
  if (taken.length === 0) return new Map();
  const records = await IdempotencyRecord.query(trx).whereIn(
    ['scope', 'key'],
    taken.map((request) => [request.scope, request.key]),
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

/** Whether a keyed request has an answer already: stored before, or given earlier in this batch. */
export const isAnswered = (stored: StoredAnswers, request: KeyedRequest): boolean => stored.has(keyOf(request));

/** Adds an answer given in this transaction, so the same key later in a batch replays it. */
export function rememberAnswer(stored: StoredAnswers, request: KeyedRequest, answer: Answer<unknown>): void {
  stored.set(keyOf(request), {
    fingerprint: request.fingerprint,
    status: answer.status,
    body: JSON.stringify(answer.body),
  });
}

/**
 * Settles the keys claimed in this transaction: each answered one keeps its answer, one row per
 * key in one statement; a refused request's claim is let go, so sending it again asks again
 * (only answers are stored). Call it last, in the transaction of the writes.
 */
export async function settleClaims(
  trx: Tx,
  claimed: readonly KeyedRequest[],
  answered: readonly { request: KeyedRequest; answer: Answer<unknown> }[],
  now: Date,
): Promise<void> {
  const answers = new Map(answered.map(({ request, answer }) => [keyOf(request), { request, answer }]));
  const refused = claimed.filter((request) => !answers.has(keyOf(request)));
  // Different keys, so the two statements need nothing from each other.
  await independently(trx, [
    async () => {
      if (answers.size === 0) return;
      await trx(IdempotencyRecord.tableName)
        .insert(
          [...answers.values()].map(({ request, answer }) => ({
            scope: request.scope,
            key: request.key,
            fingerprint: request.fingerprint,
            status: answer.status,
            body: JSON.stringify(answer.body),
            createdAt: now.toISOString(),
          })),
        )
        .onConflict(['scope', 'key'])
        .merge(['status', 'body']);
    },
    async () => {
      if (refused.length === 0) return;
      await trx(IdempotencyRecord.tableName)
        .where('status', CLAIMED)
        .whereIn(
          ['scope', 'key'],
          refused.map((request) => [request.scope, request.key]),
        )
        .delete();
    },
  ]);
}

/** One write, exactly once per key: the claimed key, the write and its answer commit together. */
export async function withIdempotencyKey<T>(
  db: Db,
  request: IdempotentRequest,
  now: Date,
  write: (db: Db) => Promise<Answer<T>>,
): Promise<Answer<T> & { replayed: boolean }> {
  if (!request.key) return { ...(await write(db)), replayed: false };
  const keyed = { scope: request.scope, key: request.key, fingerprint: fingerprintOf(request.body) };
  return inTransaction(db, async (trx) => {
    const stored = answerStored<T>(await claimKeys(trx, [keyed], now), keyed);
    if (stored) return { ...stored, replayed: true };
    // A refused write throws: the transaction, claim included, rolls back.
    const answer = await write(trx);
    await settleClaims(trx, [keyed], [{ request: keyed, answer }], now);
    return { ...answer, replayed: false };
  });
}

/** Keys older than this are forgotten; an offline phone replays its outbox within days. */
export const IDEMPOTENCY_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export async function forgetOldKeys(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS).toISOString();
  return IdempotencyRecord.query(db).delete().where('createdAt', '<', before);
}
