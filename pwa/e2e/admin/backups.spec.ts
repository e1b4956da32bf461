import type { BackupStatus } from '#shared/backups';
import { expect, test, type Page } from '../support/test';
import { AdminLogin } from '../pages/admin-pages';
import { db, ownerGet } from '../support/bakery';

/**
 * Issue 47: her dashboard says when her data was last backed up and found whole, and says
 * plainly when a backup failed its check. The outcomes are written as the server records them
 * (services/backups/timed-backups.ts, server_meta); the way a real backup gets there, checked
 * and kept apart, is tested in sync-server/src/services/backups/backup-check.test.ts. A failure
 * recorded now also makes the server's next try an interval away, so its own hourly backup
 * cannot change the story midway; one already under way writes only the good record.
 */
const HOUR = 60 * 60 * 1000;
const record = (key: string, value: unknown) =>
  db('server_meta')
    .insert({ key, value: JSON.stringify(value) })
    .onConflict('key')
    .merge(['value']);
const backups = (page: Page) => page.getByRole('region', { name: 'Backups' });
const lastGoodLine = (status: BackupStatus) =>
  new RegExp(`Last good backup: \\w{3}, \\w{3} \\d+, \\d+:\\d{2} [AP]M \\(${status.lastGood!.orders} orders?\\)`);

test.afterEach(async () => {
  await db('server_meta').whereIn('key', ['backupLastGood', 'backupLastFailed']).delete();
});

test('the dashboard shows the last good backup, then in red one that failed its check', async ({ page }) => {
  await record('backupLastGood', { takenAt: new Date(Date.now() - HOUR).toISOString(), orders: 12 });
  await new AdminLogin(page).signIn();
  const card = backups(page);
  await expect(card).toContainText('Restored into a scratch copy and checked as soon as it was taken.');
  await expect(card).toContainText(lastGoodLine(await ownerGet<BackupStatus>('/api/admin/backups')));
  await expect(page.getByRole('alert')).toHaveCount(0);

  const problem =
    'the backup failed its check: rows differ from the live database at the copy: orders: 9 at the copy, 8 restored';
  await record('backupLastFailed', {
    takenAt: new Date().toISOString(),
    problem,
    keptAs: '/srv/bakery/data/backups/bad/20261128T150000000Z-1a2b',
  });
  await page.reload();
  const alert = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Backups' }) });
  await expect(alert).toContainText(/The backup of \w{3}, \w{3} \d+, \d+:\d{2} [AP]M failed its check/);
  await expect(alert).toContainText('It is not used as a backup and was moved apart for a look.');
  await expect(alert).toContainText(lastGoodLine(await ownerGet<BackupStatus>('/api/admin/backups')));
  await expect(alert).toContainText(`What was wrong: ${problem}`);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await alert.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`dashboard-backup-failed-${width}.png`), fullPage: true });
  }
});
