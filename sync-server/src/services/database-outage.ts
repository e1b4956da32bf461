import { isDatabaseUnreachable, type Db } from '../db';
import type { Logger } from '../log';

/** How often the database is tried while it is unreachable, to say when it is back. */
const PROBE_MS = 2000;

export interface DatabaseOutage {
  /**
   * True when the error means the database is unreachable: the caller answers 503 and logs
   * nothing. The first such error of an outage is logged here, once; the end of it too.
   */
  report(error: unknown, from: 'request' | 'job'): boolean;
  stop(): void;
}

/**
 * While PostgreSQL is down every request fails the same way: one log line when it starts, one
 * when it ends with how many requests were answered 503, instead of a stack trace per request
 * (issue 24: 65 of them in a six-second restart).
 */
export function watchDatabaseOutages(db: Db, log: Logger, clock: () => number = Date.now): DatabaseOutage {
  let since: number | null = null;
  let refused = 0;
  let probe: NodeJS.Timeout | undefined;

  function probeUntilBack(): void {
    probe = setTimeout(() => {
      db.raw('select 1').then(
        () => {
          const seconds = Math.round((clock() - since!) / 1000);
          log.info(`database: reachable again after ${seconds} s (${refused} request(s) answered 503 meanwhile)`);
          since = null;
          refused = 0;
        },
        () => probeUntilBack(),
      );
    }, PROBE_MS);
    probe.unref();
  }

  return {
    report(error, from) {
      if (!isDatabaseUnreachable(error)) return false;
      if (from === 'request') refused++;
      if (since === null) {
        since = clock();
        log.error('database: unreachable; answering 503 with Retry-After until it is back', {
          error: error instanceof Error ? error.message : String(error),
        });
        probeUntilBack();
      }
      return true;
    },
    stop: () => clearTimeout(probe),
  };
}
