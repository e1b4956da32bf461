import fc from 'fast-check';
import type { Bakery } from './bakery';
import type { Model } from './model';

/**
 * A step whose calls race: it draws a fast-check scheduler, and fast-check clones the step (and
 * with it a fresh scheduler that makes the same choices) each time it runs it again while
 * shrinking.
 */
export interface RacedCommand extends fc.AsyncCommand<Model, Bakery> {
  [fc.cloneMethod](): RacedCommand;
}

/**
 * Starts the calls in the order the scheduler picks, each as soon as it is released, and answers
 * them in the order given. The scheduler orders what the test starts; from there the calls race
 * for real, through the servers and the database, as a phone's retry and its first try do.
 */
export async function raced<T>(scheduler: fc.Scheduler, starts: (() => Promise<T>)[]): Promise<T[]> {
  const running = starts.map((start, index) =>
    scheduler.schedule(Promise.resolve(index), `start ${index}`).then(() => start()),
  );
  await scheduler.waitAll();
  return Promise.all(running);
}

/** The order the scheduler started the calls in, once the step ran ("start 1, start 0"). */
export const startOrder = (scheduler: fc.Scheduler): string =>
  scheduler
    .report()
    .map((task) => task.label)
    .join(', ') || 'not run';

/** A fresh scheduler that makes the same choices (fast-check's schedulers are cloneable). */
export function cloneScheduler(scheduler: fc.Scheduler): fc.Scheduler {
  if (!fc.hasCloneMethod(scheduler)) throw new Error('fast-check schedulers are cloneable');
  return scheduler[fc.cloneMethod]();
}
