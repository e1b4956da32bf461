import { afterEach, describe, expect, it } from 'vitest';
import { lazyDateFormat } from './date-format';
import { pickupDateText } from './order-text';

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

describe('pickupDateText', () => {
  it('reads a pickup day as people do, and leaves a bad one as it came', () => {
    expect(pickupDateText('2026-11-27')).toBe('Friday, November 27');
    expect(pickupDateText('2026-12-01')).toBe('Tuesday, December 1');
    expect(pickupDateText('someday')).toBe('someday');
  });
});
