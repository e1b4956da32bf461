import { expect, test, type Page } from '../support/test';
import { AdminLogin } from '../pages/admin-pages';
import { OrderPage } from '../pages/order-page';
import { resetBakery, setPrice } from '../support/bakery';

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

test('every page is sent with a strict CSP, and nothing the app does breaks it', async ({ page }) => {
  const violations = await watchViolations(page);
  const shop = new OrderPage(page);
  const response = await page.goto('/');
  const policy = response!.headers()['content-security-policy']!;
  // Scripts only from the bakery (the page's data and its schema.org data are JSON blocks, never
  // run); inline styles only the page's own, by hash.
  expect(policy).toContain("script-src 'self';");
  expect(policy).toMatch(/style-src 'self'( 'sha256-[\w+/=]{44}')+;/);
  expect(policy.split('; ').find((directive) => directive.startsWith('style-src '))).not.toContain('unsafe-inline');
  expect(policy).toContain("object-src 'none'");
  expect(
    await page.evaluate(
      () =>
        [...document.scripts].filter(
          (script) => !script.src && script.type !== 'application/json' && script.type !== 'application/ld+json',
        ).length,
    ),
  ).toBe(0);

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
});

test('a page is the same bytes for everyone until it changes, and a phone that has it gets a 304', async ({ page }) => {
  const first = await page.request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
  const second = await page.request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(await second.text()).toBe(await first.text());
  const etag = first.headers()['etag']!;
  expect(second.headers()['etag']).toBe(etag);
  expect(second.headers()['content-security-policy']).toBe(first.headers()['content-security-policy']);
  const again = await page.request.get('/', { headers: { 'If-None-Match': etag } });
  expect(again.status()).toBe(304);

  await setPrice('focaccia', '9.50');
  await expect
    .poll(async () => {
      const changed = await page.request.get('/', { headers: { 'If-None-Match': etag } });
      return changed.status() === 200 && (await changed.text()).includes('9.50');
    })
    .toBe(true);
});
