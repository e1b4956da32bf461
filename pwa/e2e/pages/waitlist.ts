import { expect, type Locator, type Page } from '@playwright/test';

/** The waitlist in the shop (docs/waitlist.md): a product's card, its join dialog, her turn. */
export class ShopWaitlist {
  constructor(readonly page: Page) {}

  card(name: string): Locator {
    return this.page.getByRole('article', { name });
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name: `Join the waitlist for ${name}` });
  }

  /** "Your turn: 1 Chocolate Babka kept for you until 10:42 AM, in your cart." */
  yourTurn(): Locator {
    return this.page.getByRole('status', { name: 'Your turn from the waitlist' });
  }

  /** Joins from the card's button (`label`: "Join the waitlist", "Join the waitlist for 2"), told by e-mail. */
  async join(name: string, email: string, label = 'Join the waitlist') {
    await this.card(name).getByRole('button', { name: label }).click();
    const dialog = this.dialog(name);
    await dialog.getByLabel("E-mail, to tell you when it's your turn").fill(email);
    await dialog.getByRole('button', { name: 'Join the line' }).click();
    await expect(dialog.getByRole('status')).toContainText(/You're number \d+ in line\./);
    return dialog;
  }
}

/** '/admin-waitlist': each line, and the owner's Remove. */
export class AdminWaitlists {
  constructor(readonly page: Page) {}

  line(name: string): Locator {
    return this.page.getByRole('article', { name: `Waitlist for ${name}` });
  }
}
