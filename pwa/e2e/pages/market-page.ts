import { expect, type Locator, type Page } from '@playwright/test';

/** An item of a stall sale: its button's name ("Focaccia (Regular)") and how many. */
export type SaleItem = [button: string, quantity: number];

/** '/admin-market': the market day's start, the stall, the preorders and the close. */
export class MarketDayPage {
  constructor(readonly page: Page) {}

  goto = () => this.page.goto('/admin-market');
  tab = (name: 'Sell' | 'Preorders' | 'Close' | 'Brought') =>
    this.page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
  /** The stall's button of a product and flavor. */
  product = (name: string): Locator =>
    this.page.getByRole('group', { name: 'Products on the table' }).getByRole('button', {
      name: new RegExp(`^${name.replace(/[()]/g, '\\$&')},`),
    });
  saleBar = () => this.page.getByRole('region', { name: 'This sale' });

  /** The count of a product and flavor she brought, on the start (or Brought) form. */
  brought = (name: string) => this.page.getByLabel(`${name} brought`);

  async start(counts: Record<string, number>, openingCash: string) {
    for (const [name, count] of Object.entries(counts)) await this.brought(name).fill(String(count));
    await this.page.getByLabel('Cash in the box to start').fill(openingCash);
    await this.page.getByRole('button', { name: 'Start the day' }).click();
    await expect(this.page.getByRole('tab', { name: 'Sell' })).toBeVisible();
  }

  /** Rings up a sale and takes its money: cash (exact, or the note handed over) or Venmo. */
  async sell(items: SaleItem[], pay: { cash: 'exact' | string } | 'venmo') {
    for (const [name, quantity] of items) for (let i = 0; i < quantity; i++) await this.product(name).click();
    await this.pay(pay);
  }

  async pay(pay: { cash: 'exact' | string } | 'venmo') {
    const bar = this.saleBar();
    if (pay === 'venmo') {
      await bar.getByRole('button', { name: 'Venmo', exact: true }).click();
      await this.page.getByRole('dialog', { name: 'Venmo' }).getByRole('button', { name: 'Paid' }).click();
    } else {
      await bar.getByRole('button', { name: 'Cash', exact: true }).click();
      const dialog = this.page.getByRole('dialog', { name: 'Cash' });
      await dialog.getByRole('button', { name: pay.cash === 'exact' ? 'Exact' : pay.cash, exact: true }).click();
      await dialog.getByRole('button', { name: 'Done' }).click();
    }
    await expect(bar).toContainText('Tap what they buy.');
  }

  preorder = (who: string) => this.page.getByRole('article', { name: new RegExp(who) });

  /** "Picked up" on a preorder, and how it was paid when it was not paid before. */
  async handOver(who: string, paid: 'Paid cash' | 'Paid by Venmo' | 'Not paid' | 'already paid') {
    await this.page.getByRole('searchbox', { name: 'Find a preorder' }).fill(who);
    await this.preorder(who).getByRole('button', { name: 'Picked up' }).click();
    if (paid !== 'already paid') await this.page.getByRole('dialog').getByRole('button', { name: paid }).click();
    await this.page.getByRole('searchbox', { name: 'Find a preorder' }).fill('');
  }

  /** The close's "Cash expected in the box", as the screen says it. */
  cashExpected = () =>
    this.page.getByRole('table', { name: 'Money' }).getByRole('row', { name: /Cash expected in the box/ });
}
