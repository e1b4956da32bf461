import { describe, expect, it } from 'vitest';
import { problemOf } from './admin-edit-kind';

/**
 * The words an owner's form shows under a field come from the edit's shared schema (problemOf);
 * zod/mini has none of its own, so a check the schema gives no words says zod's English ones,
 * which lib/zod-words.ts registers, never "Invalid input".
 */
describe("an edit's problems, in the words her form shows", () => {
  const recipe = { kind: 'create-recipe', title: 'Rye bread', content: 'Mix, wait, bake.' } as const;

  it("says zod's English words for a check the schema gives no words of its own", () => {
    const tooLong = 'Too big: expected string to have <=1000 characters';
    expect(problemOf({ ...recipe, description: 'x'.repeat(1001) })).toEqual({
      message: tooLong,
      issues: [{ path: 'description', message: tooLong }],
    });
  });

  it("says the schema's own words where it has them", () => {
    expect(problemOf({ ...recipe, prepTime: -5 })?.message).toBe('Prep time cannot be negative');
    expect(problemOf({ ...recipe, description: 'x'.repeat(1000) })).toBeNull();
  });
});
