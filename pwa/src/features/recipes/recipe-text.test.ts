import { describe, expect, it } from 'vitest';
import type { Recipe } from '#shared/recipe';
import { searchRecipes } from './recipe-text';

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
