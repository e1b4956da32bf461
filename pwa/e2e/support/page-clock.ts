import type { Page } from '@playwright/test';

/**
 * Resolves once the page's own clock has passed `ms` after its load event, by a timer in the
 * page. What a test waits for then is another timer of the same page (Chromium's check of
 * unused preloads, 3 s after the load; a socket's retry): timers of one page fire in the order
 * of their deadlines, so when this one has fired, the one it waits out has too, however slow the
 * machine, and whatever that timer logged has reached the test before this answer (one channel,
 * in order). A wait in the test process (waitForTimeout) has no such order: on a slow machine
 * the page may not have got there yet, and a check that nothing happened would pass unseen.
 */
export async function afterPageLoadPlus(page: Page, ms: number): Promise<void> {
  await page.evaluate(
    (wanted) =>
      new Promise<void>((resolve) => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const loadedAt = navigation?.loadEventEnd || performance.now();
        setTimeout(resolve, Math.max(0, loadedAt + wanted - performance.now()));
      }),
    ms,
  );
}

/** Resolves once the page has handled what it was sent and turned its event loop once. */
export async function pageTurned(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
