import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { backupSourceOf, takeBackup } from '../services/backups';
import { keepFilesPrivate } from '../private-data';

// What this command writes (database, backups, photos) is the service account's alone.
keepFilesPrivate();

/**
 * `npm run db:backup`: a consistent copy of the live database (the server may keep running)
 * and the photo folder, into BACKUP_DIR (services/backups.ts). It takes no arguments: where
 * from and where to come from the same environment as `npm start`.
 */
const usage = 'usage: npm run db:backup   (BACKUP_DIR, DATABASE_FILE or DATABASE_URL, UPLOAD_DIR from the environment)';
try {
  parseArgs({ args: process.argv.slice(2), options: {}, strict: true, allowPositionals: false });
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
try {
  const config = loadConfig();
  const started = Date.now();
  const backup = await takeBackup(backupSourceOf(config), config.backupDir, new Date());
  const { manifest } = backup;
  console.log(
    `backup: ${backup.dir} (${(manifest.bytes / 1e6).toFixed(1)} MB, ${manifest.orders} orders, ` +
      `the last placed ${manifest.lastOrderAt ?? 'never'}, ${manifest.photos} photos) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.error(`no backup taken: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
