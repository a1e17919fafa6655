import type { Transaction } from 'kysely';
import {
  type CommunityRecipeStatus,
  DECISIONS_NEEDING_REASON,
  type ModerationDecision,
  type RecipeAction,
  type RecipeActor,
  catalogueEffect,
  transition,
} from '../../src/core/recipes/recipe-status';
import type { DB } from '../db/schema';
import { ApiError, ERRNO, invalidBody } from '../errors';
import { closeReportsOf, insertDecision } from '../repositories/community-recipe-decisions';
import { updateCommunityRecipe } from '../repositories/community-recipes';
import { publishToCatalogue, withdrawFromCatalogue } from './community-catalogue';

/** 409 naming the status the recipe is in, which does not allow the move (errno 133). */
export function statusConflict(status: CommunityRecipeStatus, action: RecipeAction) {
  return new ApiError(409, ERRNO.STATUS_CONFLICT, `A recipe that is ${status} cannot be moved by ${action}.`, [
    { location: 'body', name: 'status', description: `The recipe is ${status}` },
  ]);
}

/**
 * Moves a community recipe through the status machine of src/core (the caller holds its row
 * lock, in the transaction that also writes what caused the move): refuses the wrong actor (403)
 * or a status that does not allow it (409), records who decided what and why, and publishes it
 * to, or withdraws it from, the catalogue in the same transaction. Returns the new status.
 */
export async function applyMove(
  trx: Transaction<DB>,
  recipe: { id: string; status: string; author_id: string },
  action: RecipeAction,
  actor: { id: string; kind: RecipeActor },
  reason: string | null = null,
): Promise<CommunityRecipeStatus> {
  const from = recipe.status as CommunityRecipeStatus;
  const result = transition(from, action, actor.kind);
  if (!result.ok) {
    if (result.reason === 'actor')
      throw new ApiError(403, ERRNO.FORBIDDEN, `Only ${actorOf(action)} may ${action.replace('_', ' ')} a recipe.`);
    throw statusConflict(from, action);
  }
  if (DECISIONS_NEEDING_REASON.includes(action as ModerationDecision) && !reason?.trim())
    throw invalidBody('reason', 'This field is mandatory');
  const to = result.to;
  if (to === from && action === 'edit') return to;
  await updateCommunityRecipe(trx, recipe.id, {
    status: to,
    ...(to === 'refused' || to === 'blocked' ? { refusal_reason: reason } : {}),
    ...(to === 'submitted' || to === 'validated' ? { refusal_reason: null } : {}),
    ...(to === 'submitted' ? { submitted_at: new Date() } : {}),
  });
  await insertDecision(trx, {
    recipe_id: recipe.id,
    actor_id: actor.id,
    // An edit that sends a validated recipe back to the moderators is its resubmission.
    decision: action === 'edit' ? 'submit' : action,
    from_status: from,
    to_status: to,
    reason: action === 'report' ? null : reason,
  });
  if (actor.kind === 'moderator') await closeReportsOf(trx, recipe.id);
  const effect = catalogueEffect(to);
  if (effect === 'publish') await publishToCatalogue(trx, recipe.id);
  if (effect === 'withdraw') await withdrawFromCatalogue(trx, recipe.id);
  return to;
}

function actorOf(action: RecipeAction): string {
  if (action === 'validate' || action === 'refuse' || action === 'block') return 'moderators';
  if (action === 'report') return 'other members';
  return 'its author';
}
