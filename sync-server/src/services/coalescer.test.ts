import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescer } from './coalescer';

/** The one coalescer of bursts (live stock counts, relayed notices, places left, mail passes), on a fake clock. */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A coalescer whose runs are recorded, each taking `runMs` of the fake clock. */
function recorded(timing: Parameters<typeof coalescer>[0]['timing'], runMs = 0) {
  const runs: { at: number; items: string[] }[] = [];
  const errors: unknown[] = [];
  const burst = coalescer<string>({
    timing,
    run: async (items) => {
      runs.push({ at: performance.now(), items });
      if (runMs > 0) await new Promise((resolve) => setTimeout(resolve, runMs));
      if (items.includes('fail')) throw new Error('run failed');
    },
    onError: (error) => errors.push(error),
  });
  return { burst, runs, errors };
}

describe('a coalescer at most every 200 ms', () => {
  it('runs the first change after a quiet spell at once, and a burst as few runs of everything that moved', async () => {
    const { burst, runs } = recorded({ everyMs: 200 });
    const start = performance.now();
    burst.add(['focaccia']);
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual([{ at: start, items: ['focaccia'] }]);
    for (let ms = 0; ms < 450; ms += 10) {
      burst.add([ms % 20 === 0 ? 'bagels' : 'scones', 'bagels']);
      await vi.advanceTimersByTimeAsync(10);
    }
    await vi.advanceTimersByTimeAsync(200);
    // 45 changes in 450 ms: three more runs, each of every product that moved since the last.
    expect(runs.map((run) => run.at - start)).toEqual([0, 200, 400, 600]);
    expect(runs.slice(1).every((run) => run.items.sort().join() === 'bagels,scones')).toBe(true);
  });

  it('asks a spacing given as a function again before each run (the live counts, spaced by their own cost)', async () => {
    let everyMs = 200;
    const { burst, runs } = recorded({ everyMs: () => everyMs });
    const start = performance.now();
    burst.add(['focaccia']);
    await vi.advanceTimersByTimeAsync(0);
    everyMs = 500; // the last run was costly: the next waits longer
    burst.add(['bagels']);
    await vi.advanceTimersByTimeAsync(600);
    everyMs = 200;
    burst.add(['scones']);
    await vi.advanceTimersByTimeAsync(600);
    expect(runs.map((run) => run.at - start)).toEqual([0, 500, 700]);
  });

  it('keeps what comes during a run for the next one, one run at a time', async () => {
    const { burst, runs } = recorded({ everyMs: 0 }, 50);
    burst.add(['a']);
    await vi.advanceTimersByTimeAsync(1);
    burst.add(['b']);
    burst.add(['c']);
    await vi.advanceTimersByTimeAsync(100);
    expect(runs.map((run) => run.items)).toEqual([['a'], ['b', 'c']]);
    expect(runs[1]!.at - runs[0]!.at).toBeGreaterThanOrEqual(50);
  });

  it('reports a failed run and runs again on the next change', async () => {
    const { burst, runs, errors } = recorded({ everyMs: 0 });
    burst.add(['fail']);
    await vi.advanceTimersByTimeAsync(1);
    burst.add(['a']);
    await vi.advanceTimersByTimeAsync(1);
    expect(errors).toHaveLength(1);
    expect(runs.map((run) => run.items)).toEqual([['fail'], ['a']]);
  });
});

describe('a coalescer that waits for a pause', () => {
  it('runs once the changes pause, and never later than its longest wait after the first', async () => {
    const { burst, runs } = recorded({ quietMs: 100, mostDeferredMs: 300 });
    const start = performance.now();
    burst.add(['a']);
    await vi.advanceTimersByTimeAsync(50);
    burst.add(['b']);
    await vi.advanceTimersByTimeAsync(150);
    expect(runs).toEqual([{ at: start + 150, items: ['a', 'b'] }]);
    // Changes every 50 ms never pause for 100: the run goes 300 ms after the first of them.
    const second = performance.now();
    for (let i = 0; i < 10; i++) {
      burst.add([`c${i}`]);
      await vi.advanceTimersByTimeAsync(50);
    }
    expect(runs[1]!.at - second).toBe(300);
  });

  it('runs what waits at once when flushed, and nothing more once closed', async () => {
    const { burst, runs } = recorded({ quietMs: 1000, mostDeferredMs: 5000 });
    burst.add(['a']);
    await burst.flush();
    expect(runs.map((run) => run.items)).toEqual([['a']]);
    burst.add(['b']);
    await burst.close();
    burst.add(['c']);
    await vi.runAllTimersAsync();
    expect(runs.map((run) => run.items)).toEqual([['a']]);
  });
});
