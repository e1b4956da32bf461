import * as z from 'zod/mini';

/** What `npm run setup` asks for (setup.ts). */
export interface SetupAnswers {
  domain: string;
  email: string;
  /** Empty: e-mails are written to files. */
  smtpUrl: string;
  /** Empty: the bakery's name at the owner's address (config.ts). */
  mailFrom: string;
  /** "internal": Caddy's own certificate authority, for a trial with no domain. */
  tls: string | undefined;
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/i;

/** What is wrong with the answers, a sentence each; none when they can be written. */
export function setupProblems(answers: SetupAnswers): string[] {
  const problems: string[] = [];
  if (!DOMAIN.test(answers.domain))
    problems.push(`"${answers.domain}" is not a domain: give its name alone, like shop.bridgerglutenfree.com`);
  if (!z.email().safeParse(answers.email).success)
    problems.push(`"${answers.email}" is not an e-mail address: it is the owner's sign-in`);
  if (answers.smtpUrl && !/^smtps?:\/\/[^/\s]+/.test(answers.smtpUrl))
    problems.push('the mail server is a URL like smtp://user:password@smtp.example.com:587, or empty');
  if (answers.tls !== undefined && answers.tls !== 'internal')
    problems.push(
      "--tls takes one value, internal (Caddy's own certificate authority); leave it out for a real certificate",
    );
  return problems;
}

/** The settings the answers make (each as the service and compose read it). */
function settingsOf(answers: SetupAnswers, postgresPassword: string): [string, string][] {
  return [
    ['BAKERY_DOMAIN', answers.domain.toLowerCase()],
    ['PUBLIC_URL', `https://${answers.domain.toLowerCase()}`],
    ['BAKERY_TLS', answers.tls === 'internal' ? 'internal' : answers.email],
    ['ADMIN_EMAIL', answers.email],
    ['SMTP_URL', answers.smtpUrl],
    ['MAIL_FROM', answers.mailFrom],
    ['POSTGRES_PASSWORD', postgresPassword],
  ];
}

/**
 * A value as systemd's EnvironmentFile and compose's .env both read it: bare when it is plain,
 * else in single quotes, inside which both keep every character ('"Bakery" <hello@...>').
 */
export function envValue(value: string): string {
  if (/^[A-Za-z0-9_@%+=:,./-]*$/.test(value)) return value;
  if (value.includes("'") || value.includes('\n')) throw new Error('a setting cannot hold a quote or a new line');
  return `'${value}'`;
}

/** The settings file: what setup asked, then every other setting the file had, as it had it. */
export function settingsFileText(
  answers: SetupAnswers,
  postgresPassword: string,
  kept: ReadonlyMap<string, string>,
): string {
  const asked = settingsOf(answers, postgresPassword).filter(([, value]) => value !== '');
  const askedKeys = new Set(settingsOf(answers, postgresPassword).map(([key]) => key));
  const others = [...kept].filter(([key]) => !askedKeys.has(key));
  return [
    '# The bakery\'s settings (docs/operations.md, "Configuration"), written by npm run setup.',
    ...asked.map(([key, value]) => `${key}=${envValue(value)}`),
    ...(others.length > 0 ? ['# Set by hand:', ...others.map(([key, value]) => `${key}=${envValue(value)}`)] : []),
    '',
  ].join('\n');
}
