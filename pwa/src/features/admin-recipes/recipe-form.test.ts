import { describe, expect, it } from 'vitest';
import { emptyRecipeForm, inputFromForm } from './recipe-form';

describe('inputFromForm', () => {
  it('parses whole numbers, turns empty into null and splits tags on commas', () => {
    expect(
      inputFromForm({
        ...emptyRecipeForm,
        title: '  Bagels ',
        content: 'Boil, then bake.',
        prepTime: '30',
        cookTime: '',
        servings: '12.7',
        tags: ' bread,  boiled ,,breakfast ',
      }),
    ).toEqual({
      title: 'Bagels',
      description: null,
      content: 'Boil, then bake.',
      prepTime: 30,
      cookTime: null,
      servings: 12,
      difficulty: 'Easy',
      tags: ['bread', 'boiled', 'breakfast'],
      featuredImageUrl: null,
    });
  });
});
