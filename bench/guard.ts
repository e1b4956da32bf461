import { measureHolds } from './holds';
import { fixed, ms, type Row } from './lib/report';
import { measureReads } from './reads';
import { rushOnSqliteAndItsTwin, type RushP99s } from './rush';
import { firstVisitBytes } from './storefront';

/**
 * `npm run bench:guard`, which CI runs before the tests (issue 48): four short measurements that
 * fail the build when the bakery has become much slower, each against a limit well below its
 * goal (docs/benchmarks.md has the goals and the full run), so the noise of a shared machine
 * does not fail it and a slower bakery does. The ratios are against a bare server measured in
 * the same run, so a slower machine does not fail it either. The first visit's size does not
 * depend on the machine at all. The rush's limit is for a quiet machine, and grows with its
 * bare twin's figure on a slower one (RUSH_LIMIT_MS). Each runs in a process of its own
 * (run.ts), under two minutes in all.
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
      const { bakery, bare } = await rushOnSqliteAndItsTwin();
      const bench = 'Guard: the opening rush, 1000 sockets, 1000 shoppers over 10 s, one SQLite server';
      const each = (p99s: RushP99s) => `${ms(p99s.page)}, ${ms(p99s.hold)}, ${ms(p99s.order)}`;
      const worst = (p99s: RushP99s) => Math.max(p99s.page, p99s.hold, p99s.order);
      const limit = Math.max(RUSH_LIMIT_MS, TWIN_SPREAD * worst(bare));
      return [
        {
          bench,
          figure: 'stock exact, no 5xx, every acknowledged order kept',
          value: bakery.exact ? 'yes' : 'no',
          baseline: bare.exact ? 'yes' : 'no',
          target: 'yes',
          met: bakery.exact,
        },
        {
          bench,
          figure: 'p99 of page, hold, order (baseline: its bare twin)',
          value: each(bakery),
          baseline: each(bare),
          ratio: `${(worst(bakery) / worst(bare)).toFixed(2)}x`,
          target: `<= ${RUSH_LIMIT_MS} ms each, or ${TWIN_SPREAD}x the twin's worst (here ${ms(limit)})`,
          met: worst(bakery) <= limit,
        },
      ];
    },
  ],
];

/**
 * The rush's limit: its p99s on a quiet machine (issue 48). On a slower machine, or a slower
 * hour of this one, it grows with the bare twin's worst p99, measured right after it
 * (baselines/bare-rush.ts: one transaction per call, which queue longer as the machine slows).
 * The two do not always move together: on servers just started, the bakery's slowest run of
 * eight (115 ms) came with the twin's quickest (103 ms). TWIN_SPREAD is the room left for that.
 * On servers in service (rush.ts, warmUp), the bakery's worst p99 was 39 to 87 ms in thirteen
 * runs here, the twin's 53 to 206 ms in eight of them. The order desk without its group commit
 * measured 492 and 523 ms against limits of 126 and 100 ms.
 */
const RUSH_LIMIT_MS = 100;
const TWIN_SPREAD = 1.25;
