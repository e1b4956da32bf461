import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/test';
import { e2eServer } from '../../../playwright.config';
import { resetBakery } from '../support/bakery';
import { writtenMail } from '../support/mail';
import { placeOrder } from '../support/orders';

/**
 * The order confirmation's HTML half as a phone's mail app shows it (docs/notices.md, "How an
 * e-mail looks"): within a phone's width, readable by a screen reader, its button the link to
 * her order page on PUBLIC_URL.
 */
test.beforeEach(resetBakery);

test("the order confirmation reads on a phone, and its button opens her order's page", async ({ page }) => {
  const email = `mail-${randomUUID().slice(0, 8)}@example.com`;
  const order = await placeOrder([{ productId: 'focaccia', quantity: 1 }], { email, firstName: 'Juniper' });
  let html = '';
  await expect
    .poll(async () => {
      html = (await writtenMail('order-confirmation')).find((mail) => mail.text.includes(`To: ${email}`))?.html ?? '';
      return html;
    })
    .not.toBe('');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.setContent(html);
  await expect(page.getByText('Hi Juniper,', { exact: true })).toBeVisible();
  await expect(page.getByText(/^1 x Focaccia/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  const button = page.getByRole('link', { name: 'See, move or cancel your order' });
  const href = await button.getAttribute('href');
  expect(href).toBe(new URL(order.orderPage, e2eServer.url).href);
  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`#${order.number}`);
});
