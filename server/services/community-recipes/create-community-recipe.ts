import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { insertCommunityRecipe } from '../../repositories/community-recipes';
import { requireCreatorTerms } from '../creator-terms';

/** Starts a recipe: a draft with its title, in the member's language (creators terms accepted). */
export async function createCommunityRecipe(
  db: Kysely<DB>,
  authorId: string,
  recipe: { title: string; source: string; language: string },
): Promise<string> {
  await requireCreatorTerms(db, authorId);
  const id = randomUUID();
  await insertCommunityRecipe(db, {
    id,
    author_id: authorId,
    language: recipe.language,
    source: recipe.source,
    title: recipe.title.trim(),
  });
  return id;
}
