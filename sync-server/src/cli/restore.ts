import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { RestoreRefused, restoreBackup, type RestoreReport } from '../services/backups/restore';
import { keepFilesPrivate } from '../private-data';
import { commandSettings, databaseLine } from './command-settings';

// What this command writes (database, backups, photos) is the service account's alone.
keepFilesPrivate();

/**
 * `npm run db:restore -- FILE [--replace] [--create]`: puts a backup (a folder of BACKUP_DIR,
 * or the bakery.sqlite / bakery.dump in one) back as the database of DATABASE_FILE or
 * DATABASE_URL, with its photos (services/backups/restore.ts). Stop every server first. It prints the
 * database it is about to replace before anything else, and refuses one that is not there
 * unless --create says a new one is meant.
 */
const usage =
  'usage: npm run db:restore -- FILE [--replace] [--create] [--not-a-backup] [--env-file FILE]\n' +
  '  FILE            a backup folder (data/backups/20261125T140000000Z-1a2b) or the bakery.sqlite/bakery.dump in one\n' +
  '  --replace       replace the database if it has a bakery in it (it is kept beside it on SQLite)\n' +
  '  --create        restore where there is no bakery yet (a new file, an empty PostgreSQL database)\n' +
  '  --not-a-backup  FILE is a database file not made by npm run db:backup (a live one is taken with its log)\n' +
  "  --env-file FILE the settings from FILE (the service's, e.g. /etc/bakery/bakery.env), not the environment";

const argsSchema = z.object({
  positionals: z
    .array(
      z
        .string()
        .min(1, 'FILE is empty')
        .max(4096, 'FILE is too long')
        .refine((text) => !text.includes('\0')),
    )
    .length(1, 'name one backup'),
  values: z.object({
    replace: z.boolean().optional(),
    create: z.boolean().optional(),
    'not-a-backup': z.boolean().optional(),
    'env-file': z.string().min(1, '--env-file names a file').optional(),
    help: z.boolean().optional(),
  }),
});

let args: z.infer<typeof argsSchema>;
try {
  const parsed = parseArgs({
    args: process.argv.slice(2),
    options: {
      replace: { type: 'boolean' },
      create: { type: 'boolean' },
      'not-a-backup': { type: 'boolean' },
      'env-file': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: true,
  });
  if (parsed.values.help) {
    console.log(usage);
    process.exit(0);
  }
  args = argsSchema.parse(parsed);
} catch (error) {
  const message =
    error instanceof z.core.$ZodError
      ? error.issues.map((issue) => issue.message).join('; ')
      : (error as Error).message;
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

try {
  const settings = commandSettings(args.values['env-file']);
  const { config } = settings;
  const uploadDir = config.photoStorage === 'folder' ? config.uploadDir : undefined;
  console.log(databaseLine(settings));
  if (uploadDir) console.log(`photos:   ${uploadDir}`);
  const from = path.resolve(args.positionals[0]!);
  const report = await restoreBackup({
    from,
    target: config.database,
    uploadDir,
    replace: args.values.replace ?? false,
    create: args.values.create ?? false,
    notABackup: args.values['not-a-backup'] ?? false,
    now: new Date(),
  });
  printReport(from, report);
} catch (error) {
  const refused = error instanceof RestoreRefused;
  console.error(`not restored: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = refused ? 3 : 1;
}

function printReport(from: string, report: RestoreReport): void {
  console.log(`restored ${from}`);
  console.log(`  orders: ${report.orders}, the last placed ${report.lastOrderAt ?? 'never'}`);
  if (report.nextOrderNumber !== null) {
    const replaced = report.replacedNextOrderNumber;
    // The replaced database's numbers went out in e-mails and links: say that none comes again.
    const above = replaced === null ? '' : ` (the database it replaced had given numbers up to #${replaced - 1})`;
    console.log(`  the next order is #${report.nextOrderNumber}${above}`);
  }
  console.log(`  photos copied back: ${report.photos}`);
  console.log(`  new serverEpoch ${report.serverEpoch}: the app's saved copies are dropped on its next visit`);
  if (report.keptAs) console.log(`  the database it replaced is kept as ${report.keptAs}`);
}
