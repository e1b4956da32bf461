import { readFileSync } from 'node:fs';

/**
 * An environment file read as systemd reads the service's EnvironmentFile= (systemd.exec(5),
 * "EnvironmentFile="; src/basic/env-file.c), so a db:* command given the service's file
 * (`--env-file /etc/bakery/bakery.env`) runs with exactly the server's settings. A shell's
 * `. file` or `env $(cat file)` does not: it splits `MAIL_FROM='"Bakery" <hello@...>'` at its
 * spaces, reads `<` as a redirection and expands `$` in a password.
 *
 *  - `KEY=value` per line; blank lines and lines starting with # or ; are skipped;
 *  - around the key and before the value, blanks are dropped; after an unquoted value, too;
 *  - 'single quotes' keep everything inside; "double quotes" keep everything but \" \\ \` \$,
 *    which stand for the character, and a backslash before a newline, which joins the lines;
 *  - quotes count only where a value (or a part of it) starts; elsewhere they are characters;
 *  - unquoted, a backslash keeps the next character, and one at the end of a line joins it to
 *    the next;
 *  - a key given twice keeps its last value.
 */
export function parseEnvFile(text: string): Map<string, string> {
  const found = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    i = skip(text, i, ' \t\n\r');
    if (i >= text.length) break;
    if ('#;'.includes(text[i]!)) {
      i = lineEnd(text, i) + 1;
      continue;
    }
    const equals = text.indexOf('=', i);
    const end = lineEnd(text, i);
    if (equals === -1 || equals > end) {
      i = end + 1; // a line without "=" is skipped
      continue;
    }
    const key = text.slice(i, equals).trimEnd();
    const [value, next] = readValue(text, equals + 1);
    found.set(key, value);
    i = next;
  }
  return found;
}

/** A value from `start` (just after "="), and where the next line starts. */
function readValue(text: string, start: number): [string, number] {
  let value = '';
  /** Length of `value` without the blanks at its end that no quote or backslash kept. */
  let kept = 0;
  let i = start;
  let quoted = true; // at the start of the value, or just after a quoted part of it
  for (; i < text.length && !'\n\r'.includes(text[i]!); i++) {
    const c = text[i]!;
    if (quoted && ' \t'.includes(c)) continue;
    if (quoted && (c === "'" || c === '"')) {
      const [part, close] = c === "'" ? singleQuoted(text, i + 1) : doubleQuoted(text, i + 1);
      value += part;
      kept = value.length;
      i = close;
      continue;
    }
    quoted = false;
    if (c === '\\') {
      i++;
      if (i < text.length && !'\n\r'.includes(text[i]!)) value += text[i];
      kept = value.length;
      continue;
    }
    value += c;
    if (!' \t'.includes(c)) kept = value.length;
  }
  return [value.slice(0, kept), i + 1];
}

/** The text up to the closing quote (which may be lines later), and the closing quote's index. */
function singleQuoted(text: string, start: number): [string, number] {
  const close = text.indexOf("'", start);
  const end = close === -1 ? text.length : close;
  return [text.slice(start, end), end];
}

function doubleQuoted(text: string, start: number): [string, number] {
  let part = '';
  let i = start;
  for (; i < text.length && text[i] !== '"'; i++) {
    if (text[i] !== '\\') {
      part += text[i];
      continue;
    }
    const next = text[++i] ?? '';
    if ('"\\`$'.includes(next)) part += next;
    else if (next !== '\n') part += `\\${next}`;
  }
  return [part, i];
}

const skip = (text: string, from: number, chars: string) => {
  let i = from;
  while (i < text.length && chars.includes(text[i]!)) i++;
  return i;
};

const lineEnd = (text: string, from: number) => {
  const newline = text.slice(from).search(/[\n\r]/);
  return newline === -1 ? text.length : from + newline;
};

/** The file's settings; a file that cannot be read is said in a sentence (whose, and why). */
export function readEnvFile(file: string): Map<string, string> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    const why = code === 'EACCES' ? 'permission denied: run it as root or as the service account' : code;
    throw new Error(`cannot read the settings file ${file} (${why})`);
  }
  return parseEnvFile(text);
}
