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
  isAnswered,
  keyOf,
  rememberAnswer,
  settleClaims,
  type Answer,
  type KeyedRequest,
  type StoredAnswers,
} from '../services/idempotency';
import { editProducts, ProductEditFailed } from '../services/inventory-admin';

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
 *     first and its answers stored together last (services/idempotency.ts). Consecutive
 *     edits of products apply together, each product locked and written once, each edit
 *     finding it as the one before left it (services/inventory-admin.ts, editProducts);
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

/** One edit of a batch, found and parsed, with its key. */
interface Step {
  index: number;
  request: KeyedRequest;
  write: AdminWrite;
  input: { params: unknown; body: unknown };
}

/**
 * Applies the first `upTo` edits in one transaction, or throws RefusedEdit (undoing all of it)
 * at the first one that is refused. A run of edits of products is applied together
 * (editProducts: each product locked and written once, where each edit alone took two
 * statements); any other edit alone, by its write.
 */
function applyUpTo({ edits, scope, now, writes, deps }: Batch, upTo: number) {
  return inTransaction(deps.db, async (trx) => {
    const steps = edits.slice(0, upTo).map((edit, index) => stepOf(edit, index, scope, writes));
    const requests = steps.map((step) => step.request);
    const stored = await claimKeys(trx, requests, now);
    const applied: { request: KeyedRequest; answer: Answer<unknown> }[] = [];
    const results: Result[] = [];
    const announcements: (() => void)[] = [];
    /** An edit applied: its answer kept for its key, and told once the batch commits. */
    const applies = (step: Step, body: unknown): Answer<unknown> => {
      const answer = { status: step.write.status ?? 200, body };
      rememberAnswer(stored, step.request, answer); // the same key later in this batch replays it
      applied.push({ request: step.request, answer });
      announcements.push(() => step.write.announce?.(deps, step.input, body));
      return answer;
    };
    for (let at = 0; at < steps.length;) {
      const run = productEditRun(steps, at, stored);
      if (run.length > 0) {
        const answers = await editProducts(
          trx,
          run.map((step) => step.write.productEdit!(step.input)),
          now,
        ).catch((error: unknown) => {
          throw error instanceof ProductEditFailed ? refusedAt(run[error.index]!.index, error.error) : error;
        });
        answers.forEach((body, i) => results.push(resultOf(run[i]!, applies(run[i]!, body))));
        at += run.length;
        continue;
      }
      const step = steps[at++]!;
      try {
        const answer =
          answerStored(stored, step.request) ?? applies(step, await step.write.write(trx, step.input, now, deps));
        results.push(resultOf(step, answer));
      } catch (error) {
        throw refusedAt(step.index, error);
      }
    }
    // Each applied edit's answer kept with its key, in one statement.
    await settleClaims(trx, requests, applied, now);
    return { results, announcements };
  });
}

/** An edit's write found by its method and path, its input parsed, its key scoped as the single call's. */
function stepOf(edit: Edit, index: number, scope: string, writes: readonly AdminWrite[]): Step {
  const path = new URL(edit.url, 'http://bakery.local').pathname;
  const request = { scope: `${scope} ${edit.method} ${path}`, key: edit.key, fingerprint: fingerprintOf(edit.body) };
  try {
    const found = findWrite(writes, edit.method, path);
    if (!found) throw new Refusal('not-found', `There is no ${edit.method} ${path}`, 'no-such-endpoint');
    return { index, request, write: found.write, input: parseWriteInput(found.write, found.params, edit.body) };
  } catch (error) {
    throw refusedAt(index, error);
  }
}

/**
 * The edits of products from `at` on that have no answer yet, each key once: they apply
 * together. An edit that is not of a product, or already answered, or whose key is already in
 * the run (it replays that answer), ends the run.
 */
function productEditRun(steps: readonly Step[], at: number, stored: StoredAnswers): Step[] {
  const run: Step[] = [];
  const keys = new Set<string>();
  for (const step of steps.slice(at)) {
    if (!step.write.productEdit || isAnswered(stored, step.request) || keys.has(keyOf(step.request))) break;
    keys.add(keyOf(step.request));
    run.push(step);
  }
  return run;
}

const resultOf = (step: Step, answer: Answer<unknown>): Result => ({
  status: answer.status,
  body: step.write.answer ? step.write.answer(answer.body) : answer.body,
});

/** A refusal (4xx) of edit `index`, to end the batch there; a failure of the server is thrown as it is. */
function refusedAt(index: number, error: unknown): RefusedEdit {
  if (error instanceof RefusedEdit) return error;
  const refused = toErrorAnswer(error);
  if (refused.status >= 500) throw error;
  return new RefusedEdit(index, { status: refused.status, body: refused.body });
}
