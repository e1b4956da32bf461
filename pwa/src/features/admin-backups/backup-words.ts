import { bakery } from '#shared/bakery';
import type { BackupStatus } from '#shared/backups';

/** What the dashboard's backup card says: how it looks, a headline, and the lines under it. */
export interface BackupWords {
  tone: 'success' | 'danger' | 'warning' | 'neutral';
  headline: string;
  lines: string[];
}

/** "Sat, Nov 28, 2:05 PM" at the bakery, whatever the phone's own time zone. */
export function bakeryTime(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: bakery.timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

const orders = (count: number) => `${count} order${count === 1 ? '' : 's'}`;

/**
 * The backups in plain words. A failure is said first, and in red, while it is the newest
 * news (no good backup since); once a later backup is good it is a line under it.
 */
export function backupWords({ automatic, lastGood, lastFailed }: BackupStatus): BackupWords {
  const good = lastGood ? `Last good backup: ${bakeryTime(lastGood.takenAt)} (${orders(lastGood.orders)}).` : null;
  const failedIsNewest = lastFailed && (!lastGood || lastFailed.takenAt > lastGood.takenAt);
  if (lastFailed && failedIsNewest) {
    return {
      tone: 'danger',
      headline: `The backup of ${bakeryTime(lastFailed.takenAt)} failed its check`,
      lines: [
        `It is not used as a backup${lastFailed.keptAs ? ' and was moved apart for a look' : ''}. Ask whoever looks after the server to read the log.`,
        good ?? 'There is no good backup yet.',
        `What was wrong: ${lastFailed.problem}`,
      ],
    };
  }
  if (!automatic) {
    return {
      tone: 'warning',
      headline: 'Automatic backups are off',
      lines: [
        good ?? 'No automatic backup has been taken.',
        'This server takes none by itself (BACKUP_INTERVAL is off).',
      ],
    };
  }
  if (!lastGood) {
    return {
      tone: 'neutral',
      headline: 'No backup checked yet',
      lines: ['The server takes one every hour and checks it as soon as it is taken.'],
    };
  }
  return {
    tone: 'success',
    headline: `Last good backup: ${bakeryTime(lastGood.takenAt)} (${orders(lastGood.orders)})`,
    lines: [
      'Restored into a scratch copy and checked as soon as it was taken.',
      ...(lastFailed
        ? [`An earlier backup (${bakeryTime(lastFailed.takenAt)}) failed its check; later ones are good.`]
        : []),
    ],
  };
}
