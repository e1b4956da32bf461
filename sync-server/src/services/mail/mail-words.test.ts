import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderResponse } from '#shared/order';
import { orderPayload } from '../../testing/orders';
import { asOwner, sentMail } from '../../testing/owner';
import { startTestServer, type TestServer } from '../../testing/test-server';
import type { WrittenMail } from '../../testing/mail-files';
import { placeJoinedMail, placeOfferMail, waitlistJoinedMail, waitlistOfferMail } from '../waitlist/waitlist-mail';

/**
 * How the bakery's e-mails read (issue 45, item 16): a sentence is never broken over two lines
 * (a phone wraps the text itself, and the HTML half keeps each line as a line), the things she
 * ordered are named as the shop names them, and what she pays is said the way she chose.
 */

/** Each pair of lines where a sentence goes on in the next line: what a hard break mid-sentence looks like. */
function brokenSentences(text: string): string[] {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  return lines.flatMap((line, index) => {
    const next = lines[index + 1] ?? '';
    return line !== '' && /^[a-z]/.test(next) && !/^https?:/.test(next) ? [`${line} / ${next}`] : [];
  });
}

/** The text half of a written mail, without its header lines. */
const bodyOf = (mail: WrittenMail) => mail.text.slice(mail.text.indexOf('\n\n') + 2);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe("the bakery's e-mails", () => {
  it('a Venmo order of Everything bagels, asked for every week: whole sentences, the flavor by its name, paid by Venmo', async () => {
    await asOwner(server, 'PUT', '/api/admin/standing-settings', {
      products: ['bagels'],
      autoApprove: false,
      perPickup: { home: null, 'farmers-market': null },
    });
    const payload = await orderPayload(server, 'words-customer-1', [
      { productId: 'bagels', flavor: 'everything', quantity: 4 },
    ]);
    const placed = await server.request<PlaceOrderResponse>('POST', '/api/orders', {
      ...payload,
      paymentMethod: 'venmo',
    });
    expect(placed.status).toBe(201);
    const key = new URL(placed.body.orderPage, server.url).searchParams.get('t');
    const asked = await server.request('POST', `/api/orders/${placed.body.order.id}/standing?t=${key}`);
    expect(asked.status).toBe(201);

    const mail = await sentMail(server);
    const kinds = mail.map((each) => /Z-(.+)-[0-9a-f-]{36}\.eml$/.exec(each.name)?.[1]);
    expect(kinds).toEqual(
      expect.arrayContaining(['order-confirmation', 'new-order', 'standing-order', 'standing-request']),
    );
    for (const each of mail) {
      const body = bodyOf(each);
      expect(brokenSentences(body), each.name).toEqual([]);
      expect(body, each.name).not.toMatch(/\(everything\)/);
      expect(body, each.name).not.toMatch(/paid at pickup/);
    }
    const standing = mail.find((each) => each.name.includes('-standing-order-'))!;
    expect(bodyOf(standing)).toContain('4 x Bagels (Everything)');
    expect(bodyOf(standing)).toMatch(/a week, paid by Venmo as now\./);
    expect(bodyOf(mail.find((each) => each.name.includes('-standing-request-'))!)).toContain('4 x Bagels (Everything)');
  });

  it("the waitlist's e-mails: whole sentences", () => {
    const place = 'a 3:30 to 3:45 PM home pickup on Friday, December 4';
    const link = 'https://bakery.example/waitlist/x';
    for (const { text } of [
      waitlistJoinedMail('a@example.com', '2 Bagels (Everything)', link),
      waitlistOfferMail('a@example.com', { what: '2 Bagels (Everything)', price: '$32.00', minutes: 10 }, link, link),
      placeJoinedMail('a@example.com', place, link),
      placeOfferMail('a@example.com', place, 10, link, link),
    ]) {
      expect(brokenSentences(text)).toEqual([]);
    }
  });
});
