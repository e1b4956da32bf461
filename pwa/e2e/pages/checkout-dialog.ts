import { expect, type Locator, type Page } from '@playwright/test';

export interface Customer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export const maya: Customer = {
  firstName: 'Maya',
  lastName: 'Running Crane',
  email: 'maya@example.com',
  phone: '406-555-0142',
};

/** 'Complete Your Order' and, after it, 'Order Confirmed!'. */
export class CheckoutDialog {
  readonly dialog: Locator;
  readonly confirmation: Locator;
  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Complete Your Order' });
    this.confirmation = page.getByRole('dialog', { name: 'Order Confirmed!' });
  }

  field(name: 'firstName' | 'lastName' | 'email' | 'phone'): Locator {
    return this.dialog.locator(`input[name="${name}"]`);
  }

  async fill(customer: Customer) {
    await expect(this.dialog).toBeVisible();
    for (const key of ['firstName', 'lastName', 'email', 'phone'] as const) await this.field(key).fill(customer[key]);
  }

  async pay(method: 'Venmo' | 'Cash at pickup') {
    await this.dialog.getByRole('radio', { name: method }).check();
  }

  async pickUp(where: 'Home pickup' | 'Farmers market') {
    await this.dialog.getByRole('radio', { name: where }).check();
  }

  placeOrderButton(): Locator {
    return this.dialog.getByRole('button', { name: /Place Order|Processing\.\.\./ });
  }

  async placeOrder() {
    await this.placeOrderButton().click();
  }
}
