import type { ParameterizedContext } from 'koa';
import type { AppDeps } from '../deps';
import type { Db } from '../db';
import { withIdempotencyKey, type Answer } from '../services/idempotency';
import { idempotencyKeyOf } from './parse';
import type { AdminState } from './require-admin';

/**
 * Runs one write exactly once per Idempotency-Key (CONTRACT.md section 6) and answers it: an
 * outbox may send the same write again after a lost answer, and gets the first answer back
 * instead of a second change. Resolves whether this was a replay, so the route announces a
 * change only when one happened. `scope` keeps one caller's keys apart from another's.
 */
export async function answerOnce<T>(
  ctx: ParameterizedContext,
  deps: AppDeps,
  scope: string,
  write: (db: Db, now: Date) => Promise<T>,
  status = 200,
): Promise<{ replayed: boolean; body: T }> {
  const now = deps.clock.now();
  const answer = await withIdempotencyKey<T>(
    deps.db,
    { key: idempotencyKeyOf(ctx), scope: `${scope} ${ctx.method} ${ctx.path}`, body: ctx.request.body ?? null },
    now,
    async (db): Promise<Answer<T>> => ({ status, body: await write(db, now) }),
  );
  ctx.status = answer.status;
  ctx.body = answer.body;
  return answer;
}

/** answerOnce for the owner's edits, her keys scoped to her account. */
export function answerAdminWrite<T>(
  ctx: ParameterizedContext<AdminState>,
  deps: AppDeps,
  write: (db: Db, now: Date) => Promise<T>,
  status = 200,
): Promise<{ replayed: boolean; body: T }> {
  return answerOnce(ctx, deps, `admin ${ctx.state.admin.id}`, write, status);
}
