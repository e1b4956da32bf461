import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ComposeOptions, MailToCompose } from './compose';

/**
 * Mail composed off the main thread. Making a message is React's server renderer (the HTML
 * half) and nodemailer's MIME and DKIM work: about 10 ms of CPU a mail, and after an opening
 * rush a thousand confirmations are owed. On the main thread that time came out of every hold
 * and order answered meanwhile (a quarter of its time in the benchmark's rush, docs/benchmarks.md);
 * here one worker thread composes the mails one at a time, and the main thread only ships the
 * bytes. The worker starts with the first mail and keeps the process alive only while it
 * composes one.
 *
 * The worker is a few lines of CommonJS evaluated in the thread, which load the TypeScript of
 * compose.ts through tsx's API: the same code the main thread would run, with no build step.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const composing = import(workerData.tsxApi).then(async ({ register }) => {
  register();
  const { messageComposer } = await import(workerData.composeModule);
  return messageComposer(workerData.options);
});
parentPort.on('message', async ({ id, mail }) => {
  try {
    const compose = await composing;
    parentPort.postMessage({ id, raw: await compose(mail) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.stack) || error) });
  }
});
`;

type Job = { resolve: (raw: Buffer) => void; reject: (error: Error) => void };

export interface Composer {
  /** The message's bytes, as compose.ts messageComposer makes them. */
  compose(mail: MailToCompose): Promise<Buffer>;
  close(): Promise<void>;
}

export function createComposer(options: ComposeOptions): Composer {
  // tsx's ES module API (the package's "import" condition), found from its package.json.
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
  const tsxApi = pathToFileURL(path.join(path.dirname(tsxPackage), 'dist/esm/api/index.mjs')).href;
  const composeModule = new URL('./compose.ts', import.meta.url).href;
  const jobs = new Map<number, Job>();
  let worker: Worker | undefined;
  let nextId = 0;

  function started(): Worker {
    if (worker) return worker;
    // Not the server's own flags (--import tsx): the worker registers tsx once, itself.
    const thread = new Worker(workerSource, {
      eval: true,
      execArgv: [],
      workerData: { tsxApi, composeModule, options },
    });
    thread.on('message', ({ id, raw, error }: { id: number; raw?: Uint8Array; error?: string }) => {
      const job = jobs.get(id);
      jobs.delete(id);
      if (jobs.size === 0) thread.unref();
      if (error !== undefined) job?.reject(new Error(error));
      else job?.resolve(Buffer.from(raw!.buffer, raw!.byteOffset, raw!.byteLength));
    });
    thread.on('error', (error) => failAll(error));
    thread.on('exit', () => {
      if (worker === thread) worker = undefined; // the next mail starts another
      failAll(new Error('the mail composer stopped'));
    });
    thread.unref();
    worker = thread;
    return thread;
  }

  function failAll(error: Error) {
    for (const job of jobs.values()) job.reject(error);
    jobs.clear();
  }

  return {
    compose: (mail) => {
      const id = nextId++;
      const thread = started();
      return new Promise<Buffer>((resolve, reject) => {
        jobs.set(id, { resolve, reject });
        // Alive while a mail is being composed (a server stopping drains its outbox first), and
        // never on its own otherwise.
        thread.ref();
        thread.postMessage({ id, mail: plain(mail) });
      });
    },
    close: async () => {
      const thread = worker;
      worker = undefined;
      if (thread) await thread.terminate();
    },
  };
}

/** The fields composing reads, as plain data (a database row is a model instance). */
const plain = (mail: MailToCompose): MailToCompose => ({
  id: mail.id,
  to: mail.to,
  replyTo: mail.replyTo,
  subject: mail.subject,
  text: mail.text,
  typedLines: mail.typedLines,
  headers: mail.headers,
  attachments: mail.attachments,
  createdAt: mail.createdAt,
});

/**
 * The same composing in the calling thread (MAIL_COMPOSER=caller): for the server tests, where
 * each test file's server would otherwise start a thread, and compile React and nodemailer in
 * it, for its first mail. The thread itself is tested by the transport's tests and by every
 * test that starts the server as a process.
 */
export function composerInCaller(options: ComposeOptions): Composer {
  const composing = import('./compose').then(({ messageComposer }) => messageComposer(options));
  return {
    compose: async (mail) => (await composing)(mail),
    close: async () => undefined,
  };
}
