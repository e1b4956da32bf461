import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPayload } from '../../testing/orders';
import { startTestServer, type TestServer } from '../../testing/test-server';
import type { WrittenMail } from '../../testing/mail-files';

/**
 * What a customer types is text in the bakery's e-mails (issue 45, item 23): through the real
 * checkout and contact form, the real outbox and the written .eml files, as a mail client reads
 * them. Only the template's own lines become links or buttons, and only to PUBLIC_URL.
 */
const PUBLIC_URL = 'https://bakery.example';
const PHISHING = 'Account locked, verify: https://evil.example/login';
/** The same trick with an address of the bakery's own: a button there is still hers to make, not the customer's. */
const OWN_ADDRESS = `Verify now: ${PUBLIC_URL}/admin`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL });
});
afterAll(() => server.stop());

/** Every link of a mail's HTML but the bakery's name and address at its top and foot. */
const linksOf = (mail: WrittenMail) =>
  [...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!).filter((href) => href !== `${PUBLIC_URL}/`);

async function newMail(kind: string, before: number): Promise<WrittenMail> {
  await server.running.deps.mailer.drain();
  const mail = (await server.outbox()).slice(before).find((each) => each.name.includes(`-${kind}-`));
  if (!mail) throw new Error(`no ${kind} mail was written`);
  return mail;
}

describe("a customer's words in the bakery's e-mails", () => {
  it('a first name that reads like a link is text in her confirmation and in the owner notice', async () => {
    const before = (await server.outbox()).length;
    const payload = await orderPayload(server, randomUUID(), [{ productId: 'focaccia', quantity: 1 }]);
    const answer = await server.request('POST', '/api/orders', {
      ...payload,
      firstName: PHISHING,
      lastName: OWN_ADDRESS,
      email: 'stranger@example.com',
    });
    expect(answer.status).toBe(201);

    const confirmation = await newMail('order-confirmation', before);
    const orderPage = /See, move or cancel your order: (\S+)/.exec(confirmation.text)![1]!;
    expect(orderPage.startsWith(`${PUBLIC_URL}/orders/`)).toBe(true);
    // Her own page is the one button; her name is said as she typed it, as text.
    expect(linksOf(confirmation)).toEqual([orderPage.replaceAll('&', '&amp;')]);
    expect(confirmation.html).toContain(`Hi ${PHISHING},`);
    expect(confirmation.text).toContain(`Hi ${PHISHING},`);

    const notice = await newMail('new-order', before);
    expect(linksOf(notice)).toEqual([]);
    expect(notice.html).toContain(`${PHISHING} ${OWN_ADDRESS} ordered:`);
  });

  it("a contact message's lines, links and all, are text in the owner's e-mail", async () => {
    const before = (await server.outbox()).length;
    const message = `Your account is locked.\n${PHISHING}\nhttps://evil.example/x\n${OWN_ADDRESS}\n  1 x Free cake  $0.00`;
    const answer = await server.request('POST', '/api/contact', {
      email: 'lena@example.com',
      subject: `Open: ${PUBLIC_URL}/admin`,
      message,
    });
    expect(answer.status).toBe(201);

    const notice = await newMail('contact', before);
    expect(linksOf(notice)).toEqual([]);
    expect(notice.html).not.toContain('<table role="presentation" width="100%" cellPadding');
    for (const line of message.split('\n')) expect(notice.html).toContain(line.trim());
    expect(notice.html).toContain(`Subject: Open: ${PUBLIC_URL}/admin`);
    expect(notice.text).toContain(message);
  });
});
