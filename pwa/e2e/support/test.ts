import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's test, with every page of the browser context waiting, after each load of an
 * app page, until the app says the page is ready (<html data-app="ready">, set by
 * components/page-boundary.tsx). The public pages arrive rendered by the server, so they are
 * visible before the app has hydrated them; a click or keystroke in between could be lost.
 */
export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      context.on('page', waitForTheAppAfterLoads);
      for (const page of context.pages()) waitForTheAppAfterLoads(page);
    }
    await use(context);
  },
});

function waitForTheAppAfterLoads(page: Page): void {
  for (const method of ['goto', 'reload'] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await load(...args);
        if (response?.headers()['content-type']?.startsWith('text/html')) {
          await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
        }
        return response;
      },
    });
  }
}
