/**
 * A test's time limit, stretched when the suite runs beside other work.
 *
 * A limit is only how long a test waits for something that should happen (a server serving,
 * a mail sent, a poll turning true) before it calls it lost: every wait is on a signal, so a
 * longer limit never lets a broken behaviour pass, it only makes a hang take longer to report.
 * `npm test` runs this suite beside the browser stories at a lower priority, where a server
 * that starts in two seconds alone can wait twenty for a core; it sets TEST_TIME_LIMIT_FACTOR
 * there (as Node's own tests stretch theirs with `common.platformTimeout` on slow machines).
 */
export const timeLimitFactor = Math.max(1, Number(process.env.TEST_TIME_LIMIT_FACTOR) || 1);

export function timeLimit(ms: number): number {
  return ms * timeLimitFactor;
}
