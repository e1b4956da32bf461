import type Router from '@koa/router';
import { adminEditBatchSchema, type AdminEditBatch, type AdminEditResults } from '#shared/api';
import { inTransaction } from '../db';
import type { AppDeps } from '../deps';
import { findWrite, parseWriteInput, type AdminWrite } from '../http/admin-writes';
import { toErrorAnswer } from '../http/error-handler';
import { parseBody } from '../http/parse';
import { requireAdmin, type AdminState } from '../http/require-admin';
import { Refusal } from '../services/errors';
import {
  answerStored,
  claimKeys,
  fingerprintOf,
  rememberAnswer,
  settleClaims,
  type Answer,
  type KeyedRequest,
} from '../services/idempotency';

type Edit = AdminEditBatch['edits'][number];
type Result = AdminEditResults['results'][number];

/** Thrown to undo a batch's transaction when edit `index` is refused (see applyUpTo). */
class RefusedEdit extends Error {
  constructor(
    readonly index: number,
    readonly result: Result,
  ) {
    super('an edit of the batch was refused');
  }
}

/**
 * POST /api/admin/edits (shared api.ts): up to 100 of the owner's queued edits in one request
 * and one transaction, where one at a time cost a request and a commit each (1000 edits after a
 * day at the market). For each edit, in order:
 *  1. find its write by method and path (http/admin-writes.ts: the same map the single routes
 *     mount) and parse its input with the write's shared schemas;
 *  2. apply it, unless its Idempotency-Key (scoped exactly as the single call's) already has an
 *     answer: then that answer is given and nothing applies, so an edit sent alone and then
 *     again in a batch (or the other way) applies once. The batch's keys are claimed together
 *     first and its answers stored together last (services/idempotency.ts);
 *  3. a refused edit (4xx) is answered and ends the batch: the outbox stops there as it does
 *     for a single call, and sends the rest after she decides. What it may have written is
 *     undone by undoing the batch and applying again the edits before it (they applied once,
 *     so they apply again), which is cheaper than a savepoint around every edit when, as
 *     nearly always, nothing is refused.
 * What the applied edits announce (cache, sockets, mail) is told once the batch has committed.
 * A failure of the server itself (5xx) undoes the whole batch: the outbox sends it again later.
 */
export function adminEditRoutes(router: Router<AdminState>, deps: AppDeps, writes: readonly AdminWrite[]): void {
  router.post('/api/admin/edits', requireAdmin(deps), async (ctx) => {
    const { edits } = parseBody(ctx, adminEditBatchSchema);
    const batch = { edits, scope: `admin ${ctx.state.admin.id}`, now: deps.clock.now(), writes, deps };
    let upTo = edits.length;
    let refusal: Result | undefined;
    for (;;) {
      try {
        const { results, announcements } = await applyUpTo(batch, upTo);
        for (const announce of announcements) announce();
        ctx.body = { results: refusal ? [...results, refusal] : results } satisfies AdminEditResults;
        return;
      } catch (error) {
        if (!(error instanceof RefusedEdit)) throw error;
        // Only the edits before it, again (on PostgreSQL the owner's other tab may have moved
        // something meanwhile, and then an earlier one is refused: the loop ends there instead).
        upTo = error.index;
        refusal = error.result;
      }
    }
  });
}

interface Batch {
  edits: readonly Edit[];
  scope: string;
  now: Date;
  writes: readonly AdminWrite[];
  deps: AppDeps;
}

/**
 * Applies the first `upTo` edits in one transaction, or throws RefusedEdit (undoing all of it)
 * at the first one that is refused.
 */
function applyUpTo({ edits, scope, now, writes, deps }: Batch, upTo: number) {
  return inTransaction(deps.db, async (trx) => {
    const keyed: KeyedRequest[] = edits.slice(0, upTo).map((edit) => ({
      scope: `${scope} ${edit.method} ${pathOf(edit)}`,
      key: edit.key,
      fingerprint: fingerprintOf(edit.body),
    }));
    const stored = await claimKeys(trx, keyed, now);
    const applied: { request: KeyedRequest; answer: Answer<unknown> }[] = [];
    const results: Result[] = [];
    const announcements: (() => void)[] = [];
    for (const [index, request] of keyed.entries()) {
      const edit = edits[index]!;
      try {
        const found = findWrite(writes, edit.method, pathOf(edit));
        if (!found) throw new Refusal('not-found', `There is no ${edit.method} ${pathOf(edit)}`, 'no-such-endpoint');
        const { write } = found;
        const input = parseWriteInput(write, found.params, edit.body);
        let answer = answerStored(stored, request);
        if (!answer) {
          const body = await write.write(trx, input, now, deps);
          answer = { status: write.status ?? 200, body };
          rememberAnswer(stored, request, answer); // the same key later in this batch replays it
          applied.push({ request, answer });
          announcements.push(() => write.announce?.(deps, input, body));
        }
        results.push({ status: answer.status, body: write.answer ? write.answer(answer.body) : answer.body });
      } catch (error) {
        const refused = toErrorAnswer(error);
        if (refused.status >= 500) throw error;
        throw new RefusedEdit(index, { status: refused.status, body: refused.body });
      }
    }
    // Each applied edit's answer kept with its key, in one statement.
    await settleClaims(trx, keyed, applied, now);
    return { results, announcements };
  });
}

const pathOf = (edit: Edit) => new URL(edit.url, 'http://bakery.local').pathname;
