import fs from 'node:fs';
import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import { slugify } from '../../src/core/format/slugify';
import { type CmsPageKey, siteOf } from '../../src/core/locales/catalogues';
import { LANGUAGES, LOCALES, type Locale } from '../../src/core/locales/locales';
import type { Executor } from '../db/executor';
import type { CmsSection } from '../../src/core/contract/pages';
import type { DB } from '../db/schema';
import { insertCmsPages } from '../repositories/pages';
import { analyzeRecipes, countAllRecipes } from '../repositories/recipes';
import { insertTerms } from '../repositories/taxonomy';
import { writeRecipes } from '../services/recipe-writer';
import { type ContentBook, insertBooks, writeCopyCodes } from './seed-books';
import { coverKey, hasStepPictures, stepKey, thumbnailKey } from './seed-pictures';
import { type SeedRecipe, readContentRecipes, seedRecipeProblems } from './content-recipes';

export { COPY_CODES_FILE, type ContentBook } from './seed-books';

/** Inserts recipes in every language; the caller holds the transaction. */
async function insertRecipes(
  trx: Transaction<DB>,
  recipes: SeedRecipe[],
  now: number,
  pictures: boolean,
): Promise<number> {
  const problems = recipes.flatMap(seedRecipeProblems);
  if (problems.length) throw new Error(`The seed catalogue has problems:\n${problems.join('\n')}`);
  const written = recipes.flatMap((recipe) =>
    LANGUAGES.map((language) => {
      const input = recipe[language];
      const { id } = input;
      const extras = pictures
        ? {
            web_cover: `/images/${coverKey(id)}`,
            web_cover_thumbnail: `/images/${thumbnailKey(id)}`,
            step_pictures: hasStepPictures(id) ? input.steps.map((_, index) => `/images/${stepKey(id, index)}`) : [],
          }
        : {};
      return { language, input, extras };
    }),
  );
  // The one writer: strictly increasing timestamps per language, after any existing one.
  await writeRecipes(trx, written, now);
  return written.length;
}

/**
 * Inserts recipes in every language, in one transaction: all or nothing. With `pictures`, the
 * records point at the pictures `renderRecipePictures` draws.
 */
export async function seedRecipes(
  db: Kysely<DB>,
  recipes: SeedRecipe[],
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
  recipes: SeedRecipe[];
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
