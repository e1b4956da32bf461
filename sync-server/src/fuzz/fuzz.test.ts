import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CallSpec } from '#shared/calls/define';
import { calls } from '#shared/calls/index';
import { TEST_ADMIN, type TestServer } from '../testing/test-server';
import { startFuzzServer } from './fuzz-server';
import { watchedTables } from './fingerprint';
import { fuzzCall, type FuzzTarget } from './fuzz-run';
import { knownRows } from './known-rows';
import { timeLimit } from '../testing/time-limits';

/**
 * Every call of the contract fuzzed from its schemas (issue 47; docs/testing.md, "The fuzzer"):
 * valid inputs made from each call's params, query and body schemas, most of them then broken,
 * sent as anyone and as the owner, with and without an Idempotency-Key. Never a 5xx; a refusal
 * changes nothing and is a sentence a person can read. FUZZ_RUNS requests per call (24 in CI),
 * FUZZ_SEED the seed (a fixed one in CI, so a failure comes back the same on the next run).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 24);
const SEED = process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 47);

let server: TestServer;
let target: FuzzTarget;

beforeAll(async () => {
  server = await startFuzzServer();
  let token = await server.adminToken();
  const watched = await watchedTables(server);
  // A refused checkout keeps what was tried, on purpose (docs/api.md).
  const watchedAtCheckout = await watchedTables(server, ['failed_order_attempts']);
  target = {
    server,
    watchedFor: (name) => (name === 'shop.checkout' ? watchedAtCheckout : watched),
    known: await knownRows(server),
    ownerToken: async () => token,
    renewOwnerToken: async () => {
      const answer = await server.request('GET', '/api/admin/verify', undefined, { Authorization: `Bearer ${token}` });
      if (answer.status === 401) token = await signIn(server);
    },
  };
  console.log(`fuzzing ${Object.keys(calls).length} calls, ${RUNS} requests each, FUZZ_SEED=${SEED}`);
}, timeLimit(60_000));
afterAll(() => server?.stop());

/** Her token anew, with the address's sign-ins given back first (the fuzzer spends them). */
async function signIn(server: TestServer): Promise<string> {
  await server.running.deps.limits.signIns.delete('127.0.0.1');
  const answer = await server.request<{ sessionToken: string }>('POST', '/api/admin/login', TEST_ADMIN);
  return answer.body.sessionToken;
}

/** Calls that hash a password on every request (deliberately slow, ~0.1 s each): a quarter of the runs. */
const HASHING = new Set(['session.login', 'session.reset']);
const runsOf = (name: string) => (HASHING.has(name) ? Math.ceil(RUNS / 4) : RUNS);

/** A call's own seed: the run's seed and its name, so adding a call changes no other's requests. */
const seedOf = (name: string) => [...name].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, SEED);

it.each(Object.entries(calls) as [string, CallSpec][])(
  '%s: never a 5xx; a refusal changes nothing and says why',
  async (name, spec) => {
    for (const limiter of Object.values(server.running.deps.limits)) await limiter.delete('127.0.0.1');
    const seed = seedOf(name);
    const failures = await fuzzCall(target, name, spec, { seed, runs: runsOf(name) });
    const report = failures.map((failure) => `${failure.broken}: ${failure.fault}\n  ${failure.curl}`);
    expect(report, `${name} with seed ${seed} (FUZZ_SEED=${SEED})`).toEqual([]);
  },
);
