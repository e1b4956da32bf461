import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { afterAll, describe, expect, it } from 'vitest';
import type { OutboxMail } from '../../db';
import { readMail } from '../../testing/mail-files';
import { createMailTransport } from './transport';

// mailauth (by nodemailer's author) checks a DKIM signature as a receiving server does.
/** A mail as the outbox hands it over, written by the file transport (as in development and tests). */
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

async function written(
  options: Partial<Parameters<typeof createMailTransport>[0]> = {},
  extra: Partial<OutboxMail> = {},
) {
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'bakery-transport-'));
  folders.push(outboxDir);
  const transport = createMailTransport({
    from: '"Bridger Gluten-Free Bakery" <hello@bakery.example>',
    replyTo: 'hello@bakery.example',
    outboxDir,
    publicUrl: 'https://bakery.example',
    ...options,
  });
  const mail = {
    id: '6f1c2b9a-0000-4000-8000-000000000001',
    kind: 'order-confirmation',
    to: 'maya@example.com',
    replyTo: 'hello@bakery.example',
    subject: 'Your order #12 is confirmed',
    text: 'Hi Maya,\n\n  2 x Focaccia  $28.00\n\nSee, move or cancel your order: https://bakery.example/orders/1?t=abc',
    typedLines: '[0]', // "Hi Maya,": her name, as she typed it
    headers: null,
    attachments: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    ...extra,
  } as OutboxMail;
  await transport.send(mail);
  const [name] = readdirSync(outboxDir);
  const bytes = readFileSync(path.join(outboxDir, name!));
  return { bytes, mail: await readMail(name!, bytes.toString('utf8')) };
}

describe('the mail transport', () => {
  it('writes each mail as text and HTML (multipart/alternative), with CRLF line endings only', async () => {
    const { bytes, mail } = await written();
    const raw = bytes.toString('utf8');
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(raw.split('\r\n').some((line) => line.includes('\n'))).toBe(false); // no bare LF
    expect(mail.text).toContain('2 x Focaccia  $28.00');
    expect(mail.html).toContain('href="https://bakery.example/orders/1?t=abc"');
    expect(mail.html).toContain('See, move or cancel your order');
  });

  it('sends a mail queued before its typed lines were kept with every line as text', async () => {
    const { mail } = await written({}, { typedLines: null });
    expect(mail.text).toContain('See, move or cancel your order: https://bakery.example/orders/1?t=abc');
    expect(mail.html).toContain('See, move or cancel your order: https://bakery.example/orders/1?t=abc');
    expect(mail.html).not.toContain('href="https://bakery.example/orders/');
  });

  describe('with DKIM_* given', () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const dkim = {
      domainName: 'bakery.example',
      keySelector: 'mail',
      privateKey: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    };
    // The TXT record the owner publishes at mail._domainkey.bakery.example (docs/deploy.md).
    const record = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
    /** What a receiving server makes of the signature (and which DNS names it asked for). */
    async function verified(bytes: Buffer) {
      const asked: string[] = [];
      const { results } = await dkimVerify(bytes, {
        resolver: async (name, type) => {
          asked.push(`${type} ${name}`);
          if (type === 'TXT' && name === 'mail._domainkey.bakery.example') return [[record]];
          throw Object.assign(new Error('no such record'), { code: 'ENOTFOUND' });
        },
      });
      return { asked, results: results.map((result) => [result.status.result, result.signingDomain, result.selector]) };
    }

    it('signs every mail, and a receiving server accepts the signature', async () => {
      const { bytes } = await written({ dkim });
      expect(bytes.toString('utf8')).toMatch(
        /^DKIM-Signature: v=1; a=rsa-sha256; c=relaxed\/relaxed; d=bakery\.example;/m,
      );
      const { asked, results } = await verified(bytes);
      expect(asked).toContain('TXT mail._domainkey.bakery.example');
      expect(results).toEqual([['pass', 'bakery.example', 'mail']]);
    });

    it('signs List-Unsubscribe and List-Unsubscribe-Post, as one-click unsubscribe asks (RFC 8058)', async () => {
      const unsubscribe = {
        'List-Unsubscribe': '<https://bakery.example/api/subscribers/unsubscribe?token=x>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      };
      const { bytes } = await written({ dkim }, { kind: 'orders-open', headers: JSON.stringify(unsubscribe) });
      const raw = bytes.toString('utf8');
      const signed = /^DKIM-Signature:[\s\S]*?\bh=([^;]+);/m.exec(raw)?.[1]?.replace(/\s+/g, '').split(':');
      expect(signed).toEqual(expect.arrayContaining(['list-unsubscribe', 'list-unsubscribe-post']));
      expect((await verified(bytes)).results).toEqual([['pass', 'bakery.example', 'mail']]);
      // Signed means a changed header no longer passes: nobody on the way can turn it into a two-click one.
      const changed = Buffer.from(raw.replace('List-Unsubscribe=One-Click', 'List-Unsubscribe=Two-Clicks'));
      expect((await verified(changed)).results[0]?.[0]).toBe('fail');
    });
  });

  it('signs nothing without DKIM settings', async () => {
    const { bytes } = await written();
    expect(bytes.toString('utf8')).not.toMatch(/^DKIM-Signature:/m);
  });
});
