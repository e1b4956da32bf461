import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from './db';
import { timeLimit } from './testing/time-limits';

/**
 * The deployment recipe's files (docs/deploy.md) as systemd and Caddy read them: a unit or a
 * Caddyfile that does not parse would only show on the owner's machine, at the worst moment.
 * systemd-analyze and caddy come from Debian's packages (.ci/run installs them).
 */
function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd: 'deploy', encoding: 'utf8', env: { ...process.env, ...env } });
  if (result.error)
    throw new Error(`${command} is needed for this test (apt-get install systemd caddy): ${result.error.message}`);
  return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() };
}

describe('the deployment recipe', () => {
  it("the server's unit passes systemd-analyze verify without a word", () => {
    expect(run('systemd-analyze', ['verify', 'bakery.service'])).toEqual({ status: 0, output: '' });
  });

  it("the server's unit keeps it to its data folder, its own user and no privileges", () => {
    const security = run('systemd-analyze', ['security', '--offline=yes', 'bakery.service']);
    const exposure = Number(/Overall exposure level for bakery\.service: ([\d.]+)/.exec(security.output)?.[1]);
    expect(exposure).toBeLessThanOrEqual(4); // "OK" or better on systemd's 0-10 scale
  });

  it("Litestream's unit passes too, and runs the Litestream that npm ci installs with the app", () => {
    const unit = readFileSync('deploy/litestream.service', 'utf8');
    const program = /^ExecStart=(\S+)/m.exec(unit)![1]!;
    // The app's folder of docs/deploy.md: the same program as this checkout's (on Linux x64).
    const installed = 'node_modules/@flydotio/litestream-linux-x64/litestream';
    expect(program).toBe(`/srv/bakery/app/${installed}`);
    if (process.platform === 'linux' && process.arch === 'x64') expect(existsSync(installed)).toBe(true);
    const { output } = run('systemd-analyze', ['verify', 'litestream.service']);
    // Here the app is not in /srv/bakery/app, so systemd cannot find the program: that line only.
    const complaints = output.split('\n').filter((line) => line && !line.includes(`${program} is not executable`));
    expect(complaints).toEqual([]);
  });

  it('the Caddyfile is valid, with a real domain and with the internal CA', () => {
    for (const tls of ['owner@example.com', 'internal']) {
      const result = run('caddy', ['validate', '--config', 'Caddyfile', '--adapter', 'caddyfile'], {
        BAKERY_DOMAIN: 'shop.example.com',
        BAKERY_TLS: tls,
      });
      expect(result.output).toContain('Valid configuration');
      expect(result.status).toBe(0);
    }
  });
});

/**
 * `bakery backup` and `bakery restore` (deploy/bakery), with the settings file that
 * docs/deploy.md writes (its DKIM section's quoted sender included), its paths moved into a
 * folder of the test's: they work on the database that file names, whatever the shell has set.
 */
describe('the bakery command on the deployed machine', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bakery-deployed-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const envFile = path.join(dir, 'bakery.env');
  const database = path.join(dir, 'data', 'bakery.sqlite');
  const elsewhere = path.join(dir, 'elsewhere.sqlite');
  const bakery = (args: string[]) => {
    const result = spawnSync(path.resolve('deploy/bakery'), args, {
      cwd: dir,
      encoding: 'utf8',
      env: {
        ...process.env,
        BAKERY_ENV_FILE: envFile,
        BAKERY_APP_DIR: process.cwd(),
        BAKERY_USER: userInfo().username,
        // What a shell may have set: the command reads the service's settings, not these.
        DATABASE_FILE: elsewhere,
      },
    });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  };

  it(
    'backs up and restores the database the settings file names, saying which first',
    async () => {
      writeFileSync(
        path.join(dir, 'dkim.pem'),
        generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
          type: 'pkcs1',
          format: 'pem',
        }),
      );
      writeFileSync(envFile, settingsOfTheDocs(dir));
      const first = `database: ${database} (DATABASE_FILE from ${envFile})`;

      const nothingYet = bakery(['backup']);
      expect(nothingYet.stdout.split('\n')[0]).toBe(first);
      expect(nothingYet.stderr).toContain(`no backup taken: no database at ${database}`);
      expect(nothingYet.status).toBe(1);

      mkdirSync(path.dirname(database), { recursive: true });
      const db = openDatabase(database);
      await migrateToLatest(db);
      await db.destroy();
      const backup = bakery(['backup']);
      expect(backup.stderr).toBe('');
      expect(backup.stdout.split('\n')[0]).toBe(first);
      expect(backup.status).toBe(0);
      const [name] = readdirSync(path.join(dir, 'data', 'backups'));

      // A backup named from where the command was typed, as an owner would.
      const restore = bakery(['restore', `data/backups/${name}`, '--replace']);
      expect(restore.stderr).toBe('');
      expect(restore.stdout).toContain(`${first}\n`);
      expect(restore.stdout).toContain(`restored ${path.join(dir, 'data', 'backups', name!)}`);
      expect(restore.status).toBe(0);
      expect(existsSync(elsewhere)).toBe(false);
    },
    timeLimit(90_000),
  );

  it('says how it is used, and runs no other command', () => {
    for (const args of [[], ['migrate'], ['--help']]) {
      const refused = bakery(args);
      expect(refused.status).toBe(2);
      expect(refused.stderr).toContain('usage: bakery backup | bakery restore BACKUP');
    }
  });
});

/** The settings file as docs/deploy.md writes it (its `cat > / cat >> /etc/bakery/bakery.env` blocks). */
function settingsOfTheDocs(dir: string): string {
  const docs = readFileSync('docs/deploy.md', 'utf8');
  const blocks = [...docs.matchAll(/cat >>? \/etc\/bakery\/bakery\.env <<'EOF'\n([\s\S]*?)\n\s*EOF\n/g)];
  expect(blocks).toHaveLength(2); // the settings, then the DKIM section's sender and key
  return blocks
    .map(([, lines]) => lines!.replace(/^ +/gm, ''))
    .join('\n')
    .replaceAll('/srv/bakery/data', path.join(dir, 'data'))
    .replaceAll('/etc/bakery/dkim.pem', path.join(dir, 'dkim.pem'))
    .concat('\n');
}
