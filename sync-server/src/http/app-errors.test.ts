import { describe, expect, it } from 'vitest';
import type { Context } from 'koa';
import { logAppError } from './app-errors';

/** Errors Koa reports after an answer went wrong: each one line of the log, at the right level. */
describe('logAppError', () => {
  const logged = () => {
    const lines: [level: string, line: string][] = [];
    const log = {
      info: (message: string, details?: Record<string, unknown>) =>
        lines.push(['info', `${message} ${JSON.stringify(details)}`]),
      error: (message: string, details?: Record<string, unknown>) =>
        lines.push(['error', `${message} ${JSON.stringify(details)}`]),
    };
    return { log, lines };
  };
  const ctx = { method: 'GET', path: '/assets/index.js' } as Context;

  it.each([
    ['ERR_STREAM_PREMATURE_CLOSE', 'info'],
    ['ECONNRESET', 'info'],
    ['EIO', 'error'],
  ])('says %s on one line, at %s level', (code, level) => {
    const { log, lines } = logged();
    const error = Object.assign(new Error('Premature close'), { code });
    error.stack =
      'Error: Premature close\n    at onclose (node:internal/streams/end-of-stream:153:30)\n    at x (y:1:1)';
    logAppError(log)(error, ctx);
    expect(lines).toHaveLength(1);
    expect(lines[0]![0]).toBe(level);
    expect(lines[0]![1]).not.toContain('\n');
    expect(lines[0]![1]).toContain(code);
    expect(lines[0]![1]).toContain('/assets/index.js');
  });
});
