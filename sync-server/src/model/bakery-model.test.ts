import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { testingOnPostgres } from '../testing/test-database';
import { openBakery, type Bakery } from './bakery';
import { makeTemplate, type Template } from './template';
import { customerCancels, placeOrder, releaseHold, takeHold, timePasses } from './customer-commands';
import { checkInvariants, checkMail } from './invariants';
import { initialModel, type Model } from './model';
import { ownerSetsStatus, restart, stallSale, stockEdit } from './owner-commands';

/**
 * A model-based test of the bakery's core (docs/testing.md, "The model test"): random sequences
 * of a shop's day, each step checked against what the run knows (model.ts, invariants.ts).
 * MODEL_RUNS sets how many sequences (default: a CI-sized number), MODEL_SEED the seed (default
 * fixed, so CI runs the same sequences); a failure prints both, and the shrunk sequence.
 */
const runs = Number(process.env.MODEL_RUNS ?? 0);
const seed = Number(process.env.MODEL_SEED ?? 4747);

const commands = fc.commands(
  [takeHold, releaseHold, timePasses, placeOrder, customerCancels, ownerSetsStatus, stockEdit, stallSale, restart],
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
    { numRuns, seed, verbose: fc.VerbosityLevel.Verbose, endOnFailure: false },
  );
}

let template: Template;
beforeAll(async () => {
  template = await makeTemplate();
}, 60_000);
afterAll(() => template?.drop());

describe('the bakery against its model', () => {
  it.skipIf(testingOnPostgres())('on one server on SQLite', () => runModel(1, runs || 100), 600_000);
  it.skipIf(!testingOnPostgres())('on two servers on one PostgreSQL database', () => runModel(2, runs || 20), 600_000);
});
