import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';

/**
 * An e-mail the server wrote to its outbox folder, read as a mail client reads it (mailparser:
 * MIME parts, quoted-printable and base64 undone).
 */
export interface WrittenMail {
  /** The file's name: `<time>-<kind>-<id>.eml`. */
  name: string;
  /** The file as written (CRLF line endings). */
  raw: string;
  /** The header lines as written (folded lines stay folded), a blank line, then the text half. */
  text: string;
  /** The HTML half. */
  html: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

export async function readMail(name: string, raw: string): Promise<WrittenMail> {
  const parsed = await simpleParser(raw);
  const headerBlock = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r\n/g, '\n');
  return {
    name,
    raw,
    text: `${headerBlock}\n\n${parsed.text ?? ''}`,
    html: typeof parsed.html === 'string' ? parsed.html : '',
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename ?? '',
      contentType: attachment.contentType,
      content: attachment.content.toString('utf8'),
    })),
  };
}

/** Every .eml file of an outbox folder, oldest first (their names start with their time). */
export async function readOutboxFolder(folder: string): Promise<WrittenMail[]> {
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return Promise.all(names.sort().map((name) => readMail(name, readFileSync(path.join(folder, name), 'utf8'))));
}
