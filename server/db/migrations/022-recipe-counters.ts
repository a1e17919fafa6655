import { type Kysely, sql } from 'kysely';

/**
 * The recipe counters kept on every language row (migration 021), made safe under concurrency and
 * for rows added later:
 *
 * - The triggers of 021 updated a recipe's language rows in whatever order the scan met them, so
 *   two ratings (or two posts) of one recipe at the same moment could lock them crosswise and one
 *   failed with a deadlock. They now lock the rows first, in language order, then update them.
 * - A language row added after members rated or re-created the recipe (staff publishing a
 *   translation under the same id) starts with the recipe's counts, not zeros.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function lock_recipe_rows(recipe text) returns void language plpgsql as $$
    begin
      perform 1 from recipes where id = recipe order by language for no key update;
    end $$`.execute(db);
  await sql`
    create or replace function community_posts_count() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform lock_recipe_rows(new.recipe_id);
        update recipes set posts_count = posts_count + 1 where id = new.recipe_id;
      else
        perform lock_recipe_rows(old.recipe_id);
        update recipes set posts_count = greatest(posts_count - 1, 0) where id = old.recipe_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create or replace function recipe_ratings_count() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        perform lock_recipe_rows(old.recipe_id);
        update recipes set ratings_count = greatest(ratings_count - 1, 0), rating_total = rating_total - old.stars
          where id = old.recipe_id;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        perform lock_recipe_rows(new.recipe_id);
        update recipes set ratings_count = ratings_count + 1, rating_total = rating_total + new.stars
          where id = new.recipe_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create function recipe_counters_of_new_row() returns trigger language plpgsql as $$
    begin
      select count(*), coalesce(sum(stars), 0) into new.ratings_count, new.rating_total
        from recipe_ratings where recipe_id = new.id;
      select count(*) into new.posts_count from community_posts where recipe_id = new.id;
      return new;
    end $$`.execute(db);
  await sql`create trigger recipe_counters_of_new_row before insert on recipes for each row execute function recipe_counters_of_new_row()`.execute(
    db,
  );
}
