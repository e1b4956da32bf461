import type { Locator, Page } from '@playwright/test';

/** The "Notify me" buttons of a page, and what they say back (components/push-opt-in.tsx). */
export class NotificationButtons {
  constructor(readonly page: Page) {}
  button = (name: string | RegExp): Locator => this.page.getByRole('button', { name });
  on = (): Locator => this.page.getByRole('status').filter({ hasText: 'Notifications are on for this phone.' });
  blocked = (): Locator => this.page.getByRole('note').filter({ hasText: 'Notifications are blocked for this site' });
  homeScreen = (): Locator => this.page.getByRole('note').filter({ hasText: 'need the bakery' });
}

/** The shop's "Tell me when orders open" ("... when they open again" while they are) and its dialog. */
export class SubscribeDialog {
  constructor(readonly page: Page) {}
  offer = (): Locator => this.page.getByRole('button', { name: /^Tell me when (orders open|they open again)$/ });
  dialog = (): Locator => this.page.getByRole('dialog', { name: /^Tell me when orders open( again)?$/ });
  async open() {
    await this.offer().click();
    await this.dialog().waitFor();
  }
  async ask(email: string) {
    await this.dialog().getByLabel('Email').fill(email);
    await this.dialog().getByRole('button', { name: 'E-mail me' }).click();
  }
}
