// What community writes check against the catalogue: whether a recipe is published, by whom, with which pictures.
import type { Executor } from '../db/executor';

/** What pictures the catalogue's published copy of a recipe shows (its cover and its steps), or undefined. */
export async function publishedPictures(db: Executor, id: string) {
  return db
    .selectFrom('recipes')
    .select(['web_cover', 'web_cover_thumbnail', 'steps'])
    .where('id', '=', id)
    .where('status', '=', 'published')
    .executeTakeFirst();
}

/**
 * A published recipe's member author (null for Miamo's own recipes), or undefined when the recipe
 * is not published in any language: comments and ratings check blocks and ownership against it.
 */
export async function publishedRecipeAuthor(
  db: Executor,
  id: string,
): Promise<{ authorId: string | null } | undefined> {
  const row = await db
    .selectFrom('recipes')
    .select('author_id')
    .where('id', '=', id)
    .where('status', '=', 'published')
    .limit(1)
    .executeTakeFirst();
  return row && { authorId: row.author_id };
}

/** Whether a recipe is published in some language (a favourite or a view must name one). */
export async function isPublishedRecipe(db: Executor, id: string): Promise<boolean> {
  return !!(await db
    .selectFrom('recipes')
    .select('id')
    .where('id', '=', id)
    .where('status', '=', 'published')
    .limit(1)
    .executeTakeFirst());
}
