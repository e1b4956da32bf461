import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { testingOnPostgres } from '../testing/test-database';
import { openBakery, type Bakery } from './bakery';
import { makeTemplate, type Template } from './template';
import { customerCancels, customerMovesSlot, placeOrder, releaseHold, takeHold, timePasses } from './customer-commands';
import { checkInvariants, checkMail } from './invariants';
import { initialModel, type Model } from './model';
import { ownerSetsStatus, restart, stallSale, stockEdit } from './owner-commands';
import { placeWeek } from './standing-commands';
import { joinLine, offerTurn } from './waitlist-commands';
import { timeLimit } from '../testing/time-limits';

/**
 * A model-based test of the bakery's core (docs/testing.md, "The model test"): random sequences
 * of a shop's day, each step checked against what the run knows (model.ts, invariants.ts).
 * MODEL_RUNS sets how many sequences (default: what fits CI's time), MODEL_SEED the seed (default
 * fixed, so CI runs the same sequences); a failure prints the seed, the path and the shrunk
 * sequence, and MODEL_SEED with MODEL_PATH runs that sequence again.
 */
const runs = Number(process.env.MODEL_RUNS ?? 0);
const seed = Number(process.env.MODEL_SEED ?? 4747);
const replayPath = process.env.MODEL_PATH;
/** Sequences in CI: about 0.5 s each on SQLite, 2 to 3 s each on PostgreSQL with two servers. */
const ciRuns = { sqlite: 100, postgres: 10 };

const commands = fc.commands(
  [
    takeHold,
    releaseHold,
    timePasses,
    placeOrder,
    customerCancels,
    customerMovesSlot,
    ownerSetsStatus,
    stockEdit,
    stallSale,
    joinLine,
    offerTurn,
    placeWeek,
    restart,
  ],
  { maxCommands: 25, size: 'max' },
);

async function runModel(servers: 1 | 2, numRuns: number): Promise<void> {
  await fc.assert(
    fc.asyncProperty(commands, async (steps) => {
      const bakery = await openBakery(template, servers);
      const model = initialModel(template);
      try {
        await checkInvariants(model, bakery);
        // Each step, then the invariants: a failure names the step after which they broke.
        const checked = [...steps].map((step) => ({
          check: step.check.bind(step),
          run: async (m: Model, b: Bakery) => {
            await step.run(m, b);
            await checkInvariants(m, b);
          },
          toString: () => step.toString(),
        }));
        await fc.asyncModelRun(() => ({ model, real: bakery }), checked);
        await checkMail(model, bakery);
      } finally {
        await bakery.close();
      }
    }),
    { numRuns, seed, path: replayPath, verbose: fc.VerbosityLevel.Verbose },
  );
}

let template: Template;
beforeAll(async () => {
  template = await makeTemplate();
}, timeLimit(60_000));
afterAll(() => template?.drop());

describe('the bakery against its model', () => {
  const sqliteRuns = runs || ciRuns.sqlite;
  const postgresRuns = runs || ciRuns.postgres;
  // A sequence takes seconds at most: the time allowed grows with MODEL_RUNS.
  it.skipIf(testingOnPostgres())('on one server on SQLite', () => runModel(1, sqliteRuns), 60_000 + sqliteRuns * 5_000);
  it.skipIf(!testingOnPostgres())(
    'on two servers on one PostgreSQL database',
    () => runModel(2, postgresRuns),
    60_000 + postgresRuns * 20_000,
  );
});
