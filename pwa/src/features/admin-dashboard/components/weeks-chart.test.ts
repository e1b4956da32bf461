import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WeeksChart } from './weeks-chart';

/** The weeks' figures, as a screen reader reads them from the chart's table (issue 45, item 16). */
describe('WeeksChart', () => {
  it('says "1 order" for a week of one order, and "2 orders" for two', () => {
    const html = renderToStaticMarkup(
      createElement(WeeksChart, {
        weeks: [
          { weekStart: '2026-11-16', orders: 1, revenue: '12.00' },
          { weekStart: '2026-11-23', orders: 2, revenue: '24.00' },
        ],
      }),
    );
    expect(html).toContain('<td>1 order</td>');
    expect(html).toContain('<td>2 orders</td>');
  });
});
