import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { OutboxMail } from '../../db';
import type { OutboxSender } from './mailer';
import { mailHtml } from './mail-html';
import { storedTypedLines } from './mail-text';
import type { MailAttachment } from './outbox';

/** Hands one queued e-mail to the world: an SMTP server, or a folder of .eml files in dev. */
export type MailTransport = OutboxSender;

/**
 * SMTP gives up well within the mailer's SEND_TIMEOUT_MS (nodemailer's own defaults wait up to
 * 10 minutes on a silent socket), so a claimed mail never outlives its lease in a stuck send.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 12_000 };

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

export interface MailTransportOptions {
  smtpUrl?: string;
  from: string;
  /**
   * The bakery's contact address (CONTACT_EMAIL): the Reply-To of every mail that names none of
   * its own, so a customer's answer reaches whoever the bakery's settings say, not the code.
   */
  replyTo: string;
  outboxDir: string;
  /** Where the HTML half's links and pictures point (PUBLIC_URL). */
  publicUrl: string;
  /** Signs every message (DKIM_* settings); nodemailer does it, for SMTP and files alike. */
  dkim?: { domainName: string; keySelector: string; privateKey: string };
}

/**
 * Every mail goes as multipart/alternative: the text as the templates wrote it, and its HTML in
 * the bakery's look (mail-html.tsx), made from the same text when it is sent, with the lines a
 * customer typed kept as text (mail-text.ts).
 */
export function createMailTransport(options: MailTransportOptions): MailTransport {
  const dkim = options.dkim && { ...options.dkim, headerFieldNames: DKIM_SIGNED_HEADERS };
  const message = async (mail: OutboxMail) => ({
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

  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS, dkim });
    return {
      description: `SMTP ${new URL(options.smtpUrl).host}`,
      send: async (mail) => {
        await smtp.sendMail(await message(mail));
      },
    };
  }

  // Without SMTP every message becomes a file a developer (or a test) can open: with CRLF line
  // endings, as RFC 5322 writes a message and as a mail client or a DKIM check reads one.
  const files = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
    dkim,
  });
  return {
    description: `files in ${options.outboxDir}`,
    send: async (mail) => {
      const info = await files.sendMail(await message(mail));
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = mail.createdAt.replace(/[:.]/g, '-');
      const target = path.join(options.outboxDir, `${stamp}-${mail.kind}-${mail.id}.eml`);
      // Write then rename, so nobody reads half a message; a retry overwrites the same name.
      await writeFile(`${target}.tmp`, info.message as Buffer);
      await rename(`${target}.tmp`, target);
    },
  };
}
