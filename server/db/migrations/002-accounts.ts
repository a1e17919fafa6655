import { type Kysely, sql } from 'kysely';

/** Members, their tokens, the mail outbox, favourites, history, books and their QR codes, images. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('username', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('biography', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('instagram_profile', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('profile_picture', 'text')
    .addColumn('cover_image', 'text')
    .addColumn('user_types', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('chosen_lang', 'text')
    .addColumn('chosen_country', 'text')
    .addColumn('is_optin_newsletter', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('email_validated_at', 'timestamptz')
    .addColumn('activation_key_hash', 'text')
    .addColumn('pending_email', 'text')
    .addColumn('pending_email_key_hash', 'text')
    .addColumn('last_modified', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('session', 'reset')`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('tokens_user_id_idx').on('tokens').column('user_id').execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('favourites')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recipe_id', 'text', (c) => c.notNull())
    .addColumn('last_modified', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('favourites_pkey', ['user_id', 'recipe_id'])
    .execute();

  await db.schema
    .createTable('recipe_views')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recipe_id', 'text', (c) => c.notNull())
    .addColumn('last_view', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('recipe_views_pkey', ['user_id', 'recipe_id'])
    .execute();
  await db.schema
    .createIndex('recipe_views_user_last_view_idx')
    .on('recipe_views')
    .columns(['user_id', 'last_view desc'])
    .execute();

  await db.schema
    .createTable('books')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('book_recipes')
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id').onDelete('cascade'))
    .addColumn('recipe_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('book_recipes_pkey', ['book_id', 'recipe_id'])
    .execute();
  await db.schema
    .createTable('book_qrcodes')
    .addColumn('uuid', 'uuid', (c) => c.primaryKey())
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createTable('unlocked_books')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id').onDelete('cascade'))
    .addColumn('unlocked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('unlocked_books_pkey', ['user_id', 'book_id'])
    .execute();
  await db.schema
    .createTable('plain_qrcodes')
    .addColumn('shortcode', 'text', (c) => c.primaryKey())
    .addColumn('target', 'text', (c) => c.notNull())
    .execute();

  // Read here for recipe access (is_premium); written by the subscriptions routes.
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('monthly', 'yearly')`))
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('subscriptions_user_expires_idx')
    .on('subscriptions')
    .columns(['user_id', 'expires_at desc'])
    .execute();

  await db.schema
    .createTable('images')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
