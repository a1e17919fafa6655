import type { Kysely } from 'kysely';
import { decidesOwnRecipe } from '../../src/core/accounts/roles';
import type { ModeratedRecipe } from '../../src/core/contract/community-recipes';
import { type Language, firstLocaleOf, isLocale } from '../../src/core/locales/locales';
import type { ModerationDecision } from '../../src/core/recipes/recipe-status';
import type { Db } from '../db/create-db';
import type { DB } from '../db/schema';
import { ApiError, ERRNO, notFound } from '../errors';
import type { Mailer } from '../mail/mailer';
import { composeModerationMail } from '../mail/recipe-mails';
import { decisionsOf, openReportsOf } from '../repositories/community-recipe-decisions';
import { findCommunityRecipe, lockCommunityRecipe, recipeParts } from '../repositories/community-recipes';
import { findUserById } from '../repositories/users';
import { problemsOf, recipeViewOf } from './community-recipes/recipe-view';
import { authorOf } from './profile';
import { applyMove } from './recipe-moves';

const missing = (id: string) => notFound('This recipe does not exist', { id, resource_name: 'community-recipe' });

/** A recipe as moderators open it: the whole recipe, who decided what and why, its open reports. */
export async function moderatedRecipe(db: Kysely<DB>, id: string, publicUrl: string): Promise<ModeratedRecipe> {
  const parts = await recipeParts(db, id);
  if (!parts) throw missing(id);
  const [recipe, decisions, reports] = await Promise.all([
    recipeViewOf(db, parts, 'moderator', publicUrl),
    decisionsOf(db, id),
    openReportsOf(db, id),
  ]);
  return {
    recipe,
    decisions: decisions.map((row) => ({
      id: String(row.id),
      decision: row.decision as ModeratedRecipe['decisions'][number]['decision'],
      from_status: row.from_status as ModeratedRecipe['recipe']['status'],
      to_status: row.to_status as ModeratedRecipe['recipe']['status'],
      reason: row.reason,
      // A left join: the user columns are all set together, or the actor's account is gone.
      by: row.user_id
        ? authorOf(
            {
              id: row.user_id,
              username: row.username!,
              first_name: row.first_name!,
              last_name: row.last_name!,
              show_full_name: row.show_full_name!,
              profile_picture: row.profile_picture,
              user_types: row.user_types!,
            },
            publicUrl,
          )
        : null,
      created_time: new Date(row.created_at).toISOString(),
    })),
    reports: reports.map((row) => ({
      id: row.id,
      message: row.message,
      created_time: new Date(row.created_at).toISOString(),
    })),
  };
}

/**
 * A moderator's decision, in one transaction under the recipe's lock (validate publishes the
 * recipe as it is now; refuse and block need a reason), then the author's mail once committed.
 * Never on the moderator's own recipe (four eyes: 403, errno 140).
 */
export async function decide(
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  id: string,
  moderatorId: string,
  decision: ModerationDecision,
  reason: string | null,
): Promise<void> {
  const { db } = deps.db;
  await db.transaction().execute(async (trx) => {
    const recipe = await lockCommunityRecipe(trx, id);
    if (!recipe) throw missing(id);
    if (decidesOwnRecipe(moderatorId, recipe))
      throw new ApiError(
        403,
        ERRNO.OWN_RECIPE,
        'You wrote this recipe: another moderator decides on it (nobody publishes their own recipe alone).',
      );
    // An edit since submission may have broken a rule (no step left): the catalogue never takes that.
    if (decision === 'validate') {
      const problems = problemsOf((await recipeParts(trx, id))!);
      if (problems.length)
        throw new ApiError(
          409,
          ERRNO.STATUS_CONFLICT,
          `The recipe breaks the publishing rules: ${problems.map((p) => p.message).join('; ')}.`,
          problems.map((p) => ({ location: 'body', name: p.field, description: p.message })),
        );
    }
    await applyMove(trx, recipe, decision, { id: moderatorId, kind: 'moderator' }, reason?.trim() || null);
  });
  const recipe = (await findCommunityRecipe(db, id))!;
  const author = await findUserById(db, recipe.author_id);
  if (!author) return;
  // The author's chosen language, else the first locale of the recipe's language.
  const locale =
    author.chosen_lang && isLocale(author.chosen_lang)
      ? author.chosen_lang
      : firstLocaleOf(recipe.language as Language);
  await deps.mailer.send({
    to: author.email,
    kind: 'recipeModeration',
    ...composeModerationMail(deps.publicUrl, locale, author, decision, {
      uuid: recipe.id,
      title: recipe.title,
      slug: recipe.published_slug,
      reason: recipe.refusal_reason,
      language: recipe.language as Language,
    }),
  });
}
