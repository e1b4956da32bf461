import { measureHolds } from './holds';
import { fixed, ms, type Row } from './lib/report';
import { measureReads } from './reads';
import { rushOnSqlite } from './rush';
import { firstVisitBytes } from './storefront';

/**
 * `npm run bench:guard`, which CI runs before the tests (issue 48): four short measurements that
 * fail the build when the bakery has become much slower, each against a limit well below its
 * goal (docs/benchmarks.md has the goals and the full run), so the noise of a shared machine
 * does not fail it and a slower bakery does. The ratios are against a bare server measured in
 * the same run, so a slower machine does not fail it either. The first visit's size does not
 * depend on the machine at all. The rush has no bare twin: its limit is for a quiet machine,
 * which CI is before the tests start. Each runs in a process of its own (run.ts), under two
 * minutes in all.
 */
export const guards: [string, () => Promise<Row[]>][] = [
  [
    'guard: first visit',
    async () => {
      const kb = (await firstVisitBytes()) / 1024;
      return [
        {
          bench: 'Guard: JavaScript the first visit of / loads until idle (gzip)',
          figure: 'KB',
          value: `${fixed(kb, 1)} KB`,
          target: '<= 130 KB',
          met: kb <= 130,
        },
      ];
    },
  ],
  [
    'guard: reads',
    async () => {
      const { real, baseline } = await measureReads(4, 4);
      const ratio = real.requestsPerSecond / baseline.requestsPerSecond;
      return [
        {
          bench: 'Guard: GET /api/inventory against bare Koa, 50 connections, 4 turns of 1 s',
          figure: 'requests/s',
          value: real.requestsPerSecond.toFixed(0),
          baseline: baseline.requestsPerSecond.toFixed(0),
          ratio: `${ratio.toFixed(2)}x`,
          target: '>= 0.7x',
          met: ratio >= 0.7,
        },
      ];
    },
  ],
  [
    'guard: holds',
    async () => {
      const { medianRatio, oversold } = await measureHolds(3);
      return [
        {
          bench: 'Guard: holds against a bare hold server, 3 turns of 1000 holds, 100 connections',
          figure: 'median ratio of the turns',
          value: `${medianRatio.toFixed(2)}x`,
          target: '>= 3x, none oversold',
          met: medianRatio >= 3 && !oversold,
        },
      ];
    },
  ],
  [
    'guard: rush',
    async () => {
      const rush = await rushOnSqlite();
      const worst = Math.max(rush.page, rush.hold, rush.order);
      const bench = 'Guard: the opening rush, 1000 sockets, 1000 shoppers over 10 s, one SQLite server';
      return [
        {
          bench,
          figure: 'stock exact, no 5xx, every acknowledged order kept',
          value: rush.exact ? 'yes' : 'no',
          target: 'yes',
          met: rush.exact,
        },
        // Reported, not yet held to: on this project's two-core machine the rush's p99 is 90
        // to 230 ms when it is quiet (docs/benchmarks.md), so a limit of 100 ms would fail the
        // build on noise as often as on a slower bakery. It becomes a limit (met) once the rush
        // is under it with room to spare.
        {
          bench,
          figure: 'p99 of page, hold, order (reported; limit once met with room)',
          value: `${ms(rush.page)}, ${ms(rush.hold)}, ${ms(rush.order)}`,
          target: '<= 100 ms each',
          ...(worst <= 100 ? { met: true } : {}),
        },
      ];
    },
  ],
];
