import type { ChildProcess } from 'node:child_process';
import { killHard, startServerProcess, type ServerProcess } from './server-process';
import { timeLimit } from './time-limits';

/** A start may wait for a loaded machine: the other test files run beside this one. */
const START_TIMEOUT_MS = timeLimit(60_000);

/**
 * Kill tests (sync-server/src/crash.test.ts): the real server process, a stream of one
 * operation sent to it, SIGKILL at a random moment of that stream, and a restart on the same
 * database, a few rounds each. The moments come from a seed printed with the test's name, so a
 * failure can be run again as it happened: CRASH_SEED=<seed> npx vitest run sync-server/src/crash.test.ts
 */
export function crashSeed(): number {
  return Number(process.env.CRASH_SEED) || Math.floor(Math.random() * 2 ** 31);
}

/** mulberry32: a small seeded generator, numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

export interface CrashRounds {
  /** The operation, for the log line of each kill. */
  name: string;
  env: Record<string, string>;
  rounds: number;
  random: () => number;
  /**
   * The kill comes this long after the stream's first answer of the round (a server just
   * started answers its first requests slowly), chosen at random between the two.
   */
  killAfterMs: readonly [min: number, max: number];
  /** How many of the stream's requests were answered 2xx so far. */
  answered(): number;
  /** Before the first stream, on the first server: what the operation needs (her login, a market day). */
  prepare?(url: string): Promise<void>;
  /**
   * Sends the operation to the server at `url` until its requests fail (the server is gone) or
   * `limit` are sent; records what was answered 2xx as the test's own "acknowledged" list.
   */
  stream(url: string, round: number): Promise<void>;
  /** After each restart, on the server that came back: every invariant. */
  afterRestart(url: string, round: number): Promise<void>;
}

/**
 * Runs the rounds; answers the last server, still running, for the test to stop. `spawned`
 * hears of every process started, so a test that fails midway can end them all.
 */
export async function killDuringStreams(
  options: CrashRounds,
  spawned: (child: ChildProcess) => void,
): Promise<ServerProcess> {
  const start = () => startServerProcess(options.env, spawned, START_TIMEOUT_MS);
  let server = await start();
  await options.prepare?.(server.url);
  for (let round = 1; round <= options.rounds; round++) {
    const [min, max] = options.killAfterMs;
    const delay = Math.round(min + options.random() * (max - min));
    const before = options.answered();
    const streaming = options.stream(server.url, round);
    await untilAnswered(() => options.answered() > before, streaming);
    // The stream's own pace decides what is in flight at the moment of the kill.
    await new Promise((resolve) => setTimeout(resolve, delay));
    await killHard(server.child);
    await streaming;
    console.log(`${options.name}: round ${round}, killed ${delay} ms into the stream`);
    server = await start();
    await options.afterRestart(server.url, round);
  }
  return server;
}

/** Waits for the stream's first answer of the round; a stream that ends without one fails the test. */
async function untilAnswered(answered: () => boolean, streaming: Promise<void>): Promise<void> {
  let ended = false;
  void streaming.finally(() => (ended = true));
  while (!answered()) {
    if (ended) throw new Error('the stream ended before any request of it was answered');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A request that fails because the server is gone answers null: the stream stops there. */
export async function sendUntilGone(
  url: string,
  init: { method: string; body?: unknown; headers?: Record<string, string> },
): Promise<{ status: number; body: unknown } | null> {
  try {
    const response = await fetch(url, {
      method: init.method,
      headers: { 'Content-Type': 'application/json', ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  } catch {
    return null;
  }
}
