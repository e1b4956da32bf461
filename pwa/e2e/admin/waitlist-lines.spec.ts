import AxeBuilder from '@axe-core/playwright';
import { e2eServer } from '../../../playwright.config';
import { AdminLogin, toast } from '../pages/admin-pages';
import { AdminWaitlists } from '../pages/waitlist';
import { db, resetBakery, setStock } from '../support/bakery';
import { expect, test } from '../support/test';

/**
 * The owner's Waitlists page (docs/waitlist.md, "The owner"): each line in order, and her Remove,
 * so no place an anonymous join took is one she cannot undo (issue 45, item 21).
 */
test.beforeEach(resetBakery);
test.afterEach(resetBakery);

async function joinLine(sessionId: string, email: string, quantity = 1) {
  const joined = await fetch(`${e2eServer.url}/api/waitlist`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ productId: 'chocolate-babka', quantity, sessionId, email }),
  });
  expect(joined.status).toBe(201);
}

for (const width of [390, 1280]) {
  test(`the owner removes a place from a line at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await setStock('chocolate-babka', 0);
    await joinLine('e2e-line-first', 'first.in.line@example.com', 2);
    await joinLine('e2e-line-second', 'second@example.com');
    await new AdminLogin(page).signIn();
    await page.goto('/admin-waitlist');
    const lines = new AdminWaitlists(page);
    const babka = lines.line('Chocolate Babka');
    await expect(babka.getByRole('listitem')).toHaveText([
      /^1\. 2 · f\*\*\*@example\.com/,
      /^2\. 1 · s\*\*\*@example\.com/,
    ]);
    await page.screenshot({ path: testInfo.outputPath(`waitlist-lines-${width}.png`), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await babka.getByRole('button', { name: /^Remove number 1 \(/ }).click();
    const asked = page.getByRole('alertdialog', { name: 'Remove from the line?' });
    await expect(asked).toContainText('f***@example.com will no longer be in line for Chocolate Babka');
    const axe = await new AxeBuilder({ page })
      .include('[role="alertdialog"]')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`waitlist-remove-${width}.png`) });
    await asked.getByRole('button', { name: 'Remove', exact: true }).click();

    await expect(toast(page).filter({ hasText: 'Removed From the Line' })).toBeVisible();
    await expect(babka.getByRole('listitem')).toHaveText([/^1\. 1 · s\*\*\*@example\.com/]);
    await expect
      .poll(
        async () =>
          ((await db('waitlist_entries').where({ sessionId: 'e2e-line-first' }).first()) as { status: string }).status,
      )
      .toBe('removed');
    // Keyboard: the next Remove is reached and opened from the keys alone.
    await babka.getByRole('button', { name: /^Remove number 1 \(/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alertdialog', { name: 'Remove from the line?' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
}
