import fs from 'node:fs';
import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import { slugify } from '../../src/core/format/slugify';
import { type CmsPageKey, siteOf } from '../../src/core/locales/catalogues';
import { LANGUAGES, LOCALES, type Locale } from '../../src/core/locales/locales';
import { isVertical } from '../../src/core/locales/routes';
import { ACCESS_MODES, DIETS, DIFFICULTIES, STEPS_PER_RECIPE } from '../../src/core/rules';
import type { Executor } from '../db/executor';
import type { CmsSection } from '../../src/core/contract/pages';
import type { RecipeIngredient, RecipeStep } from '../db/json-columns';
import type { DB } from '../db/schema';
import { insertCmsPages } from '../repositories/pages';
import { analyzeRecipes, countAllRecipes } from '../repositories/recipes';
import { insertTerms } from '../repositories/taxonomy';
import { writeRecipes } from '../services/recipe-writer';
import { type ContentBook, insertBooks, writeCopyCodes } from './seed-books';
import { coverKey, hasStepPictures, stepKey, thumbnailKey } from './seed-pictures';

export { COPY_CODES_FILE, type ContentBook } from './seed-books';

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
  for (const diet of recipe.diets)
    if (!(DIETS as readonly string[]).includes(diet)) problems.push(`${where}: unknown diet ${diet}`);
  if (!(recipe.servings > 0)) problems.push(`${where}: servings must be above 0`);
  if (!(recipe.time.preparation + recipe.time.cooking + recipe.time.resting > 0))
    problems.push(`${where}: duration must be above 0`);
  for (const language of LANGUAGES) {
    const t = recipe.translations[language];
    if (!t) {
      problems.push(`${where}: missing translation ${language}`);
      continue;
    }
    if (isVertical(t.url_slug)) problems.push(`${where}: ${language} url_slug may not be a universe name`);
    if (t.steps.length < STEPS_PER_RECIPE.min || t.steps.length > STEPS_PER_RECIPE.max)
      problems.push(`${where}: ${language} needs 1 to 6 steps`);
    // `text` was the step's key before migration 017: a file written the old way says so here.
    if (t.steps.some((step) => typeof step.description !== 'string' || !step.description.trim()))
      problems.push(`${where}: ${language} has a step without a description`);
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

/** Inserts recipes in every language; the caller holds the transaction. */
async function insertRecipes(
  trx: Transaction<DB>,
  recipes: ContentRecipe[],
  now: number,
  pictures: boolean,
): Promise<number> {
  const problems = recipes.flatMap(contentRecipeProblems);
  if (problems.length) throw new Error(`The seed catalogue has problems:\n${problems.join('\n')}`);
  const rows = recipes.flatMap((recipe) =>
    LANGUAGES.map((language) => {
      const t = recipe.translations[language];
      if (!t) throw new Error(`The seed recipe ${recipe.id} has no ${language} translation`);
      const stepPictures = pictures && hasStepPictures(recipe);
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
        steps: JSON.stringify(
          t.steps.map((step, index) => ({
            description: step.description,
            ingredients: step.ingredients,
            picture: stepPictures ? `/images/${stepKey(recipe.id, index)}` : null,
          })),
        ),
        palette: recipe.palette,
        web_cover: pictures ? `/images/${coverKey(recipe.id)}` : null,
        web_cover_thumbnail: pictures ? `/images/${thumbnailKey(recipe.id)}` : null,
      };
    }),
  );
  // The one writer: strictly increasing timestamps per language, after any existing one.
  await writeRecipes(trx, rows, now);
  return rows.length;
}

/**
 * Inserts recipes in every language, in one transaction: all or nothing. With `pictures`, the
 * records point at the pictures `renderRecipePictures` draws.
 */
export async function seedRecipes(
  db: Kysely<DB>,
  recipes: ContentRecipe[],
  { now = Date.now(), pictures = false } = {},
): Promise<number> {
  const written = await db.transaction().execute((trx) => insertRecipes(trx, recipes, now, pictures));
  // Fresh statistics, or the planner guesses a bulk-loaded table is tiny.
  await analyzeRecipes(db);
  return written;
}

