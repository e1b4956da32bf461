/**
 * When a run happens: at most every `everyMs` (the first one after a quiet spell at once, in
 * the next turn of the event loop; a function is asked again for each run), or once things
 * pause for `quietMs`, and never later than `mostDeferredMs` after the first thing it waits with.
 */
export type CoalescerTiming = { everyMs: number | (() => number) } | { quietMs: number; mostDeferredMs: number };

export interface Coalescer<T> {
  /** Adds things for the next run (none: only asks for one) and schedules it. */
  add(items?: Iterable<T>): void;
  /** Runs what waits now, without waiting, and resolves once no run is going (shutdown, tests). */
  flush(): Promise<void>;
  /** No more runs; resolves once the one going has ended. */
  close(): Promise<void>;
}

/**
 * THE way the server turns many small happenings into few runs (docs/architecture.md, "Bursts"):
 * the live sockets' stock counts in a rush, the notices that tell other servers of them, the
 * places left after orders, the mailer's passes. Things added while a run is going wait for
 * the next one; one run goes at a time; a run's failure is reported, and the next add tries
 * again. Timers never keep a stopping process alive: close() or flush() ends what waits.
 */
export function coalescer<T>(options: {
  timing: CoalescerTiming;
  run(items: T[]): Promise<void>;
  onError(error: unknown): void;
}): Coalescer<T> {
  const { timing } = options;
  const waiting = new Set<T>();
  let timer: NodeJS.Timeout | undefined;
  let firstAddAt = 0;
  let lastRunAt = -Infinity;
  let running: Promise<void> | null = null;
  /** A run came due while one was going: it goes as soon as that one ends. */
  let dueAgain = false;
  let closed = false;

  function schedule() {
    if (closed) return;
    const now = performance.now();
    if ('quietMs' in timing) {
      if (timer) clearTimeout(timer);
      else firstAddAt = now;
      const at = Math.min(now + timing.quietMs, firstAddAt + timing.mostDeferredMs);
      timer = setTimeout(runNow, at - now);
    } else {
      // The run going schedules the next one when it ends, at most everyMs after it began.
      if (timer || running) return;
      const everyMs = typeof timing.everyMs === 'function' ? timing.everyMs() : timing.everyMs;
      timer = setTimeout(runNow, Math.max(0, lastRunAt + everyMs - now));
    }
    timer.unref();
  }

  function runNow() {
    clearTimeout(timer);
    timer = undefined;
    if (running) {
      dueAgain = true;
      return;
    }
    lastRunAt = performance.now();
    const items = [...waiting];
    waiting.clear();
    running = options
      .run(items)
      .catch(options.onError)
      .finally(() => {
        running = null;
        if (closed) return;
        if (dueAgain) {
          dueAgain = false;
          runNow();
        } else if (waiting.size > 0) {
          schedule();
        }
      });
  }

  return {
    add(items = []) {
      for (const item of items) waiting.add(item);
      schedule();
    },
    async flush() {
      if (timer || waiting.size > 0) runNow();
      while (running) await running;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      while (running) await running;
    },
  };
}
