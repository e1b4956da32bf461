import path from 'node:path';
import { parseArgs } from 'node:util';
import { copySqliteToPostgres, openDatabase } from '../db';
import { keepFilesPrivate } from '../private-data';

// What this command writes (database, backups, photos) is the service account's alone.
keepFilesPrivate();

/**
 * `npm run db:copy-to-postgres -- --from data/bakery.sqlite --to postgres://.../bakery
 * [--uploads data/uploads]`: moves a bakery's data from its SQLite file into an empty PostgreSQL
 * database (db/copy-database.ts). Stop the server first, so no order arrives during the copy;
 * then start the servers with DATABASE_URL. The SQLite file is only read (and migrated).
 */
const { values } = parseArgs({
  options: {
    from: { type: 'string', default: process.env.DATABASE_FILE ?? 'data/bakery.sqlite' },
    to: { type: 'string', default: process.env.DATABASE_URL },
    uploads: { type: 'string', default: process.env.UPLOAD_DIR ?? 'data/uploads' },
  },
});
if (!values.to || !/^postgres(ql)?:\/\//.test(values.to)) {
  console.error('usage: npm run db:copy-to-postgres -- --from data/bakery.sqlite --to postgres://user@host/bakery');
  process.exit(2);
}
const source = openDatabase(path.resolve(values.from));
const target = openDatabase({ client: 'postgres', url: values.to, poolSize: 2 });
try {
  const report = await copySqliteToPostgres(source, target, {
    uploadDir: path.resolve(values.uploads),
    now: new Date(),
  });
  for (const { table, rows } of report.tables) console.log(`${table}: ${rows} row(s)`);
  console.log(`photos: ${report.photos}`);
  console.log('copied: start the servers with DATABASE_URL set to the target');
} catch (error) {
  console.error(`not copied: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await source.destroy();
  await target.destroy();
}
