import type { Locator, Page } from '@playwright/test';

/** '/contact' */
export class ContactPage {
  constructor(readonly page: Page) {}
  goto = () => this.page.goto('/contact');
  form = () => this.page.getByRole('form', { name: 'Contact form' });
  async send(fields: { email: string; subject: string; message: string }) {
    await this.form().getByLabel('Email').fill(fields.email);
    await this.form().getByLabel('Subject').fill(fields.subject);
    await this.form().getByLabel('Message').fill(fields.message);
    await this.form().getByRole('button', { name: 'Send Message' }).click();
  }
}

/** '/reviews' */
export class ReviewsPage {
  constructor(readonly page: Page) {}
  goto = () => this.page.goto('/reviews');
  form = () => this.page.getByRole('form', { name: 'Write a review' });
  list = (): Locator => this.page.getByRole('list', { name: 'Customer reviews' });
  async write(review: { name?: string; anonymous?: boolean; stars?: number; text?: string }) {
    if (review.anonymous) await this.form().getByLabel('Post anonymously').check();
    if (review.name !== undefined) await this.form().getByLabel('First name').fill(review.name);
    if (review.stars)
      await this.form()
        .getByRole('radio', { name: new RegExp(`^${review.stars} stars?$`) })
        .check();
    if (review.text !== undefined) await this.form().getByLabel('Your review').fill(review.text);
    await this.form().getByRole('button', { name: 'Submit Review' }).click();
  }
}

/** '/recipes' and a recipe's own page, /recipes/<slug> */
export class RecipesPage {
  constructor(readonly page: Page) {}
  goto = () => this.page.goto('/recipes');
  search = () => this.page.getByRole('searchbox', { name: /Search recipes/ });
  /** A recipe's card: the link to its page. */
  card = (title: string) => this.page.getByRole('link', { name: title, exact: true });
  /** The recipe's page, once opened: its heading. */
  heading = (title: string) => this.page.getByRole('heading', { level: 1, name: title });
  async comment(comment: { name: string; text: string }) {
    const form = this.page.getByRole('form', { name: 'Post a comment' });
    await form.getByLabel('Your First Name').fill(comment.name);
    await form.getByLabel('Your Question or Comment').fill(comment.text);
    await form.getByRole('button', { name: 'Post Comment' }).click();
  }
}
