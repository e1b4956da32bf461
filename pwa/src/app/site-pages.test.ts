import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { orderPagePattern, ownerPages, privatePages, publicPages, recipePagePattern } from '#shared/site-pages';

/**
 * The server answers 404 for any address that is not in shared site-pages.ts: a page routed
 * here and missing there would be "Not Found" to search engines and to anyone who reloads it.
 */
describe("the app's routes", () => {
  it('are the pages of shared site-pages.ts, no more and no fewer', () => {
    const router = readFileSync(new URL('./router.tsx', import.meta.url), 'utf8');
    const routed = [
      ...(router.includes('<Route index ') ? ['/'] : []),
      ...[...router.matchAll(/<Route path="([^"]+)"/g)].map((match) => `/${match[1]}`),
      // Her pages are routed from the list itself, to her layout (app/admin-pages.tsx shows each).
      ...(router.includes('{ownerPages.map((page) => (') ? ownerPages : []),
    ];
    expect(routed).toContain('/*'); // the "Page Not Found" page
    expect(routed).toContain('/orders/:id');
    expect(routed).toContain('/recipes/:slug');
    expect(routed).toContain('/standing/:id');
    const patterns = ['/*', '/orders/:id', '/recipes/:slug', '/standing/:id'];
    expect(routed.filter((path) => !patterns.includes(path)).sort()).toEqual(
      [...publicPages, ...privatePages, ...ownerPages].sort(),
    );
    expect(orderPagePattern.test('/orders/abc')).toBe(true);
    expect(recipePagePattern.test('/recipes/gluten-free-focaccia')).toBe(true);
  });
});
