import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type {
  CommunityRecipe,
  CommunityRecipePatch,
  CommunityStepPatch,
  NewCommunityIngredient,
  NewCommunityStep,
} from '../../src/core/contract/community-recipes';
import { MODERATING_ROLES, moderationRefusal } from '../../src/core/accounts/roles';
import { publishingProblems } from '../../src/core/recipes/community-recipe-rules';
import {
  type CommunityRecipeStatus,
  type RecipeActor,
  allowedActions,
  transition,
} from '../../src/core/recipes/recipe-status';
import { COMMUNITY_RECIPE_LIMITS, STEPS_PER_RECIPE } from '../../src/core/rules';
import type { Db } from '../db/create-db';
import type { Executor } from '../db/executor';
import type { Database } from '../db/schema';
import { ApiError, ERRNO, invalidBody, notFound } from '../errors';
import type { ImageWork } from '../images/image-work';
import type { ImageStorage } from '../images/storage';
import { deleteImageRecords } from '../repositories/community-attachments';
import {
  type CommunityRecipeRow,
  type RecipeParts,
  countPieces,
  deleteCommunityRecipeRow,
  deletePiece,
  findCommunityRecipe,
  findPiece,
  findStep,
  forgetStepIngredient,
  ingredientIdsOf,
  insertCommunityRecipe,
  insertIngredient,
  insertKitchenware,
  insertStep,
  isTesterOf,
  lockCommunityRecipe,
  pictureKeysOf,
  recipeParts,
  renumberSteps,
  updateCommunityRecipe,
  updateStep,
} from '../repositories/community-recipes';
import { requireCreatorTerms } from './creator-terms';
import { deleteFiles, storePicture, unusedKeys } from './community-recipe-pictures';
import { rolesOf } from '../repositories/roles';
import { listTerms } from '../repositories/taxonomy';
import { findUserById } from '../repositories/users';
import { withdrawFromCatalogue } from './community-catalogue';
import { authorOf, imageUrl } from './profile';
import { applyMove } from './recipe-moves';

type Upload = Awaited<ReturnType<ImageWork['normalizeUpload']>>;
export interface RecipeDeps {
  db: Db;
  images: ImageStorage;
  imageWork: ImageWork;
}

/** Who reads a recipe: its author, a moderator (or staff), its assigned tester; null: nobody may. */
export type ReaderKind = 'author' | 'moderator' | 'tester';

const recipeNotFound = (id: string) =>
  notFound('This recipe does not exist', { id, resource_name: 'community-recipe' });

/** The member reading, and when their session passed the second factor (moderators' powers need it). */
export interface RecipeReader {
  id: string;
  secondFactorAt: Date | string | null;
}

/**
 * How the member may read the recipe; null when they may not (they are then told it does not
 * exist). A moderator or staff member reads drafts only on a session that passed the second
 * factor: the same rule as the moderation routes (src/core's moderationRefusal), so a stolen
 * password alone reads nobody's drafts.
 */
export async function readerKind(
  db: Executor,
  recipe: CommunityRecipeRow,
  reader: RecipeReader,
): Promise<ReaderKind | null> {
  if (recipe.author_id === reader.id) return 'author';
  if (moderationRefusal({ roles: await rolesOf(db, reader.id) }, reader) === null) return 'moderator';
  if (await isTesterOf(db, recipe.id, reader.id)) return 'tester';
  return null;
}

/**
 * Whether a member other than the author may be told the recipe exists when they try to change it
 * (403, only its author writes) rather than that it does not (404): a moderator by role, or its
 * tester. Nothing of the recipe is read, so no second factor is needed to be told no.
 */
async function knowsOf(db: Executor, recipe: CommunityRecipeRow, memberId: string): Promise<boolean> {
  const roles = await rolesOf(db, memberId);
  return MODERATING_ROLES.some((role) => roles.includes(role)) || (await isTesterOf(db, recipe.id, memberId));
}

const actorOf = (kind: ReaderKind): RecipeActor => (kind === 'tester' ? 'member' : kind);

