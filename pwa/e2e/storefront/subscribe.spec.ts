import { subscriberToken } from '../../../sync-server/src/services/links';
import { SubscribeDialog } from '../pages/notifications';
import { db, resetBakery, setOrdersOpen } from '../support/bakery';
import { writtenMail } from '../support/mail';
import { expect, test } from '../support/test';

/** "Tell me when orders open" (docs/notices.md): the form on the shop, confirm, unsubscribe. */
test.beforeEach(resetBakery);

/** The confirm link of the e-mail to `address`, once the outbox has written it. */
async function confirmLinkTo(address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      for (const { text } of await writtenMail('subscribe-confirm')) {
        if (text.includes(`To: ${address}`))
          link = /http:\/\/127\.0\.0\.1:\d+\/subscribe\/confirm\?token=[\w.-]+/.exec(text)?.[0];
      }
      return link;
    })
    .toBeTruthy();
  return link!;
}

test('a visitor asks to hear when orders open, confirms from the e-mail, and can stop with one button', async ({
  page,
}) => {
  const shop = new SubscribeDialog(page);
  const dialogCode: string[] = [];
  page.on('request', (request) => {
    if (/subscribe-dialog.*\.js$/.test(request.url())) dialogCode.push(request.url());
  });
  await page.goto('/');
  await expect(shop.offer()).toBeVisible();
  expect(dialogCode).toEqual([]); // not in the first download
  await shop.open();
  await expect(shop.dialog()).toContainText('one-click unsubscribe');
  await shop.ask('not an address');
  await expect(shop.dialog().getByRole('alert')).toHaveText('Please enter a valid email address');
  const address = `wren-${Date.now()}@example.com`;
  await shop.ask(address);
  await expect(shop.dialog().getByRole('status')).toContainText('Check your inbox');
  // The answer goes before the server writes the address down (so its time tells nothing):
  // the confirm e-mail is the sign the work is done.
  const link = await confirmLinkTo(address);
  expect(((await db('subscribers').where({ email: address }).first()) as { status: string }).status).toBe('pending');

  await page.goto(link);
  await expect(page.getByRole('status')).toContainText("You're on the list");
  expect(((await db('subscribers').where({ email: address }).first()) as { status: string }).status).toBe('confirmed');

  // The link at the foot of every notice (its key is the server's, made the server's way).
  const { id } = (await db('subscribers').where({ email: address }).first()) as { id: string };
  const { value: key } = (await db('server_meta').where({ key: 'subscriberLinkKey' }).first()) as { value: string };
  await page.goto(`/unsubscribe?token=${subscriberToken(key, 'unsubscribe', id)}`);
  expect(((await db('subscribers').where({ email: address }).first()) as { status: string }).status).toBe('confirmed');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toContainText("you won't get");
  expect(((await db('subscribers').where({ email: address }).first()) as { status: string }).status).toBe(
    'unsubscribed',
  );
  // Opened again (a reload, a second tap on the link): it says it is done, and asks nothing.
  await page.reload();
  await expect(page.getByRole('status')).toContainText("you won't get");
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
});

test('the offer says "when they open again" while orders are open, and "when orders open" while they are not', async ({
  page,
}) => {
  const shop = new SubscribeDialog(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/'); // orders open (resetBakery)
  await expect(shop.offer()).toHaveText('Tell me when they open again');
  await expect(page.getByText('Orders are open now, and open again every week.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('offer-open-390.png') });
  await shop.open();
  await expect(shop.dialog()).toHaveAccessibleName('Tell me when orders open again');
  await setOrdersOpen(false);
  await page.goto('/');
  await expect(shop.offer()).toHaveText('Tell me when orders open');
  await expect(page.getByText('Ordering opens every week.')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('offer-closed-1280.png') });
});

test('a made-up unsubscribe link says it did not work, with no button to press', async ({ page }) => {
  await page.goto('/unsubscribe?token=3f2b9c1e-0000-4000-8000-000000000000.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
  await expect(page.getByRole('alert')).toContainText('This link does not work');
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
});

test('a made-up confirm link says it did not work', async ({ page }) => {
  await page.goto('/subscribe/confirm?token=3f2b9c1e-0000-4000-8000-000000000000.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
  await expect(page.getByRole('alert')).toContainText('This link does not work');
});

for (const width of [390, 1280]) {
  test(`the form at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.goto('/');
    const shop = new SubscribeDialog(page);
    await shop.open();
    await expect(shop.dialog().getByRole('button', { name: 'Notify this phone when orders open' })).toBeVisible();
    const box = await shop.dialog().boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  });
}
