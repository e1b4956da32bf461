import { describe, expect, it } from 'vitest';
import type { BackupStatus } from '#shared/backups';
import { backupWords } from './backup-words';

const good = { takenAt: '2026-11-28T21:00:00.000Z', orders: 12 };
const failed = {
  takenAt: '2026-11-28T22:00:00.000Z',
  problem:
    'the backup failed its check: rows differ from the live database at the copy: orders: 12 at the copy, 11 restored',
  keptAs: '/srv/bakery/data/backups/bad/20261128T220000000Z-1a2b',
};
const status = (change: Partial<BackupStatus>): BackupStatus => ({
  automatic: true,
  lastGood: null,
  lastFailed: null,
  ...change,
});

describe("the dashboard's backup card in words (times at the bakery, Mountain time)", () => {
  it.each<[string, Partial<BackupStatus>, ReturnType<typeof backupWords>]>([
    [
      'a good backup',
      { lastGood: good },
      {
        tone: 'success',
        headline: 'Last good backup: Sat, Nov 28, 2:00 PM (12 orders)',
        lines: ['Restored into a scratch copy and checked as soon as it was taken.'],
      },
    ],
    [
      'a failure after the last good one: said first, in red',
      { lastGood: good, lastFailed: failed },
      {
        tone: 'danger',
        headline: 'The backup of Sat, Nov 28, 3:00 PM failed its check',
        lines: [
          'It is not used as a backup and was moved apart for a look. Ask whoever looks after the server to read the log.',
          'Last good backup: Sat, Nov 28, 2:00 PM (12 orders).',
          `What was wrong: ${failed.problem}`,
        ],
      },
    ],
    [
      'a backup that could not be taken at all, and none good yet',
      { lastFailed: { ...failed, keptAs: null, problem: 'no backup could be taken: disk full' } },
      {
        tone: 'danger',
        headline: 'The backup of Sat, Nov 28, 3:00 PM failed its check',
        lines: [
          'It is not used as a backup. Ask whoever looks after the server to read the log.',
          'There is no good backup yet.',
          'What was wrong: no backup could be taken: disk full',
        ],
      },
    ],
    [
      'a failure a good backup came after: a line under it',
      { lastGood: { ...good, takenAt: '2026-11-28T23:00:00.000Z' }, lastFailed: failed },
      {
        tone: 'success',
        headline: 'Last good backup: Sat, Nov 28, 4:00 PM (12 orders)',
        lines: [
          'Restored into a scratch copy and checked as soon as it was taken.',
          'An earlier backup (Sat, Nov 28, 3:00 PM) failed its check; later ones are good.',
        ],
      },
    ],
    [
      'none yet',
      {},
      {
        tone: 'neutral',
        headline: 'No backup checked yet',
        lines: ['The server takes one every hour and checks it as soon as it is taken.'],
      },
    ],
    [
      'automatic backups off',
      { automatic: false, lastGood: { ...good, orders: 1 } },
      {
        tone: 'warning',
        headline: 'Automatic backups are off',
        lines: [
          'Last good backup: Sat, Nov 28, 2:00 PM (1 order).',
          'This server takes none by itself (BACKUP_INTERVAL is off).',
        ],
      },
    ],
  ])('%s', (_name, change, words) => {
    expect(backupWords(status(change))).toEqual(words);
  });
});