/** What submitting the recipe as it is now would refuse (SPEC section 5). */
export function problemsOf({ recipe, ingredients, steps }: RecipeParts) {
  return publishingProblems({
    preparation_time: recipe.preparation_time,
    cooking_time: recipe.cooking_time,
    resting_time: recipe.resting_time,
    numberOfPeople: recipe.number_of_people,
    ingredients,
    steps,
    picture: recipe.picture_key,
    categories: recipe.categories,
  });
}

/** The whole recipe as the contract says, names of catalogue ingredients in `language` when given. */
export async function recipeViewOf(
  db: Executor,
  parts: RecipeParts,
  reader: ReaderKind,
  publicUrl: string,
  language?: string,
): Promise<CommunityRecipe> {
  const { recipe } = parts;
  const author = (await findUserById(db, recipe.author_id))!;
  const names = language
    ? new Map((await listTerms(db, 'ingredient', language)).map((term) => [term.id, term.name]))
    : new Map<string, string>();
  return {
    uuid: recipe.id,
    title: recipe.title,
    source: recipe.source as CommunityRecipe['source'],
    language: recipe.language as CommunityRecipe['language'],
    description: recipe.description,
    picture: imageUrl(publicUrl, recipe.picture_key),
    picture_thumbnail: imageUrl(publicUrl, recipe.picture_thumbnail_key),
    status: recipe.status as CommunityRecipe['status'],
    refusal_reason: recipe.refusal_reason,
    categories: recipe.categories,
    suitable_for_diets: recipe.diets as CommunityRecipe['suitable_for_diets'],
    numberOfPeople: recipe.number_of_people,
    difficulty: recipe.difficulty as CommunityRecipe['difficulty'],
    preparation_time: recipe.preparation_time,
    cooking_time: recipe.cooking_time,
    resting_time: recipe.resting_time,
    total_time: recipe.preparation_time + recipe.cooking_time + recipe.resting_time,
    ingredients: parts.ingredients.map((line) => ({
      uuid: line.id,
      ingredient: line.ingredient,
      name: (line.ingredient && names.get(line.ingredient)) || line.name,
      quantity: line.quantity,
      unit: line.unit as CommunityRecipe['ingredients'][number]['unit'],
    })),
    kitchenware: parts.kitchenware.map((item) => ({ uuid: item.id, name: item.name })),
    steps: parts.steps.map((step) => ({
      uuid: step.id,
      position: step.position,
      description: step.description,
      ingredients: step.ingredient_ids,
      picture: imageUrl(publicUrl, step.picture_key),
    })),
    author: authorOf(author, publicUrl),
    published: recipe.published_slug
      ? { id: recipe.id, language: recipe.language, url_slug: recipe.published_slug }
      : null,
    problems: problemsOf(parts),
    actions: allowedActions(recipe.status as CommunityRecipe['status'], actorOf(reader)),
    created_time: new Date(recipe.created_at).toISOString(),
    updated_time: new Date(recipe.updated_at).toISOString(),
    submitted_time: recipe.submitted_at ? new Date(recipe.submitted_at).toISOString() : null,
  };
}

/** The recipe as the member may read it, or a 404 whether it is missing or not theirs to read. */
export async function readCommunityRecipe(
  db: Kysely<Database>,
  id: string,
  member: RecipeReader,
  publicUrl: string,
  language?: string,
): Promise<CommunityRecipe> {
  const parts = await recipeParts(db, id);
  const reader = parts && (await readerKind(db, parts.recipe, member));
  if (!parts || !reader) throw recipeNotFound(id);
  return recipeViewOf(db, parts, reader, publicUrl, language);
}

