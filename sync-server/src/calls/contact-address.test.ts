import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderResponse } from '#shared/order';
import type { PublicPickupSettings } from '#shared/pickup-settings';
import { orderPayload } from '../testing/orders';
import { sentMail } from '../testing/owner';
import { startTestServer, TEST_ADMIN, type TestServer } from '../testing/test-server';

/**
 * The bakery's contact address follows its settings (issue 45, item 14): a bakery that set
 * CONTACT_EMAIL and PUBLIC_URL is written to there, named there in its pages' data and in its
 * calendar events, and nowhere by the address built into the code. The owner's login address
 * (ADMIN_EMAIL) is never shown to a customer.
 */
const CONTACT = 'orders@shop.example.com';
const PUBLIC_URL = 'https://shop.example.com';
const BUILT_IN = /bridgerglutenfree\.com/i;

let server: TestServer;
let placed: PlaceOrderResponse;
beforeAll(async () => {
  server = await startTestServer({ CONTACT_EMAIL: CONTACT, PUBLIC_URL });
  const payload = await orderPayload(server, randomUUID(), [{ productId: 'focaccia', quantity: 1 }]);
  const answer = await server.request<PlaceOrderResponse>('POST', '/api/orders', payload);
  expect(answer.status).toBe(201);
  placed = answer.body;
});
afterAll(() => server.stop());

describe("the bakery's contact address", () => {
  it("is the Reply-To of the customer's e-mail, and the only address of the bakery in it", async () => {
    const confirmation = (await sentMail(server)).find((mail) => mail.name.includes('-order-confirmation-'))!;
    expect(confirmation.text).toMatch(new RegExp(`^Reply-To: ${CONTACT}$`, 'm'));
    expect(confirmation.text).toMatch(new RegExp(`^From: "Bridger Gluten-Free Bakery" <${CONTACT}>$`, 'm'));
    expect(confirmation.raw).not.toMatch(BUILT_IN);
    expect(confirmation.raw).not.toContain(TEST_ADMIN.email);
  });

  it("is in the shop's public settings, which never name the owner's login address", async () => {
    const answer = await server.request<PublicPickupSettings & { contactEmail?: string }>(
      'GET',
      '/api/pickup-settings',
    );
    expect(answer.body.contactEmail).toBe(CONTACT);
    expect(JSON.stringify(answer.body)).not.toContain(TEST_ADMIN.email);
  });

  it("names the calendar event of her order at the bakery's own web address", async () => {
    const page = new URL(placed.orderPage, PUBLIC_URL);
    const answer = await fetch(
      `${server.url}/api/orders/${placed.order.id}/calendar.ics?t=${page.searchParams.get('t')}`,
    );
    const calendar = await answer.text();
    expect(answer.status).toBe(200);
    expect(calendar).toContain(`UID:order-${placed.order.id}@shop.example.com\r\n`);
    expect(calendar).not.toMatch(BUILT_IN);
  });
});
