import { randomUUID } from 'node:crypto';
import { pageTurned } from '../support/page-clock';
import { expect, test, type Page } from '../support/test';
import type { InventoryItem } from '#shared/inventory';
import { bundleDeal, hasBundle } from '#shared/pricing';
import { e2eServer } from '../../../playwright.config';
import { OrderPage } from '../pages/order-page';
import { addApprovedReview, addPublishedRecipe, resetBakery } from '../support/bakery';

test.beforeEach(resetBakery);

// The app registers its service worker on every page; blocked, Chromium would warn of it, and
// these stories check that a page says nothing to the console.
test.use({ serviceWorkers: 'allow' });

const publicPages = [
  { path: '/', heading: 'Fresh Gluten-Free Goods' },
  { path: '/about', heading: 'About the Baker' },
  { path: '/contact', heading: 'Get In Touch' },
  { path: '/recipes', heading: 'Gluten-Free Recipes' },
  { path: '/reviews', heading: 'Customer Reviews' },
];

async function visibleProducts(): Promise<InventoryItem[]> {
  const response = await fetch(`${e2eServer.url}/api/inventory`);
  return (await response.json()) as InventoryItem[];
}

const addReviewByRae = (reviewText: string) => addApprovedReview({ customerName: 'Rae', rating: 5, reviewText });

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('the shop says first that ordering needs JavaScript, and lists every product with its price', async ({
    page,
  }) => {
    const products = await visibleProducts();
    expect(products.length).toBeGreaterThan(3);
    await page.goto('/');
    // Playwright's text matching passes over <noscript>, even with scripts off: found by its class.
    const banner = page.locator('.noscript-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Ordering needs JavaScript');
    const bannerBox = (await banner.boundingBox())!;
    expect(bannerBox.y).toBeLessThan((await page.getByRole('banner').boundingBox())!.y);
    const shop = new OrderPage(page);
    for (const product of products) {
      await expect(shop.product(product.name)).toBeVisible();
      // Every product its unit price; every product the cart applies the deal to, the deal.
      await expect(shop.product(product.name)).toContainText(`$${product.price}`);
      if (hasBundle(product.id)) await expect(shop.product(product.name)).toContainText(bundleDeal.label);
      else await expect(shop.product(product.name)).not.toContainText(bundleDeal.label);
    }
    expect(await shop.productNames()).toHaveLength(products.length);
    await expect(page.getByRole('contentinfo').getByTestId('footer-pickup-date')).toHaveText(/after/);
  });

  test('the other public pages show their content', async ({ page }) => {
    const reviewText = `Rendered without JavaScript ${randomUUID().slice(0, 6)}`;
    await addReviewByRae(reviewText);
    for (const { path, heading } of publicPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await page.goto('/reviews');
    await expect(page.getByText(reviewText)).toBeVisible();
    await page.goto('/contact');
    await expect(page.getByRole('form', { name: 'Contact form' }).getByLabel('Message')).toBeVisible();
  });

  test("a recipe's card is a plain link to its page, which the server renders whole", async ({ page }) => {
    const title = `Sourdough Boule ${randomUUID().slice(0, 6)}`;
    await addPublishedRecipe(recipeNamed(title));
    await page.goto('/recipes');
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/recipes\/sourdough-boule-/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('2 cups brown rice flour')).toBeVisible();
    await expect(page).toHaveTitle(`${title} · Bridger Gluten-Free Bakery`);
  });
});

const recipeNamed = (title: string) => ({
  title,
  description: 'A crackling crust, an open crumb.',
  content: 'Ingredients:\n2 cups brown rice flour\n\nInstructions:\nFeed the starter the night before.',
  tags: ['bread'],
  difficulty: 'Hard' as const,
});

test("a recipe's page opened from a shared link hydrates without a warning; a made-up one is 404 and says so", async ({
  page,
}) => {
  const said = consoleOf(page);
  const title = `Cider Donuts ${randomUUID().slice(0, 6)}`;
  await addPublishedRecipe(recipeNamed(title));
  await page.goto('/recipes');
  const href = await page.getByRole('link', { name: title }).getAttribute('href');
  expect((await page.goto(href!))!.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Questions & Comments' })).toContainText('No comments yet');
  const recipesLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Recipes' });
  await expect(recipesLink).toHaveAttribute('aria-current', 'page'); // a recipe is under Recipes
  await page.getByRole('link', { name: 'All recipes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gluten-Free Recipes' })).toBeVisible();

  expect((await page.goto('/recipes/no-such-recipe'))!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Recipe not found' })).toBeVisible();
  expect(said.filter((line) => !line.includes('404'))).toEqual([]);
});

/** Everything the page says to the console, and its uncaught errors. */
function consoleOf(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') said.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => said.push(`pageerror: ${error.message}`));
  return said;
}

test('every public page hydrates without a warning, and the shop does not fetch what it was sent', async ({ page }) => {
  const said = consoleOf(page);
  const listFetches: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(inventory|pickup-settings)$/.test(request.url())) listFetches.push(request.url());
  });
  for (const { path, heading } of publicPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  await page.goto('/');
  const shop = new OrderPage(page);
  // Hydrated: the quantity buttons work (they do nothing in the server's HTML alone).
  await shop.increase('Bagels', 2);
  await expect(shop.product('Bagels').getByRole('group', { name: /^Quantity/ })).toContainText('2');
  expect(said).toEqual([]);
  expect(listFetches).toEqual([]);
});