/** Starts a recipe: a draft with its title, in the member's language (creators terms accepted). */
export async function createCommunityRecipe(
  db: Kysely<Database>,
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

/**
 * One change of the author's recipe, in one transaction under the recipe's lock: 404 when the
 * member may not read it, 403 when they may read but not write it (a moderator, a tester), 409
 * when its status forbids edits (blocked); an edit of a validated recipe sends it back to the
 * moderators. Returns what `change` returns, and the keys of files to delete after the commit.
 */
async function changeRecipe<T>(
  db: Kysely<Database>,
  recipeId: string,
  memberId: string,
  change: (trx: Transaction<Database>, recipe: CommunityRecipeRow) => Promise<T>,
  /** False for the moves that are not edits (submit, make private, delete). */
  asEdit = true,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const recipe = await lockCommunityRecipe(trx, recipeId);
    if (!recipe) throw recipeNotFound(recipeId);
    if (recipe.author_id !== memberId) {
      if (await knowsOf(trx, recipe, memberId))
        throw new ApiError(403, ERRNO.FORBIDDEN, 'Only its author may change a recipe.');
      throw recipeNotFound(recipeId);
    }
    if (asEdit) await applyMove(trx, recipe, 'edit', { id: memberId, kind: 'author' });
    const result = await change(trx, recipe);
    if (asEdit) await updateCommunityRecipe(trx, recipeId, {});
    return result;
  });
}

/** The fields of a PATCH, and a move when it carries `status` (submitted: publish; private). */
export async function patchCommunityRecipe(
  db: Kysely<Database>,
  recipeId: string,
  memberId: string,
  patch: CommunityRecipePatch,
): Promise<void> {
  const { status, ...fields } = patch;
  if (fields.title !== undefined) fields.title = fields.title.trim();
  if (Object.keys(fields).length) {
    await changeRecipe(db, recipeId, memberId, async (trx) => {
      const { numberOfPeople, ...rest } = fields;
      await updateCommunityRecipe(trx, recipeId, {
        ...rest,
        ...(numberOfPeople !== undefined ? { number_of_people: numberOfPeople } : {}),
      });
    });
  }
  if (status === 'submitted') await submitCommunityRecipe(db, recipeId, memberId);
  if (status === 'private') {
    await changeRecipe(
      db,
      recipeId,
      memberId,
      async (trx, recipe) => {
        await applyMove(trx, recipe, 'make_private', { id: memberId, kind: 'author' });
      },
      false,
    );
  }
}

/**
 * "Publish": every rule of SPEC section 5 checked at once; one 400 naming every failing field and
 * nothing written, or the recipe goes to the moderators.
 */
async function submitCommunityRecipe(db: Kysely<Database>, recipeId: string, memberId: string): Promise<void> {
  await changeRecipe(
    db,
    recipeId,
    memberId,
    async (trx, recipe) => {
      await requireCreatorTerms(trx, memberId);
      const parts = (await recipeParts(trx, recipeId))!;
      const problems = problemsOf(parts);
      // The status first: a recipe that cannot be submitted now is told so before its gaps.
      const movable = transition(recipe.status as CommunityRecipeStatus, 'submit', 'author').ok;
      const [first] = problems;
      if (first && movable) {
        const details = problems.map((p) => ({ location: 'body', name: p.field, description: p.message }));
        throw new ApiError(400, ERRNO.INVALID_POSTED_DATA, `${first.field} in body: ${first.message}`, details);
      }
      await applyMove(trx, recipe, 'submit', { id: memberId, kind: 'author' });
    },
    false,
  );
}

/** The categories in order (existing category terms only; the first is the catalogue's). */
export async function setCategories(db: Kysely<Database>, recipeId: string, memberId: string, categories: string[]) {
  await changeRecipe(db, recipeId, memberId, async (trx, recipe) => {
    const known = new Set((await listTerms(trx, 'category', recipe.language)).map((term) => term.id));
    const unknown = categories.find((key) => !known.has(key));
    if (unknown) throw invalidBody('categories', `${unknown} is not a category`);
    await updateCommunityRecipe(trx, recipeId, { categories });
  });
}

export async function setDiets(db: Kysely<Database>, recipeId: string, memberId: string, diets: string[]) {
  await changeRecipe(db, recipeId, memberId, async (trx) => {
    await updateCommunityRecipe(trx, recipeId, { diets });
  });
}

