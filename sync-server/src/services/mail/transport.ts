import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { OutboxSender } from './mailer';
import { composerInCaller, createComposer } from './composer';

export { DKIM_SIGNED_HEADERS, messageIdOf } from './compose';

/** Hands one queued e-mail to the world: an SMTP server, or a folder of .eml files in dev. */
export type MailTransport = OutboxSender & {
  /** Stops the thread that composes mail (composer.ts), as the server stops. */
  close(): Promise<void>;
};

/**
 * SMTP gives up well within the mailer's SEND_TIMEOUT_MS (nodemailer's own defaults wait up to
 * 10 minutes on a silent socket), so a claimed mail never outlives its lease in a stuck send.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 12_000 };

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
  /** Where messages are composed (MAIL_COMPOSER): their own thread unless a server test says otherwise. */
  composeIn?: 'thread' | 'caller';
}

/**
 * Every mail is composed (compose.ts: multipart/alternative, DKIM-signed when the settings say
 * so) in the composing thread (composer.ts); here its bytes go to the SMTP server, or to a file.
 */
export function createMailTransport(options: MailTransportOptions): MailTransport {
  const composer = options.composeIn === 'caller' ? composerInCaller(options) : createComposer(options);

  if (options.smtpUrl) {
    // Signed already: the message goes as it was composed, its envelope from its own headers.
    const smtp = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      description: `SMTP ${new URL(options.smtpUrl).host}`,
      send: async (mail) => {
        const raw = await composer.compose(mail);
        await smtp.sendMail({ envelope: { from: options.from, to: mail.to }, raw });
      },
      close: () => composer.close(),
    };
  }

  // Without SMTP every message becomes a file a developer (or a test) can open: with CRLF line
  // endings, as RFC 5322 writes a message and as a mail client or a DKIM check reads one.
  return {
    description: `files in ${options.outboxDir}`,
    send: async (mail) => {
      const raw = await composer.compose(mail);
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = mail.createdAt.replace(/[:.]/g, '-');
      const target = path.join(options.outboxDir, `${stamp}-${mail.kind}-${mail.id}.eml`);
      // Write then rename, so nobody reads half a message; a retry overwrites the same name.
      await writeFile(`${target}.tmp`, raw);
      await rename(`${target}.tmp`, target);
    },
    close: () => composer.close(),
  };
}
