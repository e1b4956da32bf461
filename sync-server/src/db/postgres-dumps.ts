import { spawn } from 'node:child_process';
import type { Knex } from 'knex';
import { migrations } from '../../migrations/index';
import type { CopyContents } from './sqlite-copies';
import { fsyncFile, notWhole } from './sqlite-copies';
import { readCounters } from './order-numbers';
import { schemaOfMigrations } from './schema-check';
import { schemaOfDumpSql } from './postgres-schema';
import { countRows, type RowCounts } from './row-counts';
import { missingFrom } from './schema-shape';

/**
 * Backups of a PostgreSQL bakery with PostgreSQL's own tools (pg_dump, pg_restore, psql), which
 * must be installed where the command runs, the same major version as the server or newer.
 */
const MISSING_TOOL = (tool: string) =>
  `${tool} is not installed here: install PostgreSQL's client tools (Debian: sudo apt-get install postgresql-client), ` +
  `the same major version as the database server or newer`;

/**
 * Dumps the database into `into` (custom format) from one snapshot, and counts the orders in
 * that same snapshot: a repeatable-read transaction exports its snapshot and pg_dump reads
 * that one (--snapshot), so the counts describe exactly what the dump holds.
 */
export async function dumpPostgres(db: Knex, url: string, into: string): Promise<CopyContents & { rows: RowCounts }> {
  await runTool('pg_dump', ['--version']); // a missing pg_dump is said before anything else
  return db.transaction(
    async (trx) => {
      const exported = (await trx.raw('select pg_export_snapshot() as snapshot')) as { rows: { snapshot: string }[] };
      const contents = await readPostgresContents(trx);
      const rows = await countRows(trx);
      await runTool('pg_dump', ['--format=custom', `--snapshot=${exported.rows[0]!.snapshot}`, `--file=${into}`, url]);
      await fsyncFile(into);
      return { ...contents, rows };
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
}

/** Checks a dump before a restore relies on it: readable, and every migration in it known. */
export async function checkPostgresDump(file: string): Promise<Pick<CopyContents, 'migrations' | 'unknownMigrations'>> {
  try {
    await runTool('pg_restore', ['--list', file]);
  } catch (error) {
    throw new Error(`${file} is not a readable PostgreSQL dump (${(error as Error).message})`);
  }
  const script = await runTool('pg_restore', ['--data-only', '--table=knex_migrations', '--file=-', file]);
  const copy = /^COPY \S*knex_migrations \(([^)]*)\) FROM stdin;\n([\s\S]*?)^\\\.$/m.exec(script);
  if (!copy) throw new Error(`${file} is not a bakery dump (it has no migrations table)`);
  const nameColumn = copy[1]!
    .split(',')
    .map((column) => column.trim().replace(/"/g, ''))
    .indexOf('name');
  const names = copy[2]!
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t')[nameColumn]!);
  const unknownMigrations = names.filter((name) => !(name in migrations));
  if (unknownMigrations.length === 0) {
    const schema = schemaOfDumpSql(await runTool('pg_restore', ['--schema-only', '--file=-', file]));
    const missing = missingFrom(schema, await schemaOfMigrations(names));
    if (missing.length > 0) throw new Error(notWhole(file, missing));
  }
  return { migrations: names, unknownMigrations };
}

/**
 * The rows of each table in a dump, counted in the SQL pg_restore writes of its data: one line
 * per row between `COPY table (...) FROM stdin;` and `\.` (a newline inside a value is written
 * as \n, so a row is always one line). Tables the dump holds no rows of are not named.
 */
export async function countDumpRows(file: string): Promise<RowCounts> {
  const script = await runTool('pg_restore', ['--data-only', '--file=-', file]);
  const counts: RowCounts = {};
  for (const copy of script.matchAll(/^COPY (?:\S+\.)?"?([^"\s(]+)"? \([^)]*\) FROM stdin;\n([\s\S]*?)^\\\.$/gm)) {
    counts[copy[1]!] = copy[2]!.split('\n').filter(Boolean).length;
  }
  return counts;
}

/**
 * Replaces the database's contents with the dump's, all or nothing: pg_restore writes the
 * restore as SQL (dropping what the dump holds first) and psql runs it as one transaction,
 * with the new serverEpoch, the end of the old servers' job leases and the counters raised to
 * those of the database replaced (`counterFloor`, read before) in that same transaction.
 */
export async function restorePostgres(
  url: string,
  file: string,
  serverEpoch: string,
  counterFloor: ReadonlyMap<string, number>,
): Promise<void> {
  if (!/^[0-9a-f-]{36}$/.test(serverEpoch)) throw new Error('serverEpoch must be a UUID');
  const finish =
    `UPDATE public.server_meta SET value = '${serverEpoch}' WHERE key = 'serverEpoch';\n` +
    'DELETE FROM public.job_leases;\n' +
    raiseCountersSql(counterFloor);
  const restore = spawnTool('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--file=-',
    file,
  ]);
  const psql = spawnTool('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '--dbname', url]);
  restore.child.stdout!.pipe(psql.child.stdin!, { end: false });
  restore.child.stdout!.on('end', () => psql.child.stdin!.end(finish));
  await Promise.all([restore.done, psql.done]);
}

/**
 * order-numbers.ts's `raiseCounters` as SQL for psql's transaction (the dump's script empties
 * the search path, so tables are named with their schema). Names and values are checked, as
 * they are written into the statement.
 */
function raiseCountersSql(floor: ReadonlyMap<string, number>): string {
  return [...floor]
    .map(([name, value]) => {
      if (!/^[a-z][a-z0-9-]{0,39}$/.test(name) || !Number.isSafeInteger(value)) {
        throw new Error(`not a counter: ${name} = ${value}`);
      }
      return (
        `INSERT INTO public.counters AS counter (name, value) VALUES ('${name}', ${value}) ` +
        'ON CONFLICT (name) DO UPDATE SET value = GREATEST(counter.value, EXCLUDED.value);\n'
      );
    })
    .join('');
}

/** What the restore reports: the orders, read from the database itself. */
export async function readPostgresContents(db: Knex): Promise<CopyContents> {
  const names = (await db('knex_migrations').orderBy('id').pluck('name')) as string[];
  const [{ n, last }] = (await db('orders').count({ n: '*' }).max({ last: 'createdAt' })) as [
    { n: number; last: string | null },
  ];
  const epoch = (await db('server_meta').where({ key: 'serverEpoch' }).first()) as { value: string } | undefined;
  return {
    migrations: names,
    unknownMigrations: names.filter((name) => !(name in migrations)),
    orders: Number(n),
    lastOrderAt: last,
    serverEpoch: epoch?.value ?? null,
    nextOrderNumber: (await readCounters(db)).get('order-number') ?? null,
  };
}

/** Whether the database has a bakery in it (its migrations table). */
export async function hasBakery(db: Knex): Promise<boolean> {
  return db.schema.hasTable('knex_migrations');
}

/** Other sessions connected to this database: a server, or anyone else, using it now. */
export async function otherConnections(db: Knex): Promise<number> {
  const result = (await db.raw(
    'select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  )) as { rows: { n: number | string }[] };
  return Number(result.rows[0]!.n);
}

function spawnTool(tool: string, args: string[]) {
  const child = spawn(tool, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(error.code === 'ENOENT' ? MISSING_TOOL(tool) : error.message)),
    );
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (${code}): ${stderr.trim().slice(0, 500)}`)),
    );
  });
  return { child, done };
}

/** Runs a tool to its end; answers what it printed. */
async function runTool(tool: string, args: string[]): Promise<string> {
  const { child, done } = spawnTool(tool, args);
  child.stdin!.end();
  let stdout = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  await done;
  return stdout;
}
