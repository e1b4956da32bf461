import { expect, test, type Page } from '../support/test';
import { AdminLogin } from '../pages/admin-pages';
import { OrderPage } from '../pages/order-page';
import { resetBakery } from '../support/bakery';

test.beforeEach(resetBakery);

/** Records every Content-Security-Policy violation the page reports, and console complaints. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply)/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

test('every page is sent with a nonce-based CSP, and nothing the app does breaks it', async ({ page }) => {
  const violations = await watchViolations(page);
  const shop = new OrderPage(page);
  const response = await page.goto('/');
  const policy = response!.headers()['content-security-policy']!;
  expect(policy).toMatch(/script-src 'self' 'nonce-[\w+/=]{16,}'/);
  expect(policy).toContain("object-src 'none'");
  const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
  // Browsers hide a nonce from attribute selectors; the property still tells.
  expect(await page.evaluate((n) => [...document.scripts].some((script) => script.nonce === n), nonce)).toBe(true);

  await shop.goto();
  await shop.add('Sandwich Bread', 1); // holds stock: the cart dialog, the live socket
  await expect(page.getByRole('heading', { name: 'Focaccia' })).toBeVisible(); // styled by emotion under the CSP
  const styled = await page.evaluate(() => getComputedStyle(document.querySelector('h3')!).fontFamily);
  expect(styled).not.toBe('');
  await page.goto('/recipes');
  await page.goto('/reviews');
  await new AdminLogin(page).signIn();
  await page.goto('/admin-orders');
  await page.goto('/admin-inventory');
  await page.goto('/admin-recipes');
  await expect(page.getByRole('heading', { name: /Recipe/ }).first()).toBeVisible();
  expect(await violations()).toEqual([]);

  const again = await page.request.get('/');
  const second = /'nonce-([^']+)'/.exec(again.headers()['content-security-policy']!)![1];
  expect(second).not.toBe(nonce); // a fresh nonce for every page
});
