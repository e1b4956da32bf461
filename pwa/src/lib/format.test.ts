import { afterEach, describe, expect, it } from 'vitest';
import { formatCountdown, formatDate, lazyDateFormat } from './format';

describe('lazyDateFormat', () => {
  const RealDateTimeFormat = Intl.DateTimeFormat;
  let made = 0;
  afterEach(() => {
    Intl.DateTimeFormat = RealDateTimeFormat;
  });

  it('makes its Intl format on the first call, once, and formats as Intl does', () => {
    made = 0;
    Intl.DateTimeFormat = class extends RealDateTimeFormat {
      constructor(...args: ConstructorParameters<typeof RealDateTimeFormat>) {
        super(...args);
        made++;
      }
    } as typeof Intl.DateTimeFormat;
    const options = { weekday: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' } as const;
    const time = lazyDateFormat(options);
    expect(made).toBe(0);

    const at = Date.UTC(2026, 10, 27, 15, 4);
    expect(time.format(at)).toBe(new RealDateTimeFormat('en-US', options).format(at));
    expect(time.format(new Date(at))).toBe('Fri 3:04 PM');
    expect(made).toBe(1);
  });
});

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
