import { lookup } from 'node:dns/promises';
import { stat, statfs } from 'node:fs/promises';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import { readableByOthers } from '../../private-data';
import { checkBackup } from '../backups/backup-check';
import { listBackups } from '../backups/backups';

/**
 * What `npm run doctor` looks at (docs/deploy.md, "Checking the machine"): each check is one line,
 * with what to do when it is not right. `ok` passes; `note` is worth knowing and fails nothing (no
 * backup yet on a bakery that has not run); `problem` needs doing, and the doctor exits 1.
 */
export type Finding = { level: 'ok' | 'note' | 'problem'; line: string };

const MARK: Record<Finding['level'], string> = { ok: 'ok  ', note: 'note', problem: 'FIX ' };

/** A finding as printed: "ok   Node 24.21.0", "FIX  the clock is 6 min ahead: ...". */
export const findingLine = (finding: Finding): string => `${MARK[finding.level]} ${finding.line}`;

const ok = (line: string): Finding => ({ level: 'ok', line });
const note = (line: string): Finding => ({ level: 'note', line });
const problem = (line: string): Finding => ({ level: 'problem', line });

/** Less free than this on the data's disk and backups stop fitting. */
const LEAST_FREE_BYTES = 1024 ** 3;
/** A clock further off than this moves pickups and order cutoffs and breaks sign-ins. */
const MOST_CLOCK_SKEW_MS = 60_000;
const WAIT_MS = 5000;

export interface DoctorOptions {
  config: Config;
  /** The data folder: the SQLite database's, or the backups' parent on PostgreSQL. */
  dataDir: string;
  /** Where the clock is compared with: any HTTPS server's Date header. */
  timeFrom: string;
  nodeVersion?: string;
  /** Whether PUBLIC_URL was given (unset, the links in e-mails name localhost). */
  publicUrlSet: boolean;
  /** This process's user id, which should own the data (undefined where there is none). */
  uid?: number | undefined;
  now?: () => Date;
}

/** Every check, in the order the doctor prints them. */
/** What this process checks its own machine with: its settings, its data folder, its user. */
export function doctorOptions(config: Config & { publicUrlSet: boolean }, timeFrom: string): DoctorOptions {
  return { config, dataDir: dataDirOf(config), timeFrom, publicUrlSet: config.publicUrlSet, uid: process.getuid?.() };
}

export async function examine(options: DoctorOptions): Promise<Finding[]> {
  return [
    nodeFinding(options.nodeVersion ?? process.versions.node),
    ...(await dataFolderFindings(options)),
    await clockFinding(options.timeFrom, options.now ?? (() => new Date())),
    await mailFinding(options.config),
    await domainFinding(options.config, options.publicUrlSet),
    await backupFinding(options.config, options.now ?? (() => new Date())),
  ];
}

/** Node 24 LTS, or the 22 and 20 lines package.json still allows. */
export function nodeFinding(version: string): Finding {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (major >= 24) return ok(`Node ${version}`);
  if ((major === 22 && minor >= 12) || (major === 20 && minor >= 19))
    return note(`Node ${version} works; Node 24 LTS is the one the bakery is tested on (docs/deploy.md, step 1)`);
  return problem(`Node ${version} is too old: install Node 24 LTS (docs/deploy.md, step 1)`);
}

async function dataFolderFindings({ config, dataDir, uid }: DoctorOptions): Promise<Finding[]> {
  const folder = await stat(dataDir).catch(() => null);
  if (!folder) return [note(`${dataDir} does not exist yet: the bakery makes it, owner-only, when it first starts`)];
  const findings: Finding[] = [];
  if (uid !== undefined && folder.uid !== uid) {
    findings.push(
      problem(`${dataDir} belongs to user ${folder.uid}, the bakery runs as ${uid}: chown -R ${uid} ${dataDir}`),
    );
  }
  const open = await readableByOthers([dataDir, config.backupDir, config.mailOutboxDir, config.uploadDir]);
  if (open.length > 0) {
    const first = open[0]!;
    const more = open.length > 1 ? ` and ${open.length - 1} more` : '';
    findings.push(
      problem(`${first.path} (mode ${first.mode})${more} can be read by other users: chmod -R go-rwx ${dataDir}`),
    );
  }
  if (findings.length === 0) findings.push(ok(`${dataDir} is the bakery's alone`));
  const disk = await statfs(dataDir);
  const free = disk.bavail * disk.bsize;
  const amount = `${(free / 1024 ** 3).toFixed(1)} GB free`;
  findings.push(
    free < LEAST_FREE_BYTES
      ? problem(`only ${amount} on the disk of ${dataDir}: make room, backups need it`)
      : ok(`${amount} on the disk of ${dataDir}`),
  );
  return findings;
}

