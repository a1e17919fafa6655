import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recipes')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('url_slug', 'text', (c) => c.notNull())
    .addColumn('vertical', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('diets', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('number_of_people', 'integer', (c) => c.notNull().check(sql`number_of_people > 0`))
    .addColumn('difficulty', 'text', (c) => c.notNull())
    .addColumn('preparation_time', 'integer', (c) => c.notNull())
    .addColumn('cooking_time', 'integer', (c) => c.notNull())
    .addColumn('resting_time', 'integer', (c) => c.notNull())
    .addColumn('total_time', 'integer', (c) => c.notNull().check(sql`total_time > 0`))
    .addColumn('access_mode', 'text', (c) => c.notNull().defaultTo('free'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .addColumn('has_video', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ingredients', 'jsonb', (c) => c.notNull())
    .addColumn('kitchenware', 'jsonb', (c) => c.notNull())
    .addColumn('steps', 'jsonb', (c) => c.notNull().check(sql`jsonb_array_length(steps) between 1 and 6`))
    .addColumn('palette', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ratings_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('posts_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_modified', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('recipes_pkey', ['id', 'language'])
    .addUniqueConstraint('recipes_language_url_slug_key', ['language', 'url_slug'])
    .execute();
  await db.schema
    .createIndex('recipes_language_last_modified_idx')
    .on('recipes')
    .columns(['language', 'last_modified desc', 'id'])
    .execute();
}