/** Localized names per key: categories.json, origins.json, ingredients.json. */
export type Taxonomy = Record<'category' | 'origin' | 'ingredient', Record<string, Record<string, string>>>;

/** A CMS page of content/pages/{kind}/{locale}.json (content/pages/README.md). */
export interface ContentPage {
  kind: CmsPageKey;
  locale: Locale;
  title: string;
  description: string;
  sections: CmsSection[];
}

export interface Content {
  pages: ContentPage[];
  recipes: ContentRecipe[];
  taxonomy: Taxonomy;
  books: ContentBook[];
  plainQrcodes: Record<string, string>;
}

function readJsonIfExists<T>(file: string, fallback: T): T {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : fallback;
}

export function readContent(contentDir: string): Content {
  const pagesDir = path.join(contentDir, 'pages');
  const pages = (Object.keys(siteOf('en-us').cms) as CmsPageKey[]).flatMap((kind) =>
    LOCALES.flatMap((locale) => {
      const file = path.join(pagesDir, kind, `${locale}.json`);
      return fs.existsSync(file)
        ? [{ kind, locale, ...(JSON.parse(fs.readFileSync(file, 'utf8')) as Omit<ContentPage, 'kind' | 'locale'>) }]
        : [];
    }),
  );
  return {
    pages,
    recipes: readContentRecipes(contentDir),
    taxonomy: {
      category: readJsonIfExists(path.join(contentDir, 'categories.json'), {}),
      origin: readJsonIfExists(path.join(contentDir, 'origins.json'), {}),
      ingredient: readJsonIfExists(path.join(contentDir, 'ingredients.json'), {}),
    },
    books: readJsonIfExists<ContentBook[]>(path.join(contentDir, 'books.json'), []),
    plainQrcodes: readJsonIfExists<Record<string, string>>(path.join(contentDir, 'plain-qrcodes.json'), {}),
  };
}

async function insertTaxonomy(trx: Executor, taxonomy: Taxonomy) {
  const rows = (Object.keys(taxonomy) as (keyof Taxonomy)[]).flatMap((kind) =>
    Object.entries(taxonomy[kind]).flatMap(([key, names]) =>
      LANGUAGES.map((language) => ({
        kind,
        key,
        language,
        name: names[language] ?? key,
        slug: slugify(names[language] ?? key),
      })),
    ),
  );
  await insertTerms(trx, rows);
}

async function insertPages(trx: Executor, pages: ContentPage[]) {
  const rows = pages.map((page) => ({
    id: siteOf(page.locale).cms[page.kind],
    kind: page.kind,
    locale: page.locale,
    title: page.title,
    description: page.description,
    sections: JSON.stringify(page.sections),
  }));
  await insertCmsPages(trx, rows);
}

/**
 * Seeds the demo catalogue when the database has no recipe yet; returns the rows written. With
 * `copyCodesFile`, the generated book codes are written there (per book and copy), mode 0600:
 * they are the only way to unlock the seeded books, and nothing public shows them.
 */
export async function seedIfEmpty(
  db: Kysely<DB>,
  contentDir: string,
  { copyCodesFile }: { copyCodesFile?: string } = {},
): Promise<number> {
  if ((await countAllRecipes(db)) > 0) return 0;
  const content = readContent(contentDir);
  const { rows: written, copyCodes } = await db.transaction().execute(async (trx) => {
    const rows = await insertRecipes(trx, content.recipes, Date.now(), true);
    await insertTaxonomy(trx, content.taxonomy);
    const codes = await insertBooks(trx, content.books, content.plainQrcodes);
    await insertPages(trx, content.pages);
    return { rows, copyCodes: codes };
  });
  if (copyCodesFile) writeCopyCodes(copyCodesFile, copyCodes);
  await analyzeRecipes(db);
  return written;
}
