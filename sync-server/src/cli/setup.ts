import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import {
  clockFinding,
  doctorOptions,
  domainFinding,
  examine,
  findingLine,
  mailFinding,
} from '../services/doctor/doctor-checks';
import { parseEnvFile } from './env-file';
import { setupProblems, settingsFileText, type SetupAnswers } from './setup-settings';

/**
 * `npm run setup`: the settings a bakery on the internet needs, asked for (or given as options),
 * checked, and written where the service reads them: compose's `.env` by default, or the systemd
 * recipe's file (`--file /etc/bakery/bakery.env`). Not `--env-file` as the other commands say: Node 20 reads
 * that option itself wherever it stands, and refuses to start when its file is not there yet. What the file already says is offered as the
 * answer and kept; settings it does not ask about stay as they are. Then the doctor looks at the
 * machine with them (doctor-checks.ts).
 */
const usage =
  'usage: npm run setup [-- --file FILE] [--domain NAME] [--email ADDRESS] [--smtp-url URL] [--mail-from FROM] [--tls internal]\n' +
  '  --file FILE       where the settings go (default .env, which compose.yaml reads)\n' +
  "  --domain NAME     the bakery's domain, e.g. shop.bridgerglutenfree.com\n" +
  "  --email ADDRESS   the owner's e-mail: her sign-in, and where the certificate authority writes\n" +
  '  --smtp-url URL    the mail server, smtp://user:password@host:587 (empty: e-mails go to files)\n' +
  '  --mail-from FROM  who e-mails come from, e.g. "Bridger Gluten-Free Bakery" <hello@bridgerglutenfree.com>\n' +
  "  --tls internal    Caddy's own certificate authority instead of Let's Encrypt (a trial, no domain)";

let options: Record<string, string | undefined>;
try {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      file: { type: 'string' },
      domain: { type: 'string' },
      email: { type: 'string' },
      'smtp-url': { type: 'string' },
      'mail-from': { type: 'string' },
      tls: { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  options = values;
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}

const file = options.file ?? '.env';
const kept = existsSync(file) ? parseEnvFile(readFileSync(file, 'utf8')) : new Map<string, string>();
const asking = process.stdin.isTTY ? createInterface({ input: process.stdin, output: process.stdout }) : null;

/** The option, else the answer to the question (the file's value offered), else the file's value. */
async function answer(option: string, key: string, question: string): Promise<string> {
  const given = options[option];
  if (given !== undefined) return given.trim();
  const current = kept.get(key) ?? '';
  if (!asking) return current;
  const typed = await asking.question(`${question}${current ? ` [${current}]` : ''}: `);
  return typed.trim() || current;
}

const answers: SetupAnswers = {
  domain: await answer('domain', 'BAKERY_DOMAIN', "The bakery's domain (e.g. shop.bridgerglutenfree.com)"),
  email: await answer('email', 'ADMIN_EMAIL', "The owner's e-mail (her sign-in; the certificate's contact)"),
  smtpUrl: await answer(
    'smtp-url',
    'SMTP_URL',
    'The mail server, smtp://user:password@host:587 (empty: e-mails go to files)',
  ),
  mailFrom: await answer('mail-from', 'MAIL_FROM', "Who e-mails come from (empty: the bakery at the owner's address)"),
  tls: options.tls ?? (kept.get('BAKERY_TLS') === 'internal' ? 'internal' : undefined),
};
asking?.close();

const problems = setupProblems(answers);
if (problems.length > 0) {
  for (const problem of problems) console.error(`setup: ${problem}`);
  console.error(`setup: nothing written to ${file}`);
  process.exit(1);
}
// A new database password once, never a new one over the one PostgreSQL was made with.
const postgresPassword = kept.get('POSTGRES_PASSWORD') || randomBytes(18).toString('hex');
const text = settingsFileText(answers, postgresPassword, kept);
// Written whole, owner-only, then put in place: a setup that stops halfway leaves the old file.
writeFileSync(`${file}.new`, text, { mode: 0o600 });
renameSync(`${file}.new`, file);
console.log(`setup: the settings are in ${file} (only you can read it)`);

const config = loadConfig(Object.fromEntries(parseEnvFile(text)));
const forCompose = path.basename(file) === '.env';
const timeFrom = 'https://registry.npmjs.org/';
// With compose the bakery's Node, data and backups are the image's and its volume's: the
// container's own doctor looks at those when it starts. From here, what the machine gives it.
const findings = forCompose
  ? [await clockFinding(timeFrom, () => new Date()), await mailFinding(config), await domainFinding(config, true)]
  : await examine({ ...doctorOptions(config, timeFrom), publicUrlSet: true });
for (const finding of findings) console.log(findingLine(finding));
console.log(
  forCompose
    ? 'setup: next, docker compose up -d (or podman-compose up -d); its log says what the container found'
    : `setup: next, systemctl restart bakery; npm run doctor -- --env-file ${file} checks again`,
);
