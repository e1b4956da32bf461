import type { BackupStatus } from '#shared/backups';
import { expect, test, type Page } from '../support/test';
import { AdminLogin } from '../pages/admin-pages';
import { db, ownerGet } from '../support/bakery';

/**
 * Issue 47: her dashboard says when her data was last backed up and found whole, and says
 * plainly when a backup failed its check. The good backup is the server's own first timed
 * one (within a minute of its start, restored into a scratch file and checked); the failure
 * is written as the server records one (services/backups/timed-backups.ts), its path to
 * there tested in sync-server/src/services/backups/backup-check.test.ts.
 */
const backupCard = (page: Page) => page.getByRole('region', { name: 'Backups' });

test.afterEach(async () => {
  await db('server_meta').where({ key: 'backupLastFailed' }).delete();
});

test('the dashboard shows the last good backup, then in red one that failed its check', async ({ page }) => {
  // The server's first timed backup comes a minute after it started: wait for its record.
  await expect
    .poll(async () => (await ownerGet<BackupStatus>('/api/admin/backups')).lastGood, { timeout: 90_000 })
    .not.toBeNull();
  const { lastGood } = await ownerGet<BackupStatus>('/api/admin/backups');
  const orders = `${lastGood!.orders} order${lastGood!.orders === 1 ? '' : 's'}`;

  await new AdminLogin(page).signIn();
  const card = backupCard(page);
  await expect(card).toContainText(
    new RegExp(`Last good backup: \\w{3}, \\w{3} \\d+, \\d+:\\d{2} [AP]M \\(${orders}\\)`),
  );
  await expect(card).toContainText('Restored into a scratch copy and checked as soon as it was taken.');
  await expect(page.getByRole('alert').filter({ hasText: 'failed its check' })).toHaveCount(0);

  const takenAt = new Date(Date.parse(lastGood!.takenAt) + 60 * 60 * 1000).toISOString();
  await db('server_meta').insert({
    key: 'backupLastFailed',
    value: JSON.stringify({
      takenAt,
      problem:
        'the backup failed its check: rows differ from the live database at the copy: orders: 9 at the copy, 8 restored',
      keptAs: '/srv/bakery/data/backups/bad/20261128T150000000Z-1a2b',
    }),
  });
  await page.reload();
  const alert = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Backups' }) });
  await expect(alert).toContainText(/The backup of .* failed its check/);
  await expect(alert).toContainText('It is not used as a backup and was moved apart for a look.');
  await expect(alert).toContainText(`Last good backup:`);
  await expect(alert).toContainText('What was wrong: the backup failed its check: rows differ');

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await alert.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`dashboard-backup-failed-${width}.png`), fullPage: true });
  }
});
