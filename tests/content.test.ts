import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type SeedRecipe, readContentRecipes, seedRecipeProblems } from '../server/seed/content-recipes';
import { slugify } from '../src/core/format/slugify';
import { MEASURED_INGREDIENTS } from '../src/core/kitchen/measures';
import { readContentProjects } from '../server/seed/seed-projects';
import { readContentWorkshops } from '../server/seed/seed-workshops';
import { LANGUAGES } from '../src/core/locales/locales';
import { VERTICALS } from '../src/core/locales/routes';
import { INGREDIENT_UNITS } from '../src/core/rules';

// The seed catalogue is hand-written: this suite is its proofreader (content/README.md).
const CONTENT = path.resolve(__dirname, '../content');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(CONTENT, file), 'utf8'));
// The units a recipe may use (rules.ts, the same list members pick from), or none (a count).
const UNITS = [...INGREDIENT_UNITS, null];
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** What a recipe is whatever the language: every language's file says the same. */
const sharedFacts = ({
  id,
  vertical,
  category,
  origin,
  diets,
  numberOfPeople,
  difficulty,
  ...rest
}: SeedRecipe['en']) => ({
  id,
  vertical,
  category,
  origin,
  diets,
  numberOfPeople,
  difficulty,
  times: [rest.preparation_time, rest.cooking_time, rest.resting_time],
  access_mode: rest.access_mode,
  has_video: rest.has_video,
  palette: rest.palette,
});

const recipes: SeedRecipe[] = readContentRecipes(CONTENT);
const categories = readJson('categories.json') as Record<string, Record<string, string>>;
const origins = readJson('origins.json') as Record<string, Record<string, string>>;
const ingredients = readJson('ingredients.json') as Record<string, Record<string, string>>;

describe('the seed catalogue', () => {
  it('has at least 30 recipes in every content language, over the five universes', () => {
    expect(recipes.length).toBeGreaterThanOrEqual(30);
    for (const vertical of VERTICALS)
      expect(recipes.filter((r) => r.en.vertical === vertical).length, vertical).toBeGreaterThanOrEqual(5);
    expect(recipes.some((r) => r.en.access_mode === 'premium')).toBe(true);
    expect(recipes.some((r) => r.en.access_mode === 'book')).toBe(true);
    expect(recipes.some((r) => r.en.has_video)).toBe(true);
  });

  it.each(recipes.map((r) => [r.en.id, r] as const))('%s follows the product rules', (id, recipe) => {
    expect(fs.existsSync(path.join(CONTENT, 'recipes', `${id}.json`)), 'file name is the id').toBe(true);
    expect(seedRecipeProblems(recipe)).toEqual([]);
    expect(Object.keys(categories)).toContain(recipe.en.category);
    expect(Object.keys(origins)).toContain(recipe.en.origin);
    expect(recipe.en.palette).toHaveLength(3);
    for (const colour of recipe.en.palette ?? []) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
    for (const language of LANGUAGES) {
      const t = recipe[language];
      expect(sharedFacts(t), `${language} shares the recipe's facts with en`).toEqual(sharedFacts(recipe.en));
      expect(t.url_slug, `${language} slug`).toMatch(SLUG);
      expect(t.title.trim(), `${language} title`).not.toBe('');
      expect(t.kitchenware, `${language} kitchenware`).toHaveLength(recipe.en.kitchenware?.length ?? 0);
      const keys = t.ingredients.map((i) => i.ingredient);
      expect(
        t.ingredients.map((i) => i.ingredient),
        `${language} has the same ingredients as en`,
      ).toEqual(recipe.en.ingredients.map((i) => i.ingredient));
      for (const item of t.ingredients) {
        expect(Object.keys(ingredients), `${language} ingredient key`).toContain(item.ingredient);
        expect(UNITS, `${language} ${item.ingredient} unit`).toContain(item.unit);
        expect(item.name.trim(), `${language} ${item.ingredient} name`).not.toBe('');
      }
      for (const step of t.steps)
        for (const key of step.ingredients ?? []) expect(keys, `${language} step ingredient`).toContain(key);
    }
  });

  it('calls a step written with the old `text` key a step without a description', () => {
    const old = structuredClone(recipes[0]!);
    old.de.steps = [{ text: 'Alles verrühren.', ingredients: [] } as never];
    expect(seedRecipeProblems(old)).toContain(
      `content/recipes/${old.en.id}.json: de/steps/0 must have required property 'description'`,
    );
  });

  it.each(LANGUAGES)('has unique url slugs in %s', (language) => {
    const slugs = recipes.map((r) => r[language].url_slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it.each(LANGUAGES)('gives every ingredient, category and origin its own page word in %s', (language) => {
    for (const table of [ingredients, categories, origins]) {
      const slugs = Object.values(table).map((names) => slugify(names[language] ?? ''));
      const repeated = slugs.filter((slug, index) => slugs.indexOf(slug) !== index);
      expect(repeated).toEqual([]);
    }
  });

  it('writes every workshop and co-creation project in every language, with recipes of the catalogue', () => {
    const items = [...readContentWorkshops(CONTENT), ...readContentProjects(CONTENT)];
    expect(items.length).toBeGreaterThanOrEqual(7);
    for (const item of items) expect(Object.keys(item.texts).sort(), item.id).toEqual([...LANGUAGES].sort());
    const ids = new Set(recipes.map((recipe) => recipe.en.id));
    for (const project of readContentProjects(CONTENT))
      expect(project.recipes.filter((id) => !ids.has(id))).toEqual([]);
  });

  it("measures for the kids converter only the catalogue's ingredients (they name its rows)", () => {
    expect(MEASURED_INGREDIENTS.filter((id) => !ingredients[id])).toEqual([]);
  });

  it('names every ingredient, category and origin in every language', () => {
    for (const table of [ingredients, categories, origins]) {
      for (const [key, names] of Object.entries(table)) {
        for (const language of LANGUAGES) expect(names[language]?.trim(), `${key} in ${language}`).toBeTruthy();
      }
    }
  });
});
