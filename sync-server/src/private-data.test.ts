import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { timeLimit } from './testing/time-limits';

/**
 * The bakery's data is its service account's alone (private-data.ts): the real `npm start` and
 * `npm run db:backup`, started with Debian's default umask 022, write owner-only folders and
 * files; a start over data that others can read says so. Always on SQLite, whose files these are.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'bakery-private-'));
const START_TIMEOUT_MS = timeLimit(20_000);
const children = new Set<ChildProcess>();

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

function environment(data: string): NodeJS.ProcessEnv {
  const { DATABASE_URL: _cluster, ...rest } = process.env;
  return {
    ...rest,
    DATABASE_FILE: path.join(data, 'bakery.sqlite'),
    MAIL_OUTBOX_DIR: path.join(data, 'outbox'),
    UPLOAD_DIR: path.join(data, 'uploads'),
    BACKUP_DIR: path.join(data, 'backups'),
    STATIC_DIR: path.join(dir, 'no-pwa'),
    BACKUP_INTERVAL: 'off',
    ADMIN_PASSWORD: 'private-data-password',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
  };
}

/** A command run as a shell on a stock Debian runs it: with umask 022. */
function withUmask022(command: string[], env: NodeJS.ProcessEnv) {
  const child = spawn('sh', ['-c', 'umask 022 && exec "$@"', 'sh', ...command], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

const server = [process.execPath, '--import', 'tsx', 'sync-server/src/main.ts'];

async function startServer(env: NodeJS.ProcessEnv) {
  const started = withUmask022(server, env);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start:\n${started.output()}`)), START_TIMEOUT_MS);
    const look = () => {
      const match = /serving on (http:\/\/\S+)/.exec(started.output());
      if (match) (clearTimeout(timer), resolve(match[1]!));
    };
    started.child.stdout.on('data', look);
    started.child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${started.output()}`)));
  });
  const stop = async () => {
    const exited = new Promise((resolve) => started.child.once('exit', resolve));
    started.child.kill('SIGTERM');
    await exited;
  };
  return { url, output: started.output, stop };
}

/** Every folder and file under `root`, with its permission bits in octal. */
function modesUnder(root: string): { path: string; mode: string; folder: boolean }[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).map((name) => {
    const stats = statSync(path.join(root, name));
    return { path: name, mode: (stats.mode & 0o777).toString(8), folder: stats.isDirectory() };
  });
}

async function until<T>(read: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`never came: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('data on disk', () => {
  it(
    'is written owner-only (0700 folders, 0600 files) by a server and a backup started with umask 022',
    async () => {
      const data = path.join(dir, 'fresh', 'data');
      const env = environment(data);
      const running = await startServer(env);
      try {
        // A subscriber's confirm e-mail: a file in the outbox.
        const asked = await fetch(`${running.url}/api/subscribers`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'private@example.com' }),
        });
        expect(asked.ok).toBe(true);
        const mails = () =>
          existsSync(env.MAIL_OUTBOX_DIR!) ? readdirSync(env.MAIL_OUTBOX_DIR!, { recursive: true }) : [];
        await until(() => mails().some((name) => String(name).endsWith('.eml')) || undefined, 'the confirm e-mail');
        const backup = withUmask022([process.execPath, '--import', 'tsx', 'sync-server/src/cli/backup.ts'], env);
        expect(await new Promise((resolve) => backup.child.once('exit', resolve))).toBe(0);
        expect(running.output()).not.toContain('data: warning');
      } finally {
        await running.stop();
      }
      expect(statSync(data).mode & 0o777).toBe(0o700);
      const written = modesUnder(data);
      // What there is: the database, its WAL, the e-mail, a backup with its copy of the database.
      expect(written.map((each) => each.path)).toEqual(
        expect.arrayContaining([
          'bakery.sqlite',
          expect.stringMatching(/^outbox\/.+\.eml$/),
          expect.stringMatching(/^backups\/[^/]+$/),
        ]),
      );
      expect(written.filter((each) => each.mode !== (each.folder ? '700' : '600'))).toEqual([]);
    },
    START_TIMEOUT_MS * 3,
  );

  it(
    'that others can read is named in a warning at start, with the command that fixes it',
    async () => {
      const data = path.join(dir, 'careless', 'data');
      mkdirSync(data, { recursive: true, mode: 0o755 });
      chmodSync(data, 0o755);
      const database = path.join(data, 'bakery.sqlite');
      writeFileSync(database, ''); // SQLite takes an empty file as an empty database
      chmodSync(database, 0o644);
      const running = await startServer(environment(data));
      await running.stop();
      expect(running.output()).toContain(`data: warning: other accounts on this machine can read ${data} (755)`);
      expect(running.output()).toContain(`${database} (644)`);
      expect(running.output()).toContain(`chmod -R go-rwx ${data}`);
    },
    START_TIMEOUT_MS * 3,
  );
});
