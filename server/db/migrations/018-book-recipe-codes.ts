import type { Kysely } from 'kysely';

/**
 * A book QR code is printed on a copy's cover (recipe_id null) or beside one of its recipes: the
 * code then names that recipe, which must be one of the book's (a composite key; a null recipe_id
 * is not checked, so cover codes are unchanged).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('book_qrcodes').addColumn('recipe_id', 'text').execute();
  await db.schema
    .alterTable('book_qrcodes')
    .addForeignKeyConstraint(
      'book_qrcodes_book_recipe_fkey',
      ['book_id', 'recipe_id'],
      'book_recipes',
      ['book_id', 'recipe_id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  // The key's deletes from book_recipes look codes up by recipe.
  await db.schema
    .createIndex('book_qrcodes_book_recipe_idx')
    .on('book_qrcodes')
    .columns(['book_id', 'recipe_id'])
    .execute();
}
