import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { keepFilesPrivate } from '../private-data';

// What this command writes (database, backups, photos) is the service account's alone.
keepFilesPrivate();

/** `npm run db:migrate` / `npm run db:rollback` on DATABASE_URL or DATABASE_FILE (npm start migrates by itself). */
const command = process.argv[2];
const db = openDatabase(loadConfig().database);
try {
  if (command === 'latest') {
    const [, applied] = (await db.migrate.latest()) as [number, string[]];
    console.log(applied.length ? `applied: ${applied.join(', ')}` : 'already up to date');
  } else if (command === 'rollback') {
    const [, undone] = (await db.migrate.rollback()) as [number, string[]];
    console.log(undone.length ? `rolled back: ${undone.join(', ')}` : 'nothing to roll back');
  } else {
    console.error('usage: migrate.ts latest|rollback');
    process.exitCode = 2;
  }
} finally {
  await db.destroy();
}
