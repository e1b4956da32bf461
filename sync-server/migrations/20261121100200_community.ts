import type { Knex } from 'knex';
import { timestamps } from './columns';

/** What customers write (reviews, comments, contact messages) and what the owner publishes. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reviews', (table) => {
    table.uuid('id').primary();
    table.string('customerName', 80).notNullable();
    table.integer('rating').notNullable();
    table.text('reviewText').notNullable();
    table.boolean('approved').notNullable().defaultTo(false);
    timestamps(table, ['createdAt']);
    timestamps(table, ['approvedAt'], true);
    table.index(['approved', 'createdAt']);
    table.check('?? between 1 and 5', ['rating'], 'reviews_rating_1_to_5');
  });

  await knex.schema.createTable('recipes', (table) => {
    table.uuid('id').primary();
    table.string('title', 200).notNullable();
    table.text('description').nullable();
    table.text('content').notNullable();
    table.string('featuredImageUrl', 500).nullable();
    table.text('additionalImages').notNullable().defaultTo('[]'); // JSON array of URLs
    table.text('tags').notNullable().defaultTo('[]'); // JSON array of strings
    table.integer('prepTime').nullable();
    table.integer('cookTime').nullable();
    table.integer('servings').nullable();
    table.string('difficulty', 10).notNullable().defaultTo('Easy');
    table.boolean('published').notNullable().defaultTo(false);
    timestamps(table, ['publishedAt'], true);
    timestamps(table, ['createdAt', 'updatedAt']);
    table.index(['published', 'publishedAt']);
  });

  await knex.schema.createTable('recipe_comments', (table) => {
    table.uuid('id').primary();
    table.uuid('recipeId').notNullable().references('id').inTable('recipes').onDelete('CASCADE');
    table.string('authorName', 80).notNullable();
    table.string('authorEmail', 254).nullable();
    table.text('commentText').notNullable();
    table.boolean('approved').notNullable().defaultTo(false);
    timestamps(table, ['createdAt']);
    timestamps(table, ['approvedAt'], true);
    table.text('adminReply').nullable();
    timestamps(table, ['adminReplyAt'], true);
    table.index(['recipeId', 'approved', 'createdAt']);
  });

  await knex.schema.createTable('contact_messages', (table) => {
    table.uuid('id').primary();
    table.string('email', 254).notNullable();
    table.string('subject', 200).notNullable();
    table.text('message').notNullable();
    timestamps(table, ['createdAt']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('contact_messages');
  await knex.schema.dropTable('recipe_comments');
  await knex.schema.dropTable('recipes');
  await knex.schema.dropTable('reviews');
}
