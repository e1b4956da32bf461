import { expect, type Locator, type Page } from '@playwright/test';

/** '/': the product grid and the header's cart button. */
export class OrderPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/');
    await expect(this.page.getByRole('heading', { name: 'Fresh Gluten-Free Goods' })).toBeVisible();
    await expect(this.page.getByRole('region', { name: 'Products' }).getByRole('article').first()).toBeVisible();
  }

  product(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true });
  }

  productNames(): Promise<string[]> {
    return this.page.getByRole('region', { name: 'Products' }).getByRole('heading', { level: 3 }).allTextContents();
  }

  addButton(name: string): Locator {
    return this.product(name).getByRole('button', {
      name: /Add to Cart|Select Quantity|Minimum|Sold Out|Orders Closed|Offline/,
    });
  }

  async increase(name: string, times = 1) {
    for (let i = 0; i < times; i++) await this.product(name).getByRole('button', { name: 'Increase quantity' }).click();
  }

  async chooseFlavor(name: string, flavor: string) {
    await this.product(name)
      .getByRole('radio', { name: new RegExp(`^${flavor}`) })
      .check();
  }

  /** Chooses a quantity (and flavor) and adds it, waiting for the 'Added to Cart' toast. */
  async add(name: string, quantity: number, flavor?: string) {
    if (flavor) await this.chooseFlavor(name, flavor);
    await this.increase(name, quantity);
    await this.addButton(name).click();
    await expect(this.toast()).toContainText('Added to Cart');
  }

  cartButton(): Locator {
    return this.page.getByRole('button', { name: /^Cart/ });
  }

  toast(): Locator {
    return this.page.locator('[data-toast]');
  }
}
