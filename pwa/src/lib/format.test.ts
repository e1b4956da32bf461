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
  it('says one in the singular and any other count in the plural', () => {
    expect([0, 1, 2].map((count) => countOf(count, 'order'))).toEqual(['0 orders', '1 order', '2 orders']);
    expect(countOf(1, 'loaf', 'loaves')).toBe('1 loaf');
    expect(countOf(3, 'loaf', 'loaves')).toBe('3 loaves');
  });
});
