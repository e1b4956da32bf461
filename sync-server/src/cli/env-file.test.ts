import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnvFile } from './env-file';

/**
 * The service's settings file read as systemd reads it (env-file.ts): each line of the table
 * is a file's text and what systemd gives the service. The same table is then given to systemd's
 * own reader, so the two cannot drift apart.
 */
const table: [name: string, file: string, expected: Record<string, string>][] = [
  ['plain values', 'PORT=8080\nHOST=127.0.0.1\n', { PORT: '8080', HOST: '127.0.0.1' }],
  ['comments and blank lines', '# settings\n\n; more\nPORT=8080\n  # indented\n', { PORT: '8080' }],
  ['a line without =', 'NOT A SETTING\nPORT=1\n', { PORT: '1' }],
  [
    "docs/deploy.md's sender, single-quoted",
    `MAIL_FROM='"Bridger Gluten-Free Bakery" <hello@shop.example.com>'\n`,
    { MAIL_FROM: '"Bridger Gluten-Free Bakery" <hello@shop.example.com>' },
  ],
  [
    'a sender double-quoted with its quotes escaped',
    'MAIL_FROM="\\"Bridger Gluten-Free Bakery\\" <hello@shop.example.com>"\n',
    { MAIL_FROM: '"Bridger Gluten-Free Bakery" <hello@shop.example.com>' },
  ],
  [
    'a sender whose quotes end before the address (systemd drops them and the space)',
    'MAIL_FROM="Bridger Gluten-Free Bakery" <hello@shop.example.com>\n',
    { MAIL_FROM: 'Bridger Gluten-Free Bakery<hello@shop.example.com>' },
  ],
  ['blanks around key and value', '  A  =   spaced value   \n', { A: 'spaced value' }],
  ['blanks inside quotes kept', "A='  x  '\n", { A: '  x  ' }],
  ['quotes inside a value are characters', 'A=it\'s\nB=a"b"c\n', { A: "it's", B: 'a"b"c' }],
  [
    'a # inside a value is no comment',
    'SMTP_URL=smtps://u:p#w@smtp.example.com # not a comment\n',
    {
      SMTP_URL: 'smtps://u:p#w@smtp.example.com # not a comment',
    },
  ],
  ['escapes in double quotes', 'A="x \\" \\\\ \\` \\n y"\n', { A: 'x " \\ ` \\n y' }],
  ['a backslash unquoted keeps the next character', 'A=a\\ b\\\\c\\ \n', { A: 'a b\\c ' }],
  ['a line joined to the next', 'A=first\\\n second\nB="one\\\ntwo"\n', { A: 'first second', B: 'onetwo' }],
  ['a quoted value over two lines', "A='one\ntwo'\nB=3\n", { A: 'one\ntwo', B: '3' }],
  ['quoted parts run together', `A='a'"b"c\n`, { A: 'abc' }],
  ['an empty value', 'A=\nB=""\n', { A: '', B: '' }],
  ['the last of a key given twice', 'A=1\nA=2\n', { A: '2' }],
  ['no newline at the end', 'A=1', { A: '1' }],
];

describe('the settings file, read as systemd reads it', () => {
  it.each(table)('%s', (_name, file, expected) => {
    expect(Object.fromEntries(parseEnvFile(file))).toEqual(expected);
  });

  /**
   * systemd's own reader of these files, runnable without systemd running: the user-environment
   * generator reads environment.d files with the same parser as EnvironmentFile= and prints what
   * it read (it also expands $VARIABLES, which EnvironmentFile= does not: no case has a $).
   */
  it("gives what systemd's own reader gives, for every case of the table", () => {
    const generator = '/usr/lib/systemd/user-environment-generators/30-systemd-environment-d-generator';
    if (!existsSync(generator)) throw new Error(`${generator} is needed for this test (apt-get install systemd)`);
    const dir = mkdtempSync(path.join(tmpdir(), 'bakery-env-file-'));
    folders.push(dir);
    for (const [index, [name, file, expected]] of table.entries()) {
      // The generator drops a key with nothing after "=" (environment.d's rule); EnvironmentFile=
      // gives the service the key, empty: that case is the table's word alone.
      if (name === 'an empty value') continue;
      mkdirSync(path.join(dir, `${index}`, 'environment.d'), { recursive: true });
      // Each case's keys made its own, apart from whatever environment.d files this machine has.
      const own = (key: string) => `BAKERY_TEST_${index}_${key}`;
      const text = file.replace(/^(\s*)([A-Z_]+)(\s*=)/gm, (_all, before: string, key: string, equals: string) =>
        [before, own(key), equals].join(''),
      );
      writeFileSync(path.join(dir, `${index}`, 'environment.d', 'bakery.conf'), text);
      const run = spawnSync(generator, [], {
        env: { XDG_CONFIG_HOME: path.join(dir, `${index}`), HOME: dir },
        encoding: 'utf8',
      });
      expect(run.status).toBe(0);
      const systemd = Object.fromEntries(
        run.stdout
          .split('\n')
          .filter((line) => line.startsWith(`BAKERY_TEST_${index}_`))
          .map((line) => [line.slice(0, line.indexOf('=')), unquote(line.slice(line.indexOf('=') + 1))]),
      );
      const ours = Object.fromEntries([...parseEnvFile(text)].filter(([key]) => key.startsWith('BAKERY_TEST_')));
      expect({ case: index, values: ours }).toEqual({ case: index, values: systemd });
      expect(Object.keys(ours)).toHaveLength(Object.keys(expected).length);
    }
  });
});

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/**
 * The generator prints a value with a blank or a quote in "double quotes", with " \ ` $ escaped
 * by a backslash and control characters as C escapes (\n, \t).
 */
function unquote(printed: string): string {
  if (!printed.startsWith('"')) return printed;
  const controls: Record<string, string> = { n: '\n', t: '\t', r: '\r' };
  return printed
    .slice(1, -1)
    .replace(/\\(x[0-9a-f]{2}|.)/g, (_all, c: string) =>
      c.startsWith('x') && c.length === 3 ? String.fromCharCode(parseInt(c.slice(1), 16)) : (controls[c] ?? c),
    );
}
