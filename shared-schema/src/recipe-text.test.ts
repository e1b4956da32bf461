import { describe, expect, it } from 'vitest';
import { contentLines, recipeParts, recipeSlug } from './recipe-text';
import { recipePagePattern, recipePath } from './site-pages';

describe('contentLines', () => {
  it('makes sub-headings of ingredients and instructions lines and skips blank lines', () => {
    expect(contentLines('Ingredients:\n2 cups flour\n\n  \nINSTRUCTIONS: \nMix well.\r\nBake.')).toEqual([
      { kind: 'heading', text: 'Ingredients:' },
      { kind: 'line', text: '2 cups flour' },
      { kind: 'heading', text: 'INSTRUCTIONS:' },
      { kind: 'line', text: 'Mix well.' },
      { kind: 'line', text: 'Bake.' },
    ]);
  });
});

describe('recipeParts', () => {
  it('reads the ingredients and the steps under their headings, without list marks', () => {
    expect(recipeParts('Ingredients:\n- 2 cups flour\n* 1 tsp salt\n\nInstructions:\n1. Mix.\n2) Bake.')).toEqual({
      ingredients: ['2 cups flour', '1 tsp salt'],
      steps: ['Mix.', 'Bake.'],
    });
  });

  it.each([
    [
      'both headings',
      'A loaf we make every week.\nIt keeps three days.\n\nIngredients:\n- flour\n\nInstructions:\n1. Mix.',
    ],
    ['the instructions heading only', 'A loaf we make every week.\nIt keeps three days.\nInstructions:\nMix.'],
  ])('leaves the intro above the first heading out of the steps (%s)', (_with, content) => {
    const { steps } = recipeParts(content);
    expect(steps).toEqual(['Mix.']);
  });

  it('takes every line as a step when the text has no headings', () => {
    expect(recipeParts('Mix.\nBake.')).toEqual({ ingredients: [], steps: ['Mix.', 'Bake.'] });
  });
});

describe('recipeSlug', () => {
  it.each([
    ['Gluten-Free Focaccia', 'gluten-free-focaccia'],
    ['  Crème Brûlée & Scones!  ', 'creme-brulee-and-scones'],
    ['!!!', 'recipe'],
    ['x'.repeat(200), 'x'.repeat(80)],
  ])('"%s" is %s, an address the pattern takes', (title, slug) => {
    expect(recipeSlug(title)).toBe(slug);
    expect(recipePagePattern.test(recipePath(slug))).toBe(true);
  });

  it('the pattern refuses what no slug is', () => {
    for (const path of ['/recipes/', '/recipes/A', '/recipes/a--b', '/recipes/-a', '/recipes/a/b']) {
      expect(recipePagePattern.test(path)).toBe(false);
    }
  });
});
