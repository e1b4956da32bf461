import { expect, type Locator, type Page } from '@playwright/test';
import { e2eServer } from '../../../playwright.config';
import { liveOwnerToken } from '../support/bakery';

/** '/admin': the login, then the dashboard. */
export class AdminLogin {
  constructor(readonly page: Page) {}

  /**
   * Signs her in the way a phone that logged in before starts: with a token in local storage
   * (the worker's own, from the real login call: support/bakery.ts). The form's bcrypt check
   * costs a quarter second of CPU per test; session.spec tests the form (signInWithForm).
   */
  async signIn() {
    await this.signInAt('/admin');
    await expect(this.page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  }

  /** signIn, opening `path` first instead of the dashboard (whose reads would be saved on the phone). */
  async signInAt(path: string) {
    const token = await liveOwnerToken();
    await this.page.addInitScript(
      ({ key, token }) => {
        // Once per tab (a reload after she logs out must find her logged out), on the app's
        // pages only (a blank page has no storage to write).
        if (location.protocol !== 'http:' || sessionStorage.getItem('e2e-signed-in')) return;
        sessionStorage.setItem('e2e-signed-in', 'yes');
        localStorage.setItem(key, token);
      },
      { key: 'adminSessionToken', token },
    );
    await this.page.goto(path);
  }

  /** Signs in through the login form, as she does on a new phone. */
  async signInWithForm(password = e2eServer.admin.password) {
    await this.page.goto('/admin');
    const form = this.page.getByRole('form', { name: 'Admin login' });
    await form.getByLabel('Email').fill(e2eServer.admin.email);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Log In' }).click();
    await expect(this.page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  }

  stat(label: string): Locator {
    return this.page.locator('.MuiCard-root').filter({ has: this.page.getByText(label, { exact: true }) });
  }
}

/** '/admin-inventory': the settings card and the product rows. */
export class AdminInventory {
  constructor(readonly page: Page) {}
  goto = () => this.page.goto('/admin-inventory');
  product = (name: string) => this.page.getByRole('listitem', { name, exact: true });
  settings = () => this.page.getByRole('form', { name: 'Pickup settings' });

  async setStock(name: string, stock: number) {
    await this.product(name).getByLabel(`${name} stock`, { exact: true }).fill(String(stock));
    await this.product(name)
      .getByRole('button', { name: `Save ${name} stock` })
      .click();
  }

  async setPrice(name: string, price: string) {
    await this.product(name).getByLabel(`${name} price`, { exact: true }).fill(price);
    await this.product(name)
      .getByRole('button', { name: `Save ${name} price` })
      .click();
  }

  async setVisible(name: string, visible: boolean) {
    const toggle = this.product(name).getByRole('switch', { name: `Show ${name} in the shop` });
    if ((await toggle.isChecked()) !== visible) await toggle.click();
  }
}

export const toast = (page: Page) => page.locator('[data-toast]');
