import { parseArgs } from 'node:util';
import { backupSourceOf, takeBackup } from '../services/backups/backups';
import { keepFilesPrivate } from '../private-data';
import { commandSettings, databaseLine } from './command-settings';

// What this command writes (database, backups, photos) is the service account's alone.
keepFilesPrivate();

/**
 * `npm run db:backup`: a consistent copy of the live database (the server may keep running)
 * and the photo folder, into BACKUP_DIR (services/backups/backups.ts). Where from and where to come
 * from the same settings as `npm start`: the environment, or the service's settings file
 * (`--env-file`, what deploy/bakery passes). It refuses a database that is not there rather
 * than back up an empty one made on the spot.
 */
const usage =
  'usage: npm run db:backup [-- --env-file FILE]   (BACKUP_DIR, DATABASE_FILE or DATABASE_URL, UPLOAD_DIR)\n' +
  "  --env-file FILE  the settings from FILE (the service's, e.g. /etc/bakery/bakery.env), not the environment";

let envFile: string | undefined;
try {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { 'env-file': { type: 'string' } },
    strict: true,
    allowPositionals: false,
  });
  envFile = values['env-file'];
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
try {
  const settings = commandSettings(envFile);
  const { config } = settings;
  const source = backupSourceOf(config);
  console.log(databaseLine(settings));
  console.log(`backups:  ${config.backupDir}`);
  const started = Date.now();
  const backup = await takeBackup(source, config.backupDir, new Date());
  const { manifest } = backup;
  console.log(
    `backup: ${backup.dir} (${(manifest.bytes / 1e6).toFixed(1)} MB, ${manifest.orders} orders, ` +
      `the last placed ${manifest.lastOrderAt ?? 'never'}, ${manifest.photos} photos) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.error(`no backup taken: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
