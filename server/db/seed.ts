import fs from 'node:fs';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { LANGUAGES } from '../../src/core/locales/locales';
import { isVertical } from '../../src/core/locales/routes';
import { ACCESS_MODES, DIETS, DIFFICULTIES, STEPS_PER_RECIPE } from '../../src/core/rules';
import type { Database, RecipeIngredient, RecipeStep } from './schema';
import { countAllRecipes } from '../repositories/recipes';

/** A recipe of content/recipes/: shared facts, then one translation per content language. */
export interface ContentRecipe {
  id: string;
  vertical: string;
  category: string;
  origin: string;
  diets: string[];
  servings: number;
  difficulty: string;
  time: { preparation: number; cooking: number; resting: number };
  access_mode: string;
  has_video: boolean;
  palette: string[];
  kitchenware: string[];
  translations: Record<
    string,
    {
      title: string;
      subtitle: string;
      description: string;
      url_slug: string;
      kitchenware: string[];
      ingredients: RecipeIngredient[];
      steps: RecipeStep[];
    }
  >;
}

/** Checks a content recipe against the product rules; returns what is wrong, empty when fine. */
export function contentRecipeProblems(recipe: ContentRecipe): string[] {
  const problems: string[] = [];
  const where = `content/recipes/${recipe.id}.json`;
  if (!/^[a-z0-9][a-z0-9-]*$/.test(recipe.id)) problems.push(`${where}: id must be kebab-case`);
  if (!isVertical(recipe.vertical)) problems.push(`${where}: unknown vertical ${recipe.vertical}`);
  if (!(DIFFICULTIES as readonly string[]).includes(recipe.difficulty)) problems.push(`${where}: unknown difficulty`);
  if (!(ACCESS_MODES as readonly string[]).includes(recipe.access_mode)) problems.push(`${where}: unknown access_mode`);
  for (const diet of recipe.diets) if (!(DIETS as readonly string[]).includes(diet)) problems.push(`${where}: unknown diet ${diet}`);
  if (!(recipe.servings > 0)) problems.push(`${where}: servings must be above 0`);
  if (!(recipe.time.preparation + recipe.time.cooking + recipe.time.resting > 0)) problems.push(`${where}: duration must be above 0`);
  for (const language of LANGUAGES) {
    const t = recipe.translations[language];
    if (!t) {
      problems.push(`${where}: missing translation ${language}`);
      continue;
    }
    if (isVertical(t.url_slug)) problems.push(`${where}: ${language} url_slug may not be a universe name`);
    if (t.steps.length < STEPS_PER_RECIPE.min || t.steps.length > STEPS_PER_RECIPE.max) problems.push(`${where}: ${language} needs 1 to 6 steps`);
    if (t.ingredients.length === 0) problems.push(`${where}: ${language} needs at least one ingredient`);
  }
  return problems;
}

export function readContentRecipes(contentDir: string): ContentRecipe[] {
  const dir = path.join(contentDir, 'recipes');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as ContentRecipe);
}

/** Inserts every content recipe in every language, in one transaction: all or nothing. */
export async function seedRecipes(db: Kysely<Database>, recipes: ContentRecipe[], now = Date.now()): Promise<number> {
  const problems = recipes.flatMap(contentRecipeProblems);
  if (problems.length) throw new Error(`The seed catalogue has problems:\n${problems.join('\n')}`);
  const rows = recipes.flatMap((recipe) =>
    LANGUAGES.map((language) => {
      const t = recipe.translations[language];
      return {
        id: recipe.id,
        language,
        url_slug: t.url_slug,
        vertical: recipe.vertical,
        category: recipe.category,
        origin: recipe.origin,
        diets: recipe.diets,
        number_of_people: recipe.servings,
        difficulty: recipe.difficulty,
        preparation_time: recipe.time.preparation,
        cooking_time: recipe.time.cooking,
        resting_time: recipe.time.resting,
        total_time: recipe.time.preparation + recipe.time.cooking + recipe.time.resting,
        access_mode: recipe.access_mode,
        status: 'published',
        has_video: recipe.has_video,
        title: t.title,
        subtitle: t.subtitle,
        description: t.description,
        ingredients: JSON.stringify(t.ingredients),
        kitchenware: JSON.stringify(t.kitchenware),
        steps: JSON.stringify(t.steps.map((step) => ({ text: step.text, ingredients: step.ingredients }))),
        palette: recipe.palette,
      };
    }),
  );
  await db.transaction().execute(async (trx) => {
    // Strictly increasing timestamps, after any existing one (Kinto's last_modified).
    const { latest } = await trx.selectFrom('recipes').select((eb) => eb.fn.max('last_modified').as('latest')).executeTakeFirstOrThrow();
    const start = Math.max(now - rows.length + 1, Number(latest ?? 0) + 1);
    const stamped = rows.map((row, index) => ({ ...row, last_modified: start + index }));
    for (let i = 0; i < stamped.length; i += 200) await trx.insertInto('recipes').values(stamped.slice(i, i + 200)).execute();
  });
  // Fresh statistics, or the planner guesses a bulk-loaded table is tiny.
  await sql`analyze recipes`.execute(db);
  return rows.length;
}

/** Seeds the demo catalogue when the database has no recipe yet; returns the rows written. */
export async function seedIfEmpty(db: Kysely<Database>, contentDir: string): Promise<number> {
  if ((await countAllRecipes(db)) > 0) return 0;
  return seedRecipes(db, readContentRecipes(contentDir));
}
