import type { Logger } from '../log';

/**
 * Work a request starts but does not make its answer wait for, begun once the answer is on its
 * way: the same answer at the same moment whatever the work turns out to be (POST
 * /api/subscribers, where how long an answer took would tell whether an address is known).
 * The server waits for what is under way before it stops (server.ts), and tests wait with
 * `drain` before they look at what the work did.
 */
export function createAfterAnswer(log: Logger) {
  const running = new Set<Promise<void>>();
  return {
    run(what: string, work: () => Promise<void>): void {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => log.error(`${what} failed after its answer`, { error: String(error) }))
        .finally(() => running.delete(done));
      running.add(done);
    },
    /** Resolves once nothing started here is still under way. */
    async drain(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}

export type AfterAnswer = ReturnType<typeof createAfterAnswer>;
