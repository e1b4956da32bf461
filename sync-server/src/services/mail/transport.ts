import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { OutboxMail } from '../../db';

/** Hands one queued e-mail to the world: an SMTP server, or a folder of .eml files in dev. */
export interface MailTransport {
  send(mail: OutboxMail): Promise<void>;
  readonly description: string;
}

export function createMailTransport(options: { smtpUrl?: string; from: string; outboxDir: string }): MailTransport {
  const message = (mail: OutboxMail) => ({
    from: options.from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    // The same Message-ID on every retry lets a mail server drop a duplicate delivery.
    messageId: `<${mail.id}@bakery.local>`,
    date: new Date(mail.createdAt),
  });

  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    return {
      description: `SMTP ${new URL(options.smtpUrl).host}`,
      send: async (mail) => {
        await smtp.sendMail(message(mail));
      },
    };
  }

  // Without SMTP every message becomes a file a developer (or a test) can open.
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `files in ${options.outboxDir}`,
    send: async (mail) => {
      const info = await files.sendMail(message(mail));
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = mail.createdAt.replace(/[:.]/g, '-');
      const target = path.join(options.outboxDir, `${stamp}-${mail.kind}-${mail.id}.eml`);
      // Write then rename, so nobody reads half a message; a retry overwrites the same name.
      await writeFile(`${target}.tmp`, info.message as Buffer);
      await rename(`${target}.tmp`, target);
    },
  };
}
