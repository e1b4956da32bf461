/** At most `limit` of some work at once; the rest wait their turn, first come first served. */
export function createSemaphore(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      // A finished run hands its slot straight to the next in line, so none can jump the queue.
      if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      else running++;
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
  };
}