/** An ingredient line: a catalogue ingredient (named in the recipe's language) or free text. */
export async function addIngredient(db: Kysely<Database>, memberId: string, body: NewCommunityIngredient) {
  await changeRecipe(db, body.recipe, memberId, async (trx, recipe) => {
    if (!body.ingredient && !body.name) throw invalidBody('name', 'This field is mandatory');
    let name = body.name?.trim() ?? '';
    if (body.ingredient) {
      const term = (await listTerms(trx, 'ingredient', recipe.language)).find((t) => t.id === body.ingredient);
      if (!term) throw invalidBody('ingredient', `${body.ingredient} is not an ingredient of the catalogue`);
      name = name || term.name;
    }
    if ((await countPieces(trx, 'community_recipe_ingredients', recipe.id)) >= COMMUNITY_RECIPE_LIMITS.ingredientsMax)
      throw invalidBody('ingredients', `A recipe has at most ${COMMUNITY_RECIPE_LIMITS.ingredientsMax} ingredients`);
    await insertIngredient(trx, {
      id: randomUUID(),
      recipe_id: recipe.id,
      ingredient: body.ingredient ?? null,
      name,
      quantity: body.quantity,
      unit: body.unit ?? null,
    });
  });
}

export async function addKitchenware(db: Kysely<Database>, memberId: string, body: { recipe: string; name: string }) {
  await changeRecipe(db, body.recipe, memberId, async (trx, recipe) => {
    if ((await countPieces(trx, 'community_recipe_kitchenware', recipe.id)) >= COMMUNITY_RECIPE_LIMITS.kitchenwareMax)
      throw invalidBody('kitchenware', `A recipe lists at most ${COMMUNITY_RECIPE_LIMITS.kitchenwareMax} utensils`);
    await insertKitchenware(trx, { id: randomUUID(), recipe_id: recipe.id, name: body.name.trim() });
  });
}

async function assertOwnIngredients(trx: Transaction<Database>, recipeId: string, ids: readonly string[]) {
  const own = await ingredientIdsOf(trx, recipeId, ids);
  const foreign = ids.find((id) => !own.has(id));
  if (foreign) throw invalidBody('ingredients', `${foreign} is not an ingredient of this recipe`);
}

/** A step appended last; a seventh is refused. */
export async function addStep(db: Kysely<Database>, memberId: string, body: NewCommunityStep) {
  await changeRecipe(db, body.recipe, memberId, async (trx, recipe) => {
    if ((await countPieces(trx, 'community_recipe_steps', recipe.id)) >= STEPS_PER_RECIPE.max)
      throw invalidBody('steps', `A recipe has ${STEPS_PER_RECIPE.min} to ${STEPS_PER_RECIPE.max} steps`);
    await assertOwnIngredients(trx, recipe.id, body.ingredients ?? []);
    await insertStep(trx, {
      id: randomUUID(),
      recipe_id: recipe.id,
      description: body.description ?? '',
      ingredient_ids: body.ingredients ?? [],
    });
  });
}

/** The recipe a piece belongs to, or a 404 naming the piece (as for a recipe one may not read). */
export async function recipeOfPiece(
  db: Kysely<Database>,
  table: 'community_recipe_ingredients' | 'community_recipe_kitchenware' | 'community_recipe_steps',
  pieceId: string,
  memberId: string,
): Promise<string> {
  const piece = await findPiece(db, table, pieceId);
  const recipe = piece && (await findCommunityRecipe(db, piece.recipe_id));
  if (!piece || !recipe || !(recipe.author_id === memberId || (await knowsOf(db, recipe, memberId))))
    throw notFound('This item does not exist', { id: pieceId, resource_name: table.replace('community_recipe_', '') });
  return piece.recipe_id;
}

