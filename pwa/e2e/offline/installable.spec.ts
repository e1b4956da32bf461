import { chromium, expect, test } from '../support/test';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestServer } from '../../../sync-server/src/testing/test-server';
import { installApp } from '../support/network';

// These stories need the app's service worker (installApp), which the config blocks by default.
test.use({ serviceWorkers: 'allow' });

test('the manifest and service worker make the app installable', async ({ page, request }) => {
  await installApp(page);
  const link = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(link!)).json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
    shortcuts: { name: string; url: string }[];
    screenshots: { src: string; sizes: string; form_factor: string }[];
  };
  expect(manifest).toMatchObject({
    id: '/',
    name: 'Bridger Gluten-Free Bakery',
    short_name: 'Bridger Bakery',
    start_url: '/',
    display: 'standalone',
    theme_color: '#9a5a2b',
    background_color: '#fffaf4',
  });
  // One theme colour: the manifest's is the pages'.
  expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);
  expect(manifest.shortcuts.map((shortcut) => [shortcut.name, shortcut.url])).toEqual([
    ['Shop this week’s bakes', '/'],
    ['Your orders', '/orders'],
  ]);
  // A phone's and a computer's screenshot, each the size it says (a PNG's width and height).
  expect(manifest.screenshots.map((shot) => shot.form_factor)).toEqual(['narrow', 'wide']);
  for (const shot of manifest.screenshots) {
    const answer = await request.get(`/${shot.src}`);
    expect(answer.headers()['content-type'], shot.src).toBe('image/png');
    const png = await answer.body();
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, shot.src).toBe(shot.sizes);
  }
  for (const size of ['192x192', '512x512']) {
    expect(manifest.icons.some((icon) => icon.sizes === size && !icon.purpose)).toBe(true);
    expect(manifest.icons.some((icon) => icon.sizes === size && icon.purpose === 'maskable')).toBe(true);
  }
  for (const icon of manifest.icons) {
    const answer = await request.get(`/${icon.src}`);
    expect(answer.headers()['content-type'], icon.src).toBe('image/png');
  }

  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
});

test("Chromium's own install check finds nothing missing", async ({ baseURL }) => {
  // Test contexts are incognito, where nothing is installable; a profile on disk is not.
  const profile = mkdtempSync(path.join(tmpdir(), 'bakery-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL,
  });
  try {
    const page = await context.newPage();
    await installApp(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the service worker never answers API calls from its caches', async ({ page }) => {
  await installApp(page);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached.length).toBeGreaterThan(5); // the app shell is there...
  expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]); // ...and no API answer
});

test('a new version waits for the customer to choose it, then reloads into it', async ({ browser }) => {
  // A deploy needs a server of its own: it serves a copy of the build, which the test then changes.
  // (In the test's output folder: inside the repository, the server's bundle is an ES module.)
  const build = test.info().outputPath('deploy');
  cpSync('dist', build, { recursive: true });
  const server = await startTestServer({ STATIC_DIR: build });
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    await installApp(page);
    // She has been reading a while: what the page loads on its first use (IndexedDB, the outboxes)
    // has arrived. A download through the old version while it hands over makes Chromium keep the
    // new one waiting, for minutes with DevTools attached, so the handover must happen in quiet.
    const outboxCode = page.waitForResponse((response) => response.url().includes('/customer-outbox-'));
    await page.keyboard.press('Shift');
    await outboxCode;
    // The next deploy: a service worker with a byte more (and no compressed copies of the old one).
    rmSync(path.join(build, 'sw.js.gz'));
    rmSync(path.join(build, 'sw.js.br'));
    appendFileSync(path.join(build, 'sw.js'), '\n// the next version\n');
    const marked = () => page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate === true);
    await page.evaluate(() => ((window as { beforeUpdate?: boolean }).beforeUpdate = true));
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());

    const prompt = page.getByRole('status').filter({ hasText: 'A new version of the bakery app is ready.' });
    await expect(prompt).toBeVisible();
    // Still the same page: nothing reloaded on its own, so a half-filled form is never lost.
    expect(await marked()).toBe(true);

    // What the page downloads between the tap and the new version taking over, kept for after the
    // reload: nothing (the tap is not a use of the page, see lib/on-demand.tsx).
    await page.evaluate(() => {
      const tappedAt = performance.now();
      const downloadsSince = () =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime >= tappedAt)
          .map((entry) => new URL(entry.name).pathname);
      navigator.serviceWorker.addEventListener(
        'controllerchange',
        () => sessionStorage.setItem('downloadsDuringHandover', JSON.stringify(downloadsSince())),
        { once: true },
      );
    });
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload to update' }).click();
    await reloaded;
    expect(await marked()).toBe(false);
    expect(await page.evaluate(() => sessionStorage.getItem('downloadsDuringHandover'))).toBe('[]');
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    const waiting = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null);
    expect(waiting).toBeNull();
    await expect(prompt).toBeHidden();
  } finally {
    await context.close();
    await server.stop();
    rmSync(build, { recursive: true, force: true });
  }
});
