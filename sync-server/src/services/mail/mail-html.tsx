import { Body, Button, Container, Head, Html, Img, Link, Preview, Section, Text } from '@react-email/components';
import { render } from '@react-email/render';
import { Fragment, type ReactNode } from 'react';
import { bakery } from '#shared/bakery';

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
 */
export type MailBlock =
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'action'; label: string; url: string }
  | { kind: 'quiet-link'; label: string; url: string }
  | { kind: 'items'; rows: { name: string; price: string }[] };

const URL_ONLY = /^https?:\/\/\S+$/;
const LABELLED_URL = /^(.+?):\s+(https?:\/\/\S+)$/;
const ITEM_ROW = /^ {2}(\S.*?)(?:\s{2,}(\S+))?$/;
/** An action that stops mail (leaving a waitlist's line too) is offered quietly, not as the mail's button. */
const STOPS_MAIL = /\b(stop|unsubscribe|leave the line)\b/i;

export function mailBlocks(text: string): MailBlock[] {
  const blocks: MailBlock[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', lines: paragraph });
    paragraph = [];
  };
  for (const line of text.split(/\r?\n/)) {
    const item = ITEM_ROW.exec(line);
    const labelled = LABELLED_URL.exec(line.trim());
    if (line.trim() === '') endParagraph();
    else if (item) {
      endParagraph();
      const last = blocks.at(-1);
      const row = { name: item[1]!, price: item[2] ?? '' };
      if (last?.kind === 'items') last.rows.push(row);
      else blocks.push({ kind: 'items', rows: [row] });
    } else if (URL_ONLY.test(line.trim())) {
      // "Open this link to say yes:" then the link: the line names the button.
      const named = paragraph.at(-1)?.endsWith(':') ? paragraph.pop()!.slice(0, -1) : 'Open the link';
      endParagraph();
      blocks.push({ kind: 'action', label: named, url: line.trim() });
    } else if (labelled && !/^(From|Subject|Reply-To)$/i.test(labelled[1]!)) {
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

/** A line of text with its web addresses as links. */
function withLinks(line: string): ReactNode {
  const parts = line.split(/(https?:\/\/\S+)/);
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <Link key={index} href={part} style={{ color: colors.theme }}>
        {part}
      </Link>
    ) : (
      part
    ),
  );
}

function Block({ block }: { block: MailBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <Text style={{ fontSize: 16, lineHeight: '24px', color: colors.ink, margin: '0 0 16px' }}>
          {block.lines.map((line, index) => (
            <Fragment key={index}>
              {index > 0 && <br />}
              {withLinks(line)}
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
              <Block key={index} block={block} />
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

/** The HTML of a mail, from its subject and text, with links and pictures on PUBLIC_URL. */
export function mailHtml(mail: { subject: string; text: string }, publicUrl: string): Promise<string> {
  return render(<MailPage subject={mail.subject} blocks={mailBlocks(mail.text)} publicUrl={publicUrl} />);
}