/** A step's words, ingredients or place (the other steps close up around it). */
export async function patchStep(db: Kysely<Database>, memberId: string, stepId: string, patch: CommunityStepPatch) {
  const recipeId = await recipeOfPiece(db, 'community_recipe_steps', stepId, memberId);
  await changeRecipe(db, recipeId, memberId, async (trx) => {
    if (patch.ingredients) await assertOwnIngredients(trx, recipeId, patch.ingredients);
    const changes = {
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.ingredients ? { ingredient_ids: patch.ingredients } : {}),
    };
    if (Object.keys(changes).length) await updateStep(trx, stepId, changes);
    if (patch.position !== undefined) {
      const order = (await recipeParts(trx, recipeId))!.steps.map((step) => step.id).filter((id) => id !== stepId);
      order.splice(Math.min(patch.position, order.length), 0, stepId);
      await renumberSteps(trx, order);
    }
  });
  return recipeId;
}

/** Removes an ingredient line (and from the steps that used it), a utensil, or a step (others close up). */
export async function removePiece(
  deps: RecipeDeps,
  memberId: string,
  table: 'community_recipe_ingredients' | 'community_recipe_kitchenware' | 'community_recipe_steps',
  pieceId: string,
): Promise<string> {
  const { db } = deps.db;
  const recipeId = await recipeOfPiece(db, table, pieceId, memberId);
  const stale = await changeRecipe(db, recipeId, memberId, async (trx) => {
    const step = table === 'community_recipe_steps' ? await findStep(trx, pieceId) : undefined;
    await deletePiece(trx, table, pieceId);
    if (table === 'community_recipe_ingredients') await forgetStepIngredient(trx, recipeId, pieceId);
    if (table === 'community_recipe_steps') {
      await renumberSteps(
        trx,
        (await recipeParts(trx, recipeId))!.steps.map((s) => s.id),
      );
      return unusedKeys(trx, recipeId, [step?.picture_key ?? null]);
    }
    return [];
  });
  await deleteFiles(deps.images, stale);
  return recipeId;
}

/** Writes a picture (the cover, or a step's) with its files; a failed write deletes the new files. */
async function replacePicture(
  deps: RecipeDeps,
  recipeId: string,
  memberId: string,
  image: Upload,
  target: { kind: 'cover' } | { kind: 'step'; stepId: string },
) {
  const stored = await storePicture(deps, memberId, image, target.kind === 'cover');
  try {
    const stale = await changeRecipe(deps.db.db, recipeId, memberId, async (trx, recipe) => {
      await stored.record(trx);
      if (target.kind === 'cover') {
        await updateCommunityRecipe(trx, recipeId, {
          picture_key: stored.keys[0],
          picture_thumbnail_key: stored.keys[1],
        });
        return unusedKeys(trx, recipeId, [recipe.picture_key, recipe.picture_thumbnail_key]);
      }
      const step = await findStep(trx, target.stepId);
      await updateStep(trx, target.stepId, { picture_key: stored.keys[0] });
      return unusedKeys(trx, recipeId, [step?.picture_key ?? null]);
    });
    await deleteFiles(deps.images, stale);
  } catch (error) {
    await deleteFiles(deps.images, stored.keys);
    throw error;
  }
}

export async function setCover(deps: RecipeDeps, recipeId: string, memberId: string, image: Upload) {
  await replacePicture(deps, recipeId, memberId, image, { kind: 'cover' });
}

export async function setStepPicture(deps: RecipeDeps, stepId: string, memberId: string, image: Upload) {
  const recipeId = await recipeOfPiece(deps.db.db, 'community_recipe_steps', stepId, memberId);
  await replacePicture(deps, recipeId, memberId, image, { kind: 'step', stepId });
  return recipeId;
}

/**
 * Deletes the author's recipe with its pieces, takes it out of the catalogue, then deletes its
 * pictures once committed. Its reports stay (their recipe becomes null), as the evidence they are.
 */
export async function deleteCommunityRecipe(deps: RecipeDeps, recipeId: string, memberId: string) {
  const keys = await changeRecipe(
    deps.db.db,
    recipeId,
    memberId,
    async (trx) => {
      const parts = (await recipeParts(trx, recipeId))!;
      await withdrawFromCatalogue(trx, recipeId);
      const files = pictureKeysOf(parts);
      await deleteImageRecords(trx, files);
      await deleteCommunityRecipeRow(trx, recipeId);
      return files;
    },
    false,
  );
  await deleteFiles(deps.images, keys);
}