/** This machine's clock against an HTTPS server's (its Date header, to the second). */
export async function clockFinding(timeFrom: string, now: () => Date): Promise<Finding> {
  try {
    const asked = now().getTime();
    const answer = await fetch(timeFrom, { method: 'HEAD', signal: AbortSignal.timeout(WAIT_MS) });
    const theirs = Date.parse(answer.headers.get('date') ?? '');
    if (Number.isNaN(theirs)) return note(`could not check the clock: ${timeFrom} sends no Date`);
    // Their second began somewhere within the round trip: half of it either way is no skew.
    const ours = (asked + now().getTime()) / 2;
    const skew = ours - theirs;
    if (Math.abs(skew) <= MOST_CLOCK_SKEW_MS + 1000) return ok('the clock is right');
    const by = Math.round(Math.abs(skew) / 60_000);
    return problem(
      `the clock is ${by} min ${skew > 0 ? 'ahead' : 'behind'}: turn on time sync (timedatectl set-ntp true)`,
    );
  } catch (error) {
    return note(`could not check the clock against ${timeFrom}: ${reason(error)}`);
  }
}

/** The mail server of SMTP_URL answering and taking the bakery's login. */
export async function mailFinding(config: Pick<Config, 'smtpUrl'>): Promise<Finding> {
  if (!config.smtpUrl)
    return problem('no mail server: e-mails are written to files, not sent. Set SMTP_URL (npm run setup)');
  const where = hostOf(config.smtpUrl);
  const transport = nodemailer.createTransport(config.smtpUrl, {});
  try {
    await Promise.race([
      transport.verify(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('no answer in 5 s')), WAIT_MS).unref()),
    ]);
    return ok(`the mail server ${where} answers`);
  } catch (error) {
    // nodemailer's codes are its own (ESOCKET); its message says what the connection met.
    const said = error instanceof Error ? error.message : String(error);
    return problem(`the mail server ${where} does not answer (${said}): check SMTP_URL`);
  } finally {
    transport.close();
  }
}

/** PUBLIC_URL's name in DNS, and the bakery answering there. */
export async function domainFinding(config: Pick<Config, 'publicUrl'>, publicUrlSet: boolean): Promise<Finding> {
  const url = new URL(config.publicUrl);
  if (!publicUrlSet)
    return problem('PUBLIC_URL is not set: the links in e-mails say localhost. Set it (npm run setup)');
  let addresses: string[];
  try {
    addresses = (await lookup(url.hostname, { all: true })).map((each) => each.address);
  } catch (error) {
    return problem(`${url.hostname} is not in DNS (${reason(error)}): give it an A record with this machine's address`);
  }
  try {
    const answer = await fetch(new URL('/api/ready', url), { signal: AbortSignal.timeout(WAIT_MS) });
    if (answer.ok) return ok(`${url.hostname} points here, and the bakery answers at ${config.publicUrl}`);
    return problem(`${config.publicUrl} answers ${answer.status}: is the bakery started?`);
  } catch (error) {
    const mine = Object.values(networkInterfaces())
      .flat()
      .map((each) => each?.address);
    const here = addresses.some((address) => mine.includes(address));
    return here
      ? note(
          `${url.hostname} points here (${addresses.join(', ')}); nothing answers yet (${reason(error)}): start the bakery`,
        )
      : problem(
          `${url.hostname} points to ${addresses.join(', ')}, and nothing answers there (${reason(error)}): point its A record here, and start the bakery`,
        );
  }
}

/** The timed backups being taken, and the last one restoring (backup-check.ts, as the server checks each). */
export async function backupFinding(
  config: Pick<Config, 'backupDir' | 'backupIntervalMs'>,
  now: () => Date,
): Promise<Finding> {
  const backups = await listBackups(config.backupDir).catch(() => []);
  const last = backups[0]; // newest first
  if (!last) return note(`no backup in ${config.backupDir} yet: the bakery takes one an hour after it starts`);
  const ageMs = now().getTime() - Date.parse(last.manifest.takenAt);
  const age = ageMs < 2 * 3_600_000 ? `${Math.round(ageMs / 60_000)} min` : `${Math.round(ageMs / 3_600_000)} h`;
  if (config.backupIntervalMs !== null && ageMs > 2 * config.backupIntervalMs) {
    return problem(`the last backup is ${age} old: is the bakery running? (npm run db:backup takes one now)`);
  }
  const problems = await checkBackup(last, now());
  if (problems.length > 0) return problem(`the last backup (${last.name}) does not restore: ${problems.join('; ')}`);
  return ok(
    `the last backup is ${age} old and restores (${last.manifest.orders} orders): copy ${config.backupDir} off the machine`,
  );
}

function hostOf(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.port ? `${parsed.hostname}:${parsed.port}` : parsed.hostname;
  } catch {
    return 'of SMTP_URL';
  }
}

function reason(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause?.code;
  const code = (error as { code?: string }).code;
  return cause ?? code ?? (error instanceof Error ? error.message : String(error));
}

/** The data folder of a configuration: the SQLite database's, else the backups' parent. */
export function dataDirOf(config: Pick<Config, 'database' | 'backupDir'>): string {
  return config.database.client === 'sqlite' ? path.dirname(config.database.file) : path.dirname(config.backupDir);
}
