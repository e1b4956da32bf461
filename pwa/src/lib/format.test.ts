import { describe, expect, it } from 'vitest';
import { countOf, formatCountdown, formatDate } from './format';

describe('formatDate and formatCountdown', () => {
  it('reads a date in the bakery time zone, and nothing for a bad one', () => {
    expect(formatDate('2026-11-21T18:00:00Z')).toBe('November 21, 2026');
    expect(formatDate('not a date')).toBe('');
  });

  it('shows minutes and seconds, never below zero', () => {
    expect(formatCountdown(247)).toBe('4:07');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});

describe('countOf', () => {
  it.each([
    [1, 'order', '1 order'],
    [2, 'order', '2 orders'],
    [0, 'item', '0 items'],
    [1, 'hour', '1 hour'],
  ] as const)('%i %s reads "%s"', (count, noun, text) => {
    expect(countOf(count, noun)).toBe(text);
  });
});
