import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { migrateToLatest, openDatabase } from '../db';
import { takeBackup } from '../services/backups/backups';
import { runCli } from '../testing/cli-process';
import { startSmtpSink } from '../testing/smtp-sink';
import {
  backupFinding,
  clockFinding,
  domainFinding,
  examine,
  mailFinding,
  nodeFinding,
} from '../services/doctor/doctor-checks';

/**
 * `npm run setup` and `npm run doctor` (docs/deploy.md, "Checking the machine"): setup writes what it
 * was told, checked, owner-only, and keeps what it was not asked about; each of the doctor's
 * findings is one line that says what to do, on a machine set up wrong in that one way.
 */
const folders: string[] = [];
const folder = (prefix: string) => {
  const made = mkdtempSync(path.join(tmpdir(), prefix));
  folders.push(made);
  return made;
};
const servers: Server[] = [];
afterAll(() => {
  for (const server of servers) server.close();
  for (const made of folders) rmSync(made, { recursive: true, force: true });
});

/** A local HTTP server: `handler` answers every request. */
async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

describe('npm run setup', () => {
  it('writes the answers owner-only, keeps hand-set settings and the database password, and refuses bad answers', async () => {
    const file = path.join(folder('bakery-setup-'), 'bakery.env');
    writeFileSync(file, 'BACKUP_KEEP=72\nSMTP_URL=smtp://old.example.com:25\n');
    const first = await runCli(
      'setup',
      [
        '--file',
        file,
        '--domain',
        'Shop.BridgerGlutenFree.com',
        '--email',
        'owner@bridgerglutenfree.com',
        '--smtp-url',
        'smtp://bakery:secret@127.0.0.1:1',
        '--mail-from',
        '"Bridger Gluten-Free Bakery" <hello@bridgerglutenfree.com>',
      ],
      {},
    );
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(`setup: the settings are in ${file}`);
    const written = readFileSync(file, 'utf8');
    expect(written).toContain('BAKERY_DOMAIN=shop.bridgerglutenfree.com\n');
    expect(written).toContain('PUBLIC_URL=https://shop.bridgerglutenfree.com\n');
    expect(written).toContain('BAKERY_TLS=owner@bridgerglutenfree.com\n');
    expect(written).toContain('ADMIN_EMAIL=owner@bridgerglutenfree.com\n');
    expect(written).toContain('SMTP_URL=smtp://bakery:secret@127.0.0.1:1\n');
    expect(written).toContain(`MAIL_FROM='"Bridger Gluten-Free Bakery" <hello@bridgerglutenfree.com>'\n`);
    expect(written).toContain('BACKUP_KEEP=72\n');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // The server reads it as written (config.ts), the From line whole.
    const { parseEnvFile } = await import('./env-file');
    const config = loadConfig(Object.fromEntries(parseEnvFile(written)));
    expect(config.mailFrom).toBe('"Bridger Gluten-Free Bakery" <hello@bridgerglutenfree.com>');
    expect(config.publicUrl).toBe('https://shop.bridgerglutenfree.com');
    // The doctor ran with them: the mail server of the answers does not answer.
    expect(first.stdout).toMatch(/^FIX +the mail server 127\.0\.0\.1:1 does not answer/m);

    const password = /^POSTGRES_PASSWORD=(\w+)$/m.exec(written)![1]!;
    expect(password).toMatch(/^[0-9a-f]{36}$/);
    const again = await runCli('setup', ['--file', file, '--tls', 'internal'], {});
    expect(again.code, again.stderr).toBe(0);
    const rewritten = readFileSync(file, 'utf8');
    expect(rewritten).toContain(`POSTGRES_PASSWORD=${password}\n`);
    expect(rewritten).toContain('BAKERY_TLS=internal\n');
    expect(rewritten).toContain('BAKERY_DOMAIN=shop.bridgerglutenfree.com\n');

    const refused = await runCli('setup', ['--file', file, '--domain', 'https://shop/', '--email', 'owner'], {});
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      '"https://shop/" is not a domain: give its name alone, like shop.bridgerglutenfree.com',
    );
    expect(refused.stderr).toContain('"owner" is not an e-mail address');
    expect(refused.stderr).toContain(`setup: nothing written to ${file}`);
    expect(readFileSync(file, 'utf8')).toBe(rewritten);
  });
});

