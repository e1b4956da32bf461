import type { ParameterizedContext } from 'koa';
import type { AppDeps } from '../deps';
import type { Db } from '../db';
import { withIdempotencyKey, type Answer } from '../services/idempotency';
import { idempotencyKeyOf } from './parse';
import type { AdminState } from './require-admin';

/**
 * Runs one admin write exactly once per Idempotency-Key (CONTRACT.md section 6) and answers
 * it: the owner's offline outbox may send the same edit again after a lost answer, and gets
 * the first answer back instead of a second change. Resolves whether this was a replay, so
 * the route announces a change only when one happened.
 */
export async function answerAdminWrite<T>(
  ctx: ParameterizedContext<AdminState>,
  deps: AppDeps,
  write: (db: Db, now: Date) => Promise<T>,
  status = 200,
): Promise<{ replayed: boolean; body: T }> {
  const now = deps.clock.now();
  const answer = await withIdempotencyKey<T>(
    deps.db,
    {
      key: idempotencyKeyOf(ctx),
      scope: `admin ${ctx.state.admin.id} ${ctx.method} ${ctx.path}`,
      body: ctx.request.body ?? null,
    },
    now,
    async (db): Promise<Answer<T>> => ({ status, body: await write(db, now) }),
  );
  ctx.status = answer.status;
  ctx.body = answer.body;
  return answer;
}
