import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it, vi } from 'vitest';
import type { Recipe } from '#shared/recipe';
import { timeLimit } from '../../sync-server/src/testing/time-limits';
import { renderPage } from './entry-server';

/**
 * The server's entry as the server calls it (sync-server/src/pages/page-renderer.ts): what it
 * hands back goes into index.html, the title into <head>, the rest into the root element.
 */
const at = '2026-11-20T12:00:00.000Z';
const recipe = (fields: Partial<Recipe>): Recipe => ({
  id: 'f1b8c2de-0000-4000-8000-000000000001',
  // Not a title with a picture of the app's own (recipe-image.ts): its photo is the one shown.
  slug: 'seeded-sandwich-loaf',
  title: 'Seeded Sandwich Loaf',
  description: 'Crisp outside, soft inside.',
  content: 'Ingredients:\n2 cups flour blend\n\nInstructions:\nMix and bake.',
  featuredImageUrl: null,
  additionalImages: [],
  tags: ['bread'],
  prepTime: 20,
  cookTime: 25,
  servings: 8,
  difficulty: 'Easy',
  published: true,
  publishedAt: at,
  createdAt: at,
  updatedAt: at,
  ...fields,
});

const render = (shown: Recipe) =>
  renderPage({
    url: `/recipes/${shown.slug}`,
    lists: { '/api/recipes': [shown], '/api/inventory': [] },
    // The server's limit, stretched as every limit of a test is (testing/time-limits.ts): under
    // CI's load the first render, which also compiles the lazy recipe page, once took over 10 s.
    timeoutMs: timeLimit(10_000),
  });

describe('renderPage', () => {
  it.each([
    ['without a photo', null],
    ['with a photo, whose preload React writes ahead of the title', '/uploads/recipes/seeded-loaf.jpg'],
  ])(
    "gives a recipe's page its title %s, and leaves nothing of the head in the body",
    async (_with, photo) => {
      const page = await render(recipe({ featuredImageUrl: photo }));
      expect(page.title).toBe('Seeded Sandwich Loaf · Bridger Gluten-Free Bakery');
      expect(page.html).toMatch(/^<div class="site">/);
      expect(page.html).not.toMatch(/<title>|<link /);
      if (photo) expect(page.head).toBe(`<link rel="preload" as="image" href="${photo}"/>`);
      else expect(page.head).toBe('');
    },
    timeLimit(30_000),
  );
});

describe('rendering', () => {
  it("leaves Node's async hooks off: no AsyncLocalStorage runs a render", async () => {
    // Once one runs, Node tracks every promise of the process, for as long as it lives: the
    // server's reads and holds were 10 to 20 % slower (docs/benchmarks.md, issue 48).
    const run = vi.spyOn(AsyncLocalStorage.prototype, 'run');
    const enterWith = vi.spyOn(AsyncLocalStorage.prototype, 'enterWith');
    try {
      const page = await render(recipe({}));
      expect(page.title).toContain('Seeded Sandwich Loaf');
      expect(run).not.toHaveBeenCalled();
      expect(enterWith).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
      enterWith.mockRestore();
    }
  });
});
