/**
 * Group read: requests that arrive while a read is running are read together in the next one,
 * one statement for all of them. SQLite's one connection answers one statement at a time, each a
 * round trip to its worker thread; in the opening rush a crowd asking the same question (is
 * there any left?) then costs a round trip per crowd, not one each. A lone request is read at
 * once, as a crowd of one. The reads share nothing but the statement: if it fails, every request
 * of its batch gets the error.
 */
export function groupRead<Request, Result>(options: {
  /** Requests read in one statement at most; a bigger crowd takes several. */
  maxBatch: number;
  /** One result per request, in order. */
  read(requests: readonly Request[]): Promise<Result[]>;
}): (request: Request) => Promise<Result> {
  interface Waiting {
    request: Request;
    resolve: (result: Result) => void;
    reject: (error: unknown) => void;
  }
  const waiting: Waiting[] = [];
  let reading = false;

  async function drain() {
    reading = true;
    try {
      while (waiting.length > 0) {
        const batch = waiting.splice(0, options.maxBatch);
        try {
          const results = await options.read(batch.map((w) => w.request));
          batch.forEach((w, i) => w.resolve(results[i]!));
        } catch (error) {
          for (const w of batch) w.reject(error);
        }
      }
    } finally {
      // In the same turn as the last look at the queue (as group-commit.ts does).
      reading = false;
    }
  }

  return (request) =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ request, resolve, reject });
      if (!reading) void drain();
    });
}