describe('npm run doctor', () => {
  it('says which Node is too old, and which works', () => {
    expect(nodeFinding('24.21.0')).toEqual({ level: 'ok', line: 'Node 24.21.0' });
    expect(nodeFinding('22.12.0').level).toBe('note');
    expect(nodeFinding('18.20.4')).toEqual({
      level: 'problem',
      line: 'Node 18.20.4 is too old: install Node 24 LTS (docs/deploy.md, step 1)',
    });
  });

  it("says when the data folder is others' to read, or another user's, and how much room it has", async () => {
    const dataDir = path.join(folder('bakery-doctor-'), 'data');
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    const config = loadConfig({
      DATABASE_FILE: path.join(dataDir, 'bakery.sqlite'),
      BACKUP_DIR: path.join(dataDir, 'backups'),
    });
    const options = { config, dataDir, timeFrom: 'http://127.0.0.1:1', publicUrlSet: true, uid: process.getuid!() };
    const open = await examine(options);
    expect(open.find((finding) => finding.line.includes('can be read by other users'))).toEqual({
      level: 'problem',
      line: `${dataDir} (mode 755) can be read by other users: chmod -R go-rwx ${dataDir}`,
    });
    expect(open.find((finding) => finding.line.includes('free on the disk'))?.level).toBe('ok');

    chmodSync(dataDir, 0o700);
    const mine = await examine(options);
    expect(mine.find((finding) => finding.line.startsWith(dataDir))).toEqual({
      level: 'ok',
      line: `${dataDir} is the bakery's alone`,
    });
    const theirs = await examine({ ...options, uid: 4242 });
    expect(theirs.find((finding) => finding.line.includes('belongs to user'))?.line).toBe(
      `${dataDir} belongs to user ${process.getuid!()}, the bakery runs as 4242: chown -R 4242 ${dataDir}`,
    );
  });

  it('compares the clock with a server whose clock is right, and says by how much it is off', async () => {
    let offsetMs = 0;
    const timeServer = await serve((_, response) => {
      response.setHeader('Date', new Date(Date.now() + offsetMs).toUTCString());
      response.end();
    });
    expect(await clockFinding(timeServer, () => new Date())).toEqual({ level: 'ok', line: 'the clock is right' });
    offsetMs = 10 * 60_000; // theirs ahead: ours is behind
    expect(await clockFinding(timeServer, () => new Date())).toEqual({
      level: 'problem',
      line: 'the clock is 10 min behind: turn on time sync (timedatectl set-ntp true)',
    });
    expect((await clockFinding('http://127.0.0.1:1', () => new Date())).level).toBe('note');
  });

  it('says whether the mail server answers, and that without one nothing is sent', async () => {
    const sink = await startSmtpSink({ answerDelayMs: 0 });
    try {
      expect(await mailFinding({ smtpUrl: `smtp://127.0.0.1:${sink.port}` })).toEqual({
        level: 'ok',
        line: `the mail server 127.0.0.1:${sink.port} answers`,
      });
    } finally {
      await sink.close();
    }
    expect((await mailFinding({ smtpUrl: 'smtp://127.0.0.1:1' })).line).toMatch(
      /^the mail server 127\.0\.0\.1:1 does not answer \(connect ECONNREFUSED 127\.0\.0\.1:1\): check SMTP_URL$/,
    );
    expect(await mailFinding({ smtpUrl: undefined })).toEqual({
      level: 'problem',
      line: 'no mail server: e-mails are written to files, not sent. Set SMTP_URL (npm run setup)',
    });
  });

  it('says whether the domain is in DNS and the bakery answers there', async () => {
    const bakery = await serve((request, response) => {
      response.statusCode = request.url === '/api/ready' ? 200 : 404;
      response.end('{"ok":true}');
    });
    const port = new URL(bakery).port;
    expect(await domainFinding({ publicUrl: `http://localhost:${port}` }, true)).toEqual({
      level: 'ok',
      line: `localhost points here, and the bakery answers at http://localhost:${port}`,
    });
    expect((await domainFinding({ publicUrl: 'https://bakery.invalid' }, true)).line).toMatch(
      /^bakery\.invalid is not in DNS \(\w+\): give it an A record with this machine's address$/,
    );
    expect((await domainFinding({ publicUrl: 'http://localhost:8080' }, false)).level).toBe('problem');
  });

  it('says whether backups are taken, and whether the last one restores', async () => {
    const dir = folder('bakery-doctor-backups-');
    const file = path.join(dir, 'bakery.sqlite');
    const db = openDatabase(file);
    await migrateToLatest(db);
    await db.destroy();
    const backupDir = path.join(dir, 'backups');
    const settings = { backupDir, backupIntervalMs: 3_600_000 };
    const takenAt = new Date();
    expect((await backupFinding(settings, () => takenAt)).level).toBe('note');

    const backup = await takeBackup({ database: { client: 'sqlite', file } }, backupDir, takenAt);
    const later = () => new Date(takenAt.getTime() + 20 * 60_000);
    expect(await backupFinding(settings, later)).toEqual({
      level: 'ok',
      line: `the last backup is 20 min old and restores (0 orders): copy ${backupDir} off the machine`,
    });
    const threeHours = () => new Date(takenAt.getTime() + 3 * 3_600_000);
    expect((await backupFinding(settings, threeHours)).line).toBe(
      'the last backup is 3 h old: is the bakery running? (npm run db:backup takes one now)',
    );
    writeFileSync(path.join(backup.dir, 'bakery.sqlite'), 'not a database');
    const broken = await backupFinding(settings, later);
    expect(broken.level).toBe('problem');
    expect(broken.line).toMatch(new RegExp(`^the last backup \\(${backup.name}\\) does not restore: `));
  });

  it('prints a line per finding and exits 1 while something needs fixing', async () => {
    const dataDir = folder('bakery-doctor-cli-');
    const run = await runCli('doctor', ['--time-from', 'http://127.0.0.1:1'], {
      DATABASE_FILE: path.join(dataDir, 'bakery.sqlite'),
      BACKUP_DIR: path.join(dataDir, 'backups'),
    });
    expect(run.code).toBe(1);
    const lines = run.stdout.trim().split('\n');
    expect(lines.every((line) => /^(ok  |note|FIX ) \S/.test(line) || line.startsWith('doctor: '))).toBe(true);
    expect(lines).toContain(
      'FIX  no mail server: e-mails are written to files, not sent. Set SMTP_URL (npm run setup)',
    );
    expect(lines.at(-1)).toBe('doctor: 2 thing(s) to fix (FIX above)');
  });
});
