/**
 * A test's time limit, stretched when the suite runs beside other work.
 *
 * A limit is only how long a test waits for something that should happen (a server serving,
 * a mail sent, a poll turning true) before it calls it lost: every wait is on a signal, so a
 * longer limit never lets a broken behaviour pass, it only makes a hang take longer to report.
 * Run beside the browser stories at a lower priority, a server that starts in two seconds
 * alone can wait twenty for a core: TEST_TIME_LIMIT_FACTOR stretches every limit for such a run
 * (docs/testing.md), as Node's own tests stretch theirs with `common.platformTimeout`.
 */
export const timeLimitFactor = Math.max(1, Number(process.env.TEST_TIME_LIMIT_FACTOR) || 1);

export function timeLimit(ms: number): number {
  return ms * timeLimitFactor;
}
