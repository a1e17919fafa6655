import { isLocked } from '../../src/core/recipes/recipe-summary';
import type { AccessMode } from '../../src/core/rules';
import type { Executor } from '../db/executor';
import type { RecipeRow } from './recipes';

/**
 * What the caller may see of locked recipes: everything when premium, a book's when unlocked, the
 * recipes of their weekly offer while it runs.
 */
export interface CallerAccess {
  premium: boolean;
  unlockedRecipeIds: Set<string>;
  weeklyOfferIds: Set<string>;
}

export const ANONYMOUS: CallerAccess = { premium: false, unlockedRecipeIds: new Set(), weeklyOfferIds: new Set() };

export async function unlockedRecipeIds(db: Executor, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('unlocked_books')
    .innerJoin('book_recipes', 'book_recipes.book_id', 'unlocked_books.book_id')
    .select('book_recipes.recipe_id')
    .where('unlocked_books.user_id', '=', userId)
    .execute();
  return new Set(rows.map((r) => r.recipe_id));
}

export function canSeeContent(row: Pick<RecipeRow, 'id' | 'access_mode'>, access: CallerAccess): boolean {
  return !isLocked(row.access_mode as AccessMode, {
    isPremium: access.premium,
    ownsBook: access.unlockedRecipeIds.has(row.id),
    offeredThisWeek: access.weeklyOfferIds.has(row.id),
  });
}
