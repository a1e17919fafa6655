import { type Kysely, sql } from 'kysely';
import { LANGUAGES } from '../../../src/core/locales/locales';

/** The sorts the records protocol offers on the catalogue that visitors use, with their directions. */
const SORT_INDEXES = {
  view_count: 'view_count desc',
  ratings_count: 'ratings_count desc',
  preparation_time: 'preparation_time',
  total_time: 'total_time',
  title: 'title',
};

/**
 * Catalogue reads under a realistic mix (issue 17). A search looked up every language's matches in
 * one GIN index and intersected them with the language's rows: one partial index per language of
 * published recipes reads only its own. GIN's pending list (fast update) is scanned linearly by
 * every search until a vacuum merges it, and PGlite never vacuums: these indexes write through.
 * The sorts visitors ask for walk an index in order instead of sorting the language's rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const language of LANGUAGES)
    await sql`create index ${sql.id(`recipes_search_${language}_idx`)} on recipes using gin (search_vector)
      with (fastupdate = off) where language = ${sql.lit(language)} and status = 'published'`.execute(db);
  await sql`drop index recipes_search_idx`.execute(db);
  for (const index of ['recipes_diets_idx', 'recipes_ingredient_keys_idx']) {
    await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
    await sql`alter index ${sql.id(index)} set (fastupdate = off)`.execute(db);
  }
  for (const [column, order] of Object.entries(SORT_INDEXES))
    await sql`create index ${sql.id(`recipes_published_${column}_idx`)} on recipes
      (language, ${sql.raw(order)}, last_modified desc, id desc) where status = 'published'`.execute(db);
  await sql`analyze recipes`.execute(db);
}
