import { type Kysely, sql } from 'kysely';

/**
 * Catalogue words change only with the text or the status of a recipe (migration 033): the
 * counters a view, a rating or a post bumps must not split its words again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger recipes_search_words on recipes`.execute(db);
  await sql`create trigger recipes_search_words
    after insert or update of title, subtitle, ingredients, access_mode, status on recipes
    for each row execute function recipes_search_words()`.execute(db);
}
