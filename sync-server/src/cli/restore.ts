import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../config';
import { RestoreRefused, restoreBackup } from '../services/restore';
import { keepFilesPrivate } from '../private-data';

// What this command writes (database, backups, photos) is the service account's alone.
keepFilesPrivate();

/**
 * `npm run db:restore -- FILE [--replace]`: puts a backup (a folder of BACKUP_DIR, or the
 * bakery.sqlite / bakery.dump in one) back as the database of DATABASE_FILE or DATABASE_URL,
 * with its photos (services/restore.ts). Stop every server first.
 */
const usage =
  'usage: npm run db:restore -- FILE [--replace] [--not-a-backup]\n' +
  '  FILE            a backup folder (data/backups/20261125T140000000Z-1a2b) or the bakery.sqlite/bakery.dump in one\n' +
  '  --replace       replace the database if it has a bakery in it (it is kept beside it on SQLite)\n' +
  '  --not-a-backup  FILE is a database file not made by npm run db:backup (a live one is taken with its log)';

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
    'not-a-backup': z.boolean().optional(),
    help: z.boolean().optional(),
  }),
});

let args: z.infer<typeof argsSchema>;
try {
  const parsed = parseArgs({
    args: process.argv.slice(2),
    options: {
      replace: { type: 'boolean' },
      'not-a-backup': { type: 'boolean' },
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
  const config = loadConfig();
  const from = path.resolve(args.positionals[0]!);
  const report = await restoreBackup({
    from,
    target: config.database,
    uploadDir: config.photoStorage === 'folder' ? config.uploadDir : undefined,
    replace: args.values.replace ?? false,
    notABackup: args.values['not-a-backup'] ?? false,
    now: new Date(),
  });
  console.log(`restored ${from}`);
  console.log(`  orders: ${report.orders}, the last placed ${report.lastOrderAt ?? 'never'}`);
  console.log(`  photos copied back: ${report.photos}`);
  console.log(`  new serverEpoch ${report.serverEpoch}: the app's saved copies are dropped on its next visit`);
  if (report.keptAs) console.log(`  the database it replaced is kept as ${report.keptAs}`);
} catch (error) {
  const refused = error instanceof RestoreRefused;
  console.error(`not restored: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = refused ? 3 : 1;
}
