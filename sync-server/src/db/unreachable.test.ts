import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from './unreachable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

/** What is answered 503 (try again) and what stays a 500 (a fault to look at). */
describe('isDatabaseUnreachable', () => {
  it.each([
    ['connection refused (PostgreSQL stopped)', withCode('ECONNREFUSED'), true],
    ['connection reset mid-query', withCode('ECONNRESET'), true],
    ['PostgreSQL shutting down (57P01)', withCode('57P01'), true],
    ['PostgreSQL starting up (57P03)', withCode('57P03'), true],
    ['a connection exception (class 08)', withCode('08006'), true],
    ['too many connections (53300)', withCode('53300'), true],
    ['SQLite locked past its busy timeout', withCode('SQLITE_BUSY'), true],
    [
      'the pool timing out',
      Object.assign(new Error('Knex: Timeout acquiring a connection'), { name: 'KnexTimeoutError' }),
      true,
    ],
    ['a connection ended', new Error('Connection terminated unexpectedly'), true],
    ['wrapped by Objection', Object.assign(new Error('db error'), { nativeError: withCode('ECONNREFUSED') }), true],
    ['a unique violation', withCode('23505'), false],
    ['a syntax error', withCode('42601'), false],
    ['SQLite constraint', withCode('SQLITE_CONSTRAINT'), false],
    ['a plain error', new Error('boom'), false],
    ['not an error', 'ECONNREFUSED', false],
    ['nothing', undefined, false],
  ])('%s', (_, error, expected) => {
    expect(isDatabaseUnreachable(error)).toBe(expected);
  });
});
