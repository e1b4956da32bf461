import type { Knex } from 'knex';
import { recipeSlug } from '#shared/recipe-text';

/**
 * Every recipe has an address of its own, `/recipes/<slug>` (issue 38): the slug is given from
 * the title when the recipe is made and kept after, so a shared link keeps working. The recipes
 * already written get theirs here, oldest first, a number added where two titles read the same.
 * The column stays nullable in the table (SQLite cannot add NOT NULL to a filled table without
 * copying it); the service always writes one, and the unique index keeps two from sharing one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('recipes', (table) => table.string('slug', 100).nullable());
  const recipes = (await knex('recipes').select('id', 'title').orderBy('createdAt').orderBy('id')) as {
    id: string;
    title: string;
  }[];
  const taken = new Set<string>();
  for (const { id, title } of recipes) {
    const base = recipeSlug(title);
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    await knex('recipes').where({ id }).update({ slug });
  }
  await knex.schema.alterTable('recipes', (table) => table.unique(['slug']));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('recipes', (table) => {
    table.dropUnique(['slug']);
    table.dropColumn('slug');
  });
}
