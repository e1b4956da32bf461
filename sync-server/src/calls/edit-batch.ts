import type { ownerCalls } from '#shared/calls/owner';
import { bodyOf, ownerEditRoutes, ownerEditSchema, type OwnerEdit, type OwnerEditResults } from '#shared/owner-edits';
import { inTransaction, type Db } from '../db';
import { toErrorAnswer } from '../http/error-handler';
import { afterProductEdits, ownerEditHandlers, productEditChanged } from '../owner-edits/handlers';
import { applyEdit, keyScope } from '../owner-edits/apply';
import { allChanged, type Changed } from '../services/announce';
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
import { editProducts, ProductEditFailed } from '../services/catalogue/inventory-admin';
import type { Moment } from '../services/moment';
import { shopBakeIn } from '../services/pickups/pickup-settings';
import type { Handler } from './handler';

type Result = OwnerEditResults['results'][number];

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
 * POST /api/admin/edits (shared owner-edits.ts, the contract's owner.edits): up to 100 of the owner's queued edits in one
 * request and one transaction, where one at a time cost a request and a commit each (1000 edits
 * after a day at the market). For each edit, in order:
 *  1. parse it with the shared union of her edits and find its handler by its kind
 *     (owner-edits/handlers.ts: the same handlers her single routes use);
 *  2. apply it, unless its Idempotency-Key (scoped exactly as the single call's: keyScope) already
 *     has an answer: then that answer is given and nothing applies, so an edit sent alone and
 *     then again in a batch (or the other way) applies once. The batch's keys are claimed
 *     together first and its answers stored together last (services/idempotency.ts).
 *     Consecutive edits of products apply together, each product locked and written once, each
 *     edit finding it as the one before left it (services/catalogue/inventory-admin.ts, editProducts);
 *  3. a refused edit (4xx, one it cannot read included) is answered and ends the batch: the
 *     outbox stops there as it does for a single call, and sends the rest after she decides.
 *     What it may have written is undone by undoing the batch and applying again the edits
 *     before it (they applied once, so they apply again), which is cheaper than a savepoint
 *     around every edit when, as nearly always, nothing is refused.
 * What the applied edits changed is told once the batch has committed (the runner, services/announce.ts).
 * A failure of the server itself (5xx) undoes the whole batch: the outbox sends it again later.
 */
export const ownerEditBatchHandler: Handler<(typeof ownerCalls)['owner.edits']> = async (
  { body },
  { deps, moment, admin },
) => {
  const batch = { edits: body.edits, adminId: admin.id, db: deps.db, moment };
  let upTo = body.edits.length;
  let refusal: Result | undefined;
  for (;;) {
    try {
      const { results, changed } = await applyUpTo(batch, upTo);
      return { answer: { results: refusal ? [...results, refusal] : results }, changed };
    } catch (error) {
      if (!(error instanceof RefusedEdit)) throw error;
      // Only the edits before it, again (on PostgreSQL the owner's other tab may have moved
      // something meanwhile, and then an earlier one is refused: the loop ends there instead).
      upTo = error.index;
      refusal = error.result;
    }
  }
};

interface Batch {
  edits: readonly { key: string; edit: unknown }[];
  adminId: number | string;
  db: Db;
  moment: Moment;
}

/** One edit of a batch, parsed, with its key. */
interface Step {
  index: number;
  request: KeyedRequest;
  edit: OwnerEdit;
}

/**
 * Applies the first `upTo` edits in one transaction, or throws RefusedEdit (undoing all of it)
 * at the first one that is refused. A run of edits of products is applied together
 * (editProducts: each product locked and written once, where each edit alone took two
 * statements); any other edit alone, by its handler.
 */
function applyUpTo({ edits, adminId, db, moment }: Batch, upTo: number) {
  const { now } = moment;
  return inTransaction(db, async (trx) => {
    const steps = edits.slice(0, upTo).map((item, index) => stepOf(item, index, adminId));
    const requests = steps.map((step) => step.request);
    const stored = await claimKeys(trx, requests, now);
    const applied: { request: KeyedRequest; answer: Answer<unknown> }[] = [];
    const results: Result[] = [];
    const changes: Changed[] = [];
    /** The products her edits of this batch changed. */
    const edited = new Set<string>();
    /** An edit applied: its answer kept for its key, and what it changed told once the batch commits. */
    const applies = (step: Step, body: unknown, changed: Changed): Answer<unknown> => {
      const answer = { status: ownerEditRoutes[step.edit.kind].status ?? 200, body };
      rememberAnswer(stored, step.request, answer); // the same key later in this batch replays it
      applied.push({ request: step.request, answer });
      changes.push(changed);
      return answer;
    };
    for (let at = 0; at < steps.length;) {
      const run = productEditRun(steps, at, stored);
      if (run.length > 0) {
        const answers = await editProducts(
          trx,
          run.map((step) => (ownerEditHandlers[step.edit.kind] as ProductHandler).product(step.edit)),
          now,
          // Read at each run: a settings edit before it in the batch may have moved it.
          await shopBakeIn(trx, moment),
        ).catch((error: unknown) => {
          throw error instanceof ProductEditFailed ? refusedAt(run[error.index]!.index, error.error) : error;
        });
        answers.forEach((body, i) =>
          results.push(applies(run[i]!, body, productEditChanged(run[i]!.edit as { id: string }))),
        );
        for (const step of run) edited.add((step.edit as { id: string }).id);
        at += run.length;
        continue;
      }
      const step = steps[at++]!;
      try {
        const answer = answerStored(stored, step.request) ?? (await applyStep(step));
        results.push({ status: answer.status, body: answer.body });
      } catch (error) {
        throw refusedAt(step.index, error);
      }
    }
    // What her product edits set going (a standing order's week tried again), once for the batch.
    if (edited.size > 0) changes.push(await afterProductEdits(trx, [...edited], moment));
    // Each applied edit's answer kept with its key, in one statement.
    await settleClaims(trx, requests, applied, now);
    return { results, changed: allChanged(changes) };

    async function applyStep(step: Step): Promise<Answer<unknown>> {
      const { answer, changed } = await applyEdit(trx, step.edit, moment);
      return applies(step, answer, changed);
    }
  });
}

type ProductHandler = { product(edit: OwnerEdit): Parameters<typeof editProducts>[1][number] };

/** An edit parsed with the shared union, its key scoped as the single call's. A bad one is refused where it stands. */
function stepOf(item: { key: string; edit: unknown }, index: number, adminId: number | string): Step {
  try {
    const edit = ownerEditSchema.parse(item.edit) as OwnerEdit;
    const raw = item.edit as { kind: OwnerEdit['kind'] } & Record<string, unknown>;
    const request = { scope: keyScope(adminId, raw), key: item.key, fingerprint: fingerprintOf(bodyOf(raw)) };
    return { index, request, edit };
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
    const productEdit = 'product' in ownerEditHandlers[step.edit.kind];
    if (!productEdit || isAnswered(stored, step.request) || keys.has(keyOf(step.request))) break;
    keys.add(keyOf(step.request));
    run.push(step);
  }
  return run;
}

/** A refusal (4xx) of edit `index`, to end the batch there; a failure of the server is thrown as it is. */
function refusedAt(index: number, error: unknown): RefusedEdit {
  if (error instanceof RefusedEdit) return error;
  const refused = toErrorAnswer(error);
  if (refused.status >= 500) throw error;
  return new RefusedEdit(index, { status: refused.status, body: refused.body });
}
