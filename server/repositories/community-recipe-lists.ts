import type { CommunityRecipeStatus } from '../../src/core/recipes/recipe-status';
import type { Executor } from '../db/executor';
import { type CursorPosition, cursorTime, MEMBER_COLUMNS, keysetQuery } from './community-columns';

/** The columns of a list line: the recipe, its author, its open reports (cooking tests build on it too). */
export function summaryQuery(db: Executor) {
  return db
    .selectFrom('community_recipes as r')
    .innerJoin('users as u', 'u.id', 'r.author_id')
    .select((eb) => [
      'r.id',
      'r.title',
      'r.language',
      'r.picture_thumbnail_key',
      'r.status',
      'r.refusal_reason',
      'r.published_slug',
      'r.updated_at',
      'r.submitted_at',
      'u.id as author_id',
      ...MEMBER_COLUMNS,
      eb
        .selectFrom('community_reports as cr')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('cr.recipe_id', '=', 'r.id')
        .where('cr.status', '=', 'open')
        .as('reports_count'),
    ]);
}

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number] & {
  cursor_at: string;
};

/** The author's recipes, newest change first, by status if asked; one row more than `limit`. */
export async function listOwnRecipes(
  db: Executor,
  authorId: string,
  options: { status?: CommunityRecipeStatus; after?: CursorPosition; limit: number },
): Promise<SummaryRow[]> {
  let query = summaryQuery(db).select(cursorTime('r.updated_at').as('cursor_at')).where('r.author_id', '=', authorId);
  if (options.status) query = query.where('r.status', '=', options.status);
  return keysetQuery(query, { time: 'r.updated_at', id: 'r.id' }, 'desc', options).execute();
}

/** The moderators' queue: the statuses asked, the oldest submission first; one row more than `limit`. */
export async function listQueue(
  db: Executor,
  options: { statuses: readonly CommunityRecipeStatus[]; after?: CursorPosition; limit: number },
): Promise<SummaryRow[]> {
  const query = summaryQuery(db)
    .select(cursorTime('r.submitted_at').as('cursor_at'))
    .where('r.status', 'in', [...options.statuses])
    .where('r.submitted_at', 'is not', null);
  return keysetQuery(query, { time: 'r.submitted_at', id: 'r.id' }, 'asc', options).execute();
}
