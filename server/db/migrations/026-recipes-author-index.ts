import { type Kysely, sql } from 'kysely';

/**
 * Members' published recipes by author: a profile's `authored_recipes_count` and
 * `last_recipe_creation_date`, and the creators list's counts, read only the few catalogue rows a
 * member wrote instead of every recipe of every language. The creators list starts from the
 * members with the creator badge, a few among all members.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index recipes_author_idx on recipes (author_id, status) where author_id is not null`.execute(db);
  await sql`create index users_creator_badge_idx on users (id) where 'creator' = any(user_types)`.execute(db);
}
