import { expect, test } from '../support/test';
import { OrderPage } from '../pages/order-page';
import { resetBakery, setStock } from '../support/bakery';

test.beforeEach(resetBakery);

test("a second shopper's hold lowers the count on this screen, without a reload", async ({ page, browser }) => {
  const mine = new OrderPage(page);
  await mine.goto();
  await mine.increase('Chocolate Babka', 4); // all four seeded
  await expect(mine.addButton('Chocolate Babka')).toHaveText('Add to Cart - $64.00');

  const other = await browser.newContext();
  const theirs = new OrderPage(await other.newPage());
  await theirs.goto();
  await theirs.add('Chocolate Babka', 3);

  // Only one is left for me now: my selector follows, within a moment.
  await expect(mine.addButton('Chocolate Babka')).toHaveText('Add to Cart - $16.00');
  // ...and says why, rather than changing her quantity silently.
  const cut = mine.product('Chocolate Babka').getByTestId('quantity-cut');
  await expect(cut).toHaveText('Only 1 left now: your quantity was lowered to 1.');
  await theirs.add('Chocolate Babka', 1);
  await expect(mine.addButton('Chocolate Babka')).toHaveText('Sold Out');
  await expect(cut).toHaveText('Sold out while you were choosing.');
  expect((await mine.productNames()).at(-1)).toBe('Chocolate Babka');
  await other.close();
});

test("the owner's stock change reaches an open storefront", async ({ page }) => {
  const shop = new OrderPage(page);
  await shop.goto();
  await setStock('focaccia', 0);
  await expect(shop.addButton('Focaccia')).toHaveText('Sold Out');
  await setStock('focaccia', 3);
  await expect(shop.addButton('Focaccia')).toHaveText('Select Quantity');
});
