import type { ParameterizedContext } from 'koa';
import type { AppDeps } from '../deps';
import type { Db } from '../db';
import { tellEveryone, type Applied } from '../services/announce';
import { withIdempotencyKey, type Answer } from '../services/idempotency';
import { idempotencyKeyOf } from './parse';
import type { AdminState } from './require-admin';

/**
 * Runs one write exactly once per Idempotency-Key (docs/api.md, "Sent once") and answers it: an
 * outbox may send the same write again after a lost answer, and gets the first answer back
 * instead of a second change. What the write changed is told once it has committed, and not
 * for a replay (services/announce.ts). `scope` keeps one caller's keys apart from another's.
 */
export async function answerOnce<T>(
  ctx: ParameterizedContext,
  deps: AppDeps,
  scope: string,
  write: (db: Db, now: Date) => Promise<Applied<T>>,
  status = 200,
): Promise<void> {
  const now = deps.clock.now();
  let changed: Applied<T>['changed'] = {};
  const answer = await withIdempotencyKey<T>(
    deps.db,
    { key: idempotencyKeyOf(ctx), scope: `${scope} ${ctx.method} ${ctx.path}`, body: ctx.request.body ?? null },
    now,
    async (db): Promise<Answer<T>> => {
      const applied = await write(db, now);
      changed = applied.changed;
      return { status, body: applied.answer };
    },
  );
  ctx.status = answer.status;
  ctx.body = answer.body;
  if (!answer.replayed) tellEveryone(deps, changed);
}

/** answerOnce for the owner's edits, her keys scoped to her account. */
export function answerAdminWrite<T>(
  ctx: ParameterizedContext<AdminState>,
  deps: AppDeps,
  write: (db: Db, now: Date) => Promise<Applied<T>>,
  status = 200,
): Promise<void> {
  return answerOnce(ctx, deps, `admin ${ctx.state.admin.id}`, write, status);
}
