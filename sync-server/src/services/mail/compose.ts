import nodemailer from 'nodemailer';
import type { OutboxMail } from '../../db';
import { mailHtml } from './mail-html';
import { storedTypedLines } from './mail-text';
import type { MailAttachment } from './outbox';

/** What composing a message reads of the bakery's settings (MailTransportOptions). */
export interface ComposeOptions {
  from: string;
  replyTo: string;
  publicUrl: string;
  dkim?: { domainName: string; keySelector: string; privateKey: string };
}

/** What composing reads of a queued mail: plain data, so it can be sent to another thread. */
export type MailToCompose = Pick<
  OutboxMail,
  'id' | 'to' | 'replyTo' | 'subject' | 'text' | 'typedLines' | 'headers' | 'attachments' | 'createdAt'
>;

/**
 * The headers DKIM signs: nodemailer's list (RFC 6376's suggestions) and List-Unsubscribe-Post,
 * which RFC 8058 asks to be signed for one-click unsubscribe to count: unsigned, a mail provider
 * cannot trust that nobody on the way turned the link into one that acts on a single GET, so
 * Gmail and Yahoo show no unsubscribe button for the notices to subscribers.
 */
export const DKIM_SIGNED_HEADERS = [
  'From',
  'Sender',
  'Reply-To',
  'Subject',
  'Date',
  'Message-ID',
  'To',
  'Cc',
  'MIME-Version',
  'Content-Type',
  'Content-Transfer-Encoding',
  'Content-ID',
  'Content-Description',
  'Resent-Date',
  'Resent-From',
  'Resent-Sender',
  'Resent-To',
  'Resent-Cc',
  'Resent-Message-ID',
  'In-Reply-To',
  'References',
  'List-Id',
  'List-Help',
  'List-Unsubscribe',
  'List-Unsubscribe-Post',
  'List-Subscribe',
  'List-Post',
  'List-Owner',
  'List-Archive',
  'OTP-Token',
].join(':');

/**
 * The Message-ID of an outbox mail: its id at the sender's domain, the same on every attempt,
 * so a mail sent again (its server died after handing it over, before marking it sent) is
 * recognisable as the same message, and receiving servers that do so drop the copy.
 */
export function messageIdOf(mail: Pick<OutboxMail, 'id'>, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'bakery.local';
  return `<${mail.id}@${domain}>`;
}

/**
 * Makes a queued mail into the bytes that go out (RFC 5322, CRLF line endings, DKIM-signed when
 * the settings say so), multipart/alternative: the text as the templates wrote it, and its HTML
 * in the bakery's look (mail-html.tsx), made from the same text, with the lines a customer typed
 * kept as text (mail-text.ts). Runs in the composing thread (composer.ts).
 */
export function messageComposer(options: ComposeOptions): (mail: MailToCompose) => Promise<Buffer> {
  const builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
    dkim: options.dkim && { ...options.dkim, headerFieldNames: DKIM_SIGNED_HEADERS },
  });
  return async (mail) => {
    const info = await builder.sendMail({
      from: options.from,
      to: mail.to,
      replyTo: mail.replyTo ?? options.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: await mailHtml({ ...mail, typedLines: storedTypedLines(mail.typedLines) }, options.publicUrl),
      messageId: messageIdOf(mail, options.from),
      date: new Date(mail.createdAt),
      headers: mail.headers ? (JSON.parse(mail.headers) as Record<string, string>) : undefined,
      attachments: mail.attachments ? (JSON.parse(mail.attachments) as MailAttachment[]) : undefined,
    });
    return info.message as Buffer;
  };
}
