import { createRequire } from 'node:module';
import os from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * bcrypt off the main thread. bcryptjs is pure JavaScript: a check at cost 12 is ~250 ms of CPU,
 * and even its async form blocks the event loop in 100 ms slices, so twenty logins at once held
 * /api/health for over a second. Here the checks run in a worker thread, one at a time each,
 * queued; the main thread keeps answering the shop. On a 2-core machine one worker leaves a core
 * to the server; the per-address limits (routes/admin-session.ts) bound how long the queue gets.
 *
 * The worker is a few lines of CommonJS evaluated in the thread (no build step, no loader), with
 * bcryptjs resolved from here so it is the same package the server uses.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const bcrypt = require(workerData.bcryptPath);
parentPort.on('message', ({ id, op, args }) => {
  try {
    const result = op === 'hash' ? bcrypt.hashSync(args[0], args[1]) : bcrypt.compareSync(args[0], args[1]);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
`;

type Job = { resolve: (value: string | boolean) => void; reject: (error: Error) => void };

export function createPasswordWorkers(size = Math.max(1, Math.min(2, os.availableParallelism() - 1))) {
  const bcryptPath = createRequire(import.meta.url).resolve('bcryptjs');
  const jobs = new Map<number, Job>();
  let workers: Worker[] = [];
  let nextId = 0;

  function start(): Worker[] {
    if (workers.length > 0) return workers;
    workers = Array.from({ length: size }, () => {
      const worker = new Worker(workerSource, { eval: true, workerData: { bcryptPath } });
      worker.on('message', ({ id, result, error }: { id: number; result?: string | boolean; error?: string }) => {
        const job = jobs.get(id);
        jobs.delete(id);
        if (error !== undefined) job?.reject(new Error(error));
        else job?.resolve(result!);
      });
      worker.on('error', (error) => {
        for (const job of jobs.values()) job.reject(error);
        jobs.clear();
        workers = []; // a new set starts with the next check
      });
      worker.unref(); // never keeps the process alive on its own
      return worker;
    });
    return workers;
  }

  function run<T extends string | boolean>(op: 'hash' | 'compare', args: [string, string | number]): Promise<T> {
    const id = nextId++;
    const pool = start();
    return new Promise<T>((resolve, reject) => {
      jobs.set(id, { resolve: resolve as Job['resolve'], reject });
      pool[id % pool.length]!.postMessage({ id, op, args });
    });
  }

  return {
    hash: (password: string, cost: number) => run<string>('hash', [password, cost]),
    compare: (password: string, hash: string) => run<boolean>('compare', [password, hash]),
  };
}
