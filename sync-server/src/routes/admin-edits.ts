import type Router from '@koa/router';
import { adminEditBatchSchema, type AdminEditResults } from '#shared/api';
import { inTransaction } from '../db';
import type { AppDeps } from '../deps';
import { findWrite, parseWriteInput, type AdminWrite } from '../http/admin-writes';
import { toErrorAnswer } from '../http/error-handler';
import { parseBody } from '../http/parse';
import { requireAdmin, type AdminState } from '../http/require-admin';
import { Refusal } from '../services/errors';
import { withIdempotencyKey } from '../services/idempotency';

/**
 * POST /api/admin/edits (shared api.ts): up to 100 of the owner's queued edits in one request
 * and one transaction, where one at a time cost a request and a commit each (1000 edits after a
 * day at the market). For each edit, in order:
 *  1. find its write by method and path (http/admin-writes.ts: the same map the single routes
 *     mount) and parse its input with the write's shared schemas;
 *  2. apply it in a savepoint of its own with its Idempotency-Key, scoped exactly as the single
 *     call's, so an edit sent alone and then again in a batch (or the other way) applies once;
 *  3. a refused edit (4xx) rolls back its savepoint alone, is answered, and ends the batch: the
 *     outbox stops there as it does for a single call, and sends the rest after she decides.
 * What the applied edits announce (cache, sockets, mail) is told once the batch has committed.
 * A failure of the server itself (5xx) undoes the whole batch: the outbox sends it again later.
 */
export function adminEditRoutes(router: Router<AdminState>, deps: AppDeps, writes: readonly AdminWrite[]): void {
  router.post('/api/admin/edits', requireAdmin(deps), async (ctx) => {
    const { edits } = parseBody(ctx, adminEditBatchSchema);
    const now = deps.clock.now();
    const announcements: (() => void)[] = [];
    const results = await inTransaction(deps.db, async (trx) => {
      const answered: AdminEditResults['results'] = [];
      for (const edit of edits) {
        const path = new URL(edit.url, 'http://bakery.local').pathname;
        try {
          const found = findWrite(writes, edit.method, path);
          if (!found) throw new Refusal('not-found', `There is no ${edit.method} ${path}`, 'no-such-endpoint');
          const { write } = found;
          const input = parseWriteInput(write, found.params, edit.body);
          const answer = await trx.transaction((savepoint) =>
            withIdempotencyKey(
              savepoint,
              {
                key: edit.key,
                scope: `admin ${ctx.state.admin.id} ${edit.method} ${path}`,
                body: edit.body,
              },
              now,
              async (db) => ({ status: write.status ?? 200, body: await write.write(db, input, now, deps) }),
            ),
          );
          answered.push({ status: answer.status, body: write.answer ? write.answer(answer.body) : answer.body });
          if (!answer.replayed) announcements.push(() => write.announce?.(deps, input, answer.body));
        } catch (error) {
          const refused = toErrorAnswer(error);
          if (refused.status >= 500) throw error;
          answered.push({ status: refused.status, body: refused.body });
          break;
        }
      }
      return answered;
    });
    for (const announce of announcements) announce();
    ctx.body = { results } satisfies AdminEditResults;
  });
}