test('the page the shop was rendered as does not move when the app starts', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { layoutShift: number }).layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { layoutShift: number }).layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const firstCard = page.getByRole('region', { name: 'Products' }).getByRole('article').first();
  const before = await firstCard.boundingBox();
  await page.waitForLoadState('networkidle');
  const after = await firstCard.boundingBox();
  expect(after).toEqual(before);
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.05);
});

test('the shop starts without writing a style: its first screen is plain elements', async ({ page }) => {
  // Every emotion <style> put into the document, by the parser or by the app as it starts.
  await page.addInitScript(() => {
    const added: string[] = [];
    (window as unknown as { addedStyles: string[] }).addedStyles = added;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLStyleElement && node.dataset.emotion !== undefined) added.push(node.dataset.emotion);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const response = await page.goto('/');
  expect(await response!.text()).not.toContain('data-emotion');
  await new OrderPage(page).increase('Bagels', 1);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { addedStyles: string[] }).addedStyles)).toEqual([]);
});

/** The lists this browser saved in IndexedDB (none if the database was never made). */
function savedLists(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((database) => database.name === 'bridger-bakery')) return [];
    return new Promise<string[]>((resolve, reject) => {
      const opening = indexedDB.open('bridger-bakery');
      opening.onerror = () => reject(opening.error);
      opening.onsuccess = () => {
        const keys = opening.result.transaction('cache').objectStore('cache').getAllKeys();
        keys.onsuccess = () => {
          opening.result.close();
          resolve((keys.result as string[]).sort());
        };
      };
    });
  });
}

test("IndexedDB's code waits for the page's first use, then saves the shop for a visit without a connection", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  await page.waitForLoadState('networkidle');
  // The live socket is up (it is what sends the snapshot), IndexedDB is not.
  expect(scripts.some((script) => script.includes('live-socket'))).toBe(true);
  expect(scripts.filter((script) => script.includes('bakery-db'))).toEqual([]);
  expect(await savedLists(page)).toEqual([]);

  // A tap or key on a control that leaves the page (the update prompt's reload, which needs a
  // deploy to show: see offline/installable.spec.ts) is not a use of the page: it starts nothing.
  await page.evaluate(() => {
    const reload = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Reload to update' });
    reload.setAttribute('data-leaves-page', '');
    Object.assign(reload.style, { position: 'fixed', bottom: '16px', right: '16px' }); // as the prompt sits
    document.body.append(reload);
  });
  await page.getByRole('button', { name: 'Reload to update' }).click();
  await page.keyboard.press('Enter');
  await pageTurned(page); // the page has handled both: a use would have asked for the code by now
  scripts.push('(the scroll)');

  const databaseCode = page.waitForRequest((request) => request.url().includes('bakery-db'));
  await page.mouse.wheel(0, 400);
  await databaseCode;
  // The scroll was the first use: the code was asked for after it, not after the tap or the key.
  const firstAsked = scripts.findIndex((script) => script.includes('bakery-db'));
  expect(firstAsked).toBeGreaterThan(scripts.indexOf('(the scroll)'));
  await expect.poll(() => savedLists(page)).toEqual(['pickup-settings', 'products']);
});

test('a first visit nobody touches still saves the shop, a few seconds after it loaded', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  await page.waitForLoadState('networkidle');
  expect(await savedLists(page)).toEqual([]);
  await expect.poll(() => savedLists(page), { timeout: 15_000 }).toEqual(['pickup-settings', 'products']);
});

test('a review can say anything: it is shown as text, and nothing in it runs or styles the page', async ({ page }) => {
  const reviewText = `</script><script>window.pwned = 1</script><img src=x onerror="window.pwned = 2"><style>body{display:none}</style> ${randomUUID().slice(0, 6)}`;
  await addReviewByRae(reviewText);
  const said = consoleOf(page);
  const response = await page.goto('/reviews');
  await expect(page.getByText(reviewText)).toBeVisible();
  const html = await response!.text();
  expect(html).not.toContain('<style>body{display:none}');
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  expect(said).toEqual([]);
});
