// Each component from its own package: '@react-email/components' loads every component it has
// (a code block's syntax highlighter among them), 0.8 s of every server's start and of the
// mail-composing thread's (composer.ts), for the ten used here (0.08 s).
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { render } from '@react-email/render';
import { Fragment, type ReactNode } from 'react';
import { bakery } from '#shared/bakery';
import { textLines, typed, type MailLine } from './mail-text';

/**
 * The HTML half of every e-mail (docs/notices.md, "How an e-mail looks"), made from its text
 * half as the templates write it, so each mail is written once and reads the same in a
 * plain-text client and an HTML one. Drawn with react-email (maintained, typed, made for the
 * quirks of mail clients: tables, inline styles), whose JSX escapes whatever a customer typed.
 *
 * What the text's lines become:
 *  - "Label: https://..."          a button (a small link when it stops e-mails);
 *  - "Open this link...:" + a URL   a button named by the line before it;
 *  - "  2 x Bagels  $12.00"         a row of the order's table (two spaces first);
 *  - other lines                    paragraphs, a blank line between them; any address a link.
 * Only the template's own lines, and only addresses on PUBLIC_URL: a line with what a customer
 * typed in it (mail-text.ts) is text whatever it looks like, and an address elsewhere stays text.
 */
export type MailBlock =
  | { kind: 'paragraph'; lines: MailLine[] }
  | { kind: 'action'; label: string; url: string }
  | { kind: 'quiet-link'; label: string; url: string }
  | { kind: 'items'; rows: { name: string; price: string }[] };

export interface MailReading {
  /** The lines with what a customer typed (mail-text.ts), or all of them. */
  typedLines: readonly number[] | 'all';
  /** The bakery's address (PUBLIC_URL): the only place a link or a button of a mail goes. */
  publicUrl: string;
}

const URL_ONLY = /^https?:\/\/\S+$/;
const LABELLED_URL = /^(.+?):\s+(https?:\/\/\S+)$/;
const ITEM_ROW = /^ {2}(\S.*?)(?:\s{2,}(\S+))?$/;
/** An action that stops mail (leaving a waitlist's line too) is offered quietly, not as the mail's button. */
const STOPS_MAIL = /\b(stop|unsubscribe|leave the line)\b/i;

/** Whether an address is the bakery's own, on PUBLIC_URL. */
export const isOwnAddress = (url: string, publicUrl: string) =>
  url === publicUrl || url.startsWith(`${publicUrl}/`) || url.startsWith(`${publicUrl}?`);

export function mailBlocks(text: string, { typedLines, publicUrl }: MailReading): MailBlock[] {
  const isTyped = (index: number) => typedLines === 'all' || typedLines.includes(index);
  const own = (url: string) => isOwnAddress(url, publicUrl);
  const blocks: MailBlock[] = [];
  let paragraph: MailLine[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', lines: paragraph });
    paragraph = [];
  };
  for (const [index, line] of textLines(text).entries()) {
    const item = ITEM_ROW.exec(line);
    const labelled = LABELLED_URL.exec(line.trim());
    const last = paragraph.at(-1);
    if (line.trim() === '') endParagraph();
    else if (isTyped(index)) paragraph.push(typed(line.trim()));
    else if (item) {
      endParagraph();
      const table = blocks.at(-1);
      const row = { name: item[1]!, price: item[2] ?? '' };
      if (table?.kind === 'items') table.rows.push(row);
      else blocks.push({ kind: 'items', rows: [row] });
    } else if (URL_ONLY.test(line.trim()) && own(line.trim())) {
      // "Open this link to say yes:" then the link: the template's line names the button.
      const named = typeof last === 'string' && last.endsWith(':') ? last.slice(0, -1) : null;
      if (named !== null) paragraph.pop();
      endParagraph();
      blocks.push({ kind: 'action', label: named ?? 'Open the link', url: line.trim() });
    } else if (labelled && own(labelled[2]!)) {
      // "You get this because... . Stop these e-mails: <url>": the sentences before the last
      // stay text; the last one names the link.
      const sentences = labelled[1]!.split(/(?<=[.!?])\s+/);
      const label = sentences.pop()!;
      if (sentences.length > 0) paragraph.push(sentences.join(' '));
      endParagraph();
      blocks.push({ kind: STOPS_MAIL.test(label) ? 'quiet-link' : 'action', label, url: labelled[2]! });
    } else paragraph.push(line.trim());
  }
  endParagraph();
  return blocks;
}

