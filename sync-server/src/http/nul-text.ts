import { invalid } from '../services/errors';

/**
 * PostgreSQL's text cannot hold a NUL character where SQLite's can: a NUL anywhere in a call's
 * path parameters, query or body is refused before parsing, for every call, so the two databases
 * answer the same and the character never reaches a query (found by the fuzzer's PostgreSQL pass).
 */
export function refuseNulCharacters(...parts: unknown[]): void {
  if (parts.some(holdsNul)) {
    throw invalid(
      'The request holds a NUL character, which the bakery cannot keep. Please remove it.',
      'nul-character',
    );
  }
}

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // Deeper than any call's input: the body's depth is limited before this (http/body-depth.ts).
  if (depth > 64 || typeof value !== 'object' || value === null) return false;
  const entries = Array.isArray(value) ? value : [...Object.keys(value), ...Object.values(value)];
  return entries.some((entry) => holdsNul(entry, depth + 1));
}
