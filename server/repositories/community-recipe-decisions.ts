import type { Executor } from '../db/executor';
import { MEMBER_COLUMNS } from './community-columns';

/** The decisions taken on a recipe, oldest first, with who took them (null once their account is gone). */
export async function decisionsOf(db: Executor, recipeId: string) {
  return db
    .selectFrom('recipe_moderation_decisions as d')
    .leftJoin('users as u', 'u.id', 'd.actor_id')
    .select([
      'd.id',
      'd.decision',
      'd.from_status',
      'd.to_status',
      'd.reason',
      'd.created_at',
      'd.actor_id',
      'u.id as user_id',
      ...MEMBER_COLUMNS,
    ])
    .where('d.recipe_id', '=', recipeId)
    .orderBy('d.created_at')
    .orderBy('d.id')
    .execute();
}

export async function insertDecision(
  db: Executor,
  row: {
    recipe_id: string;
    actor_id: string;
    decision: string;
    from_status: string;
    to_status: string;
    reason: string | null;
  },
) {
  await db.insertInto('recipe_moderation_decisions').values(row).execute();
}

/** The open reports of a recipe, oldest first. */
export async function openReportsOf(db: Executor, recipeId: string) {
  return db
    .selectFrom('community_reports')
    .select(['id', 'message', 'created_at'])
    .where('recipe_id', '=', recipeId)
    .where('status', '=', 'open')
    .orderBy('created_at')
    .execute();
}

/** Closes a recipe's open reports once a moderator decided on it. */
export async function closeReportsOf(db: Executor, recipeId: string) {
  await db
    .updateTable('community_reports')
    .set({ status: 'closed' })
    .where('recipe_id', '=', recipeId)
    .where('status', '=', 'open')
    .execute();
}