const colors = {
  theme: bakery.colors.theme,
  page: bakery.colors.page,
  ink: '#2b1a0e',
  muted: '#6b4a33',
  rule: '#eadccb',
};
/** A cell of the order's table. */
const itemCell = { padding: '8px 0', fontSize: 16, color: colors.ink, borderBottom: `1px solid ${colors.rule}` };
const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** A line of the template's own with its web addresses on PUBLIC_URL as links; a typed one as text. */
function withLinks(line: MailLine, publicUrl: string): ReactNode {
  if (typeof line !== 'string') return line.typed;
  const parts = line.split(/(https?:\/\/\S+)/);
  return parts.map((part, index) =>
    index % 2 === 1 && isOwnAddress(part, publicUrl) ? (
      <Link key={index} href={part} style={{ color: colors.theme }}>
        {part}
      </Link>
    ) : (
      part
    ),
  );
}

function Block({ block, publicUrl }: { block: MailBlock; publicUrl: string }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <Text style={{ fontSize: 16, lineHeight: '24px', color: colors.ink, margin: '0 0 16px' }}>
          {block.lines.map((line, index) => (
            <Fragment key={index}>
              {index > 0 && <br />}
              {withLinks(line, publicUrl)}
            </Fragment>
          ))}
        </Text>
      );
    case 'action':
      return (
        <Section style={{ margin: '8px 0 24px' }}>
          <Button
            href={block.url}
            style={{
              backgroundColor: colors.theme,
              color: '#ffffff',
              fontSize: 16,
              fontWeight: 600,
              borderRadius: 8,
              padding: '12px 20px',
              textDecoration: 'none',
            }}
          >
            {block.label}
          </Button>
        </Section>
      );
    case 'quiet-link':
      return (
        <Text style={{ fontSize: 13, color: colors.muted, margin: '0 0 16px' }}>
          <Link href={block.url} style={{ color: colors.muted, textDecoration: 'underline' }}>
            {block.label}
          </Link>
        </Text>
      );
    case 'items':
      return (
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ borderTop: `1px solid ${colors.rule}`, margin: '0 0 16px' }}
        >
          <tbody>
            {block.rows.map((row, index) => (
              <tr key={index}>
                <td style={itemCell}>{row.name}</td>
                <td align="right" style={itemCell}>
                  {row.price}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}

function MailPage({ subject, blocks, publicUrl }: { subject: string; blocks: MailBlock[]; publicUrl: string }) {
  // What an inbox shows after the subject: the mail's first words.
  const opening = blocks
    .flatMap((block) => (block.kind === 'paragraph' ? block.lines : []))
    .map((line) => (typeof line === 'string' ? line : line.typed))
    .join(' ')
    .slice(0, 140);
  return (
    <Html lang="en">
      <Head>
        <title>{subject}</title>
      </Head>
      <Preview>{opening || subject}</Preview>
      <Body style={{ backgroundColor: colors.page, fontFamily: font, margin: 0, padding: '24px 12px' }}>
        <Container style={{ maxWidth: 560, margin: '0 auto' }}>
          <Section style={{ padding: '0 0 16px' }}>
            <Link href={`${publicUrl}/`} style={{ textDecoration: 'none' }}>
              <Img
                src={`${publicUrl}/pwa-192x192.png`}
                width="40"
                height="40"
                alt=""
                style={{ display: 'inline-block', verticalAlign: 'middle', borderRadius: 8 }}
              />
              <span
                style={{
                  fontFamily: "Georgia, 'Times New Roman', serif",
                  fontSize: 20,
                  fontWeight: 700,
                  color: colors.theme,
                  verticalAlign: 'middle',
                  paddingLeft: 10,
                }}
              >
                {bakery.name}
              </span>
            </Link>
          </Section>
          <Section
            style={{
              backgroundColor: '#ffffff',
              border: `1px solid ${colors.rule}`,
              borderRadius: 12,
              padding: '24px 20px 8px',
            }}
          >
            {blocks.map((block, index) => (
              <Block key={index} block={block} publicUrl={publicUrl} />
            ))}
          </Section>
          <Text
            style={{ fontSize: 13, lineHeight: '20px', color: colors.muted, textAlign: 'center', margin: '16px 0 0' }}
          >
            {bakery.name} · {bakery.city} ·{' '}
            <Link href={`${publicUrl}/`} style={{ color: colors.muted }}>
              {publicUrl.replace(/^https?:\/\//, '')}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * The HTML of a mail, from its subject, its text and the lines of it a customer typed, with
 * links and pictures on PUBLIC_URL only.
 */
export function mailHtml(
  mail: { subject: string; text: string; typedLines: readonly number[] | 'all' },
  publicUrl: string,
): Promise<string> {
  const blocks = mailBlocks(mail.text, { typedLines: mail.typedLines, publicUrl });
  return render(<MailPage subject={mail.subject} blocks={blocks} publicUrl={publicUrl} />);
}
