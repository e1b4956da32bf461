import { describe, expect, it } from 'vitest';
import type { Recipe } from '#shared/recipe';
import { contentLines, searchRecipes } from './recipe-text';

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

describe('searchRecipes', () => {
  const recipe = (title: string, description: string, tags: string[]) => ({ title, description, tags }) as Recipe;
  const recipes = [
    recipe('Focaccia', 'Olive oil bread', ['bread']),
    recipe('Pumpkin Scones', 'Fall favourite', ['breakfast']),
  ];

  it.each([
    ['focaccia', ['Focaccia']],
    ['OLIVE', ['Focaccia']],
    ['Breakfast', ['Pumpkin Scones']],
    ['  ', ['Focaccia', 'Pumpkin Scones']],
    ['rye', []],
  ])('"%s" finds %j', (term, titles) => {
    expect(searchRecipes(recipes, term).map((r) => r.title)).toEqual(titles);
  });
});
