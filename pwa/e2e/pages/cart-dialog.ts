import { expect, type Locator, type Page } from '@playwright/test';

/** The 'Your Order' dialog. */
export class CartDialog {
  readonly dialog: Locator;
  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Your Order' });
  }

  async open() {
    await this.page.getByRole('button', { name: /^Cart/ }).click();
    await expect(this.dialog).toBeVisible();
  }

  lines(): Locator {
    return this.dialog.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
  }

  total(): Locator {
    return this.dialog.getByTestId('cart-total');
  }

  countdown(): Locator {
    return this.dialog.getByTestId('cart-countdown');
  }

  async remove(name: string) {
    await this.dialog.getByRole('button', { name: `Remove ${name}` }).click();
  }

  async close() {
    await this.dialog.getByRole('button', { name: 'Close cart' }).click();
    await expect(this.dialog).toBeHidden();
  }

  async proceed() {
    await this.dialog.getByRole('button', { name: 'Proceed to Checkout' }).click();
  }
}
