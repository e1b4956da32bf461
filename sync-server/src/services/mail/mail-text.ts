/**
 * A mail's text as a template writes it, knowing which of its lines carry what a customer typed
 * (her name, her phone, her message). The HTML half is made from the text by its conventions
 * (mail-html.tsx): "Label: https://..." becomes a button, a web address a link. A customer can
 * type those too: a first name "Account locked, verify: https://evil.example/login" would become
 * a button of the bakery's, DKIM-signed, in a mail to whatever address she gave. So the lines
 * that carry her words are marked, stored with the mail (mail_outbox.typedLines) and shown as
 * text in the HTML, never a link or a button, whatever they look like.
 *
 * The bakery's own words (the templates', the owner's in a notice or a reason) are not marked.
 */

/** A line (or lines: a message keeps its own breaks) with something a customer typed in it. */
export interface TypedLine {
  readonly typed: string;
}

export const typed = (text: string): TypedLine => ({ typed: text });

/** A line of a template: its own words, or one with a customer's words in it. */
export type MailLine = string | TypedLine;

export interface MailText {
  text: string;
  /** The numbers (from 0) of the text's lines that carry what a customer typed. */
  typedLines: number[];
}

/** The lines of a text, however they are broken: the text and the HTML count them alike. */
export const textLines = (text: string): string[] => text.split(/\r\n|\r|\n/);

/** A template's lines as the mail's text, with the numbers of its typed lines. */
export function mailText(lines: readonly MailLine[]): MailText {
  const all: string[] = [];
  const typedLines: number[] = [];
  for (const line of lines) {
    const parts = textLines(typeof line === 'string' ? line : line.typed);
    if (typeof line !== 'string') typedLines.push(...parts.map((_, index) => all.length + index));
    all.push(...parts);
  }
  return { text: all.join('\n'), typedLines };
}

/**
 * The typed lines stored with a queued mail (JSON), as mail-html.tsx takes them. A mail queued
 * before they were stored (null) or a damaged value marks every line: shown as text, its links
 * stay in the text half.
 */
export function storedTypedLines(stored: string | null): number[] | 'all' {
  if (stored === null) return 'all';
  try {
    const value: unknown = JSON.parse(stored);
    if (Array.isArray(value) && value.every((each) => Number.isInteger(each))) return value as number[];
  } catch {
    // as below
  }
  return 'all';
}
