import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { type RecipeInput, recipeInputSchema } from '../../src/core/contract/recipes';
import { LANGUAGES, type Language } from '../../src/core/locales/locales';
import { publishingProblems } from '../services/recipe-writer';

/**
 * A recipe of content/recipes/{id}.json: the contract's publish shape, as staff publish it into a
 * language (`RecipeInput`), once per content language, each with the recipe's id. The seed writes
 * it through the same writer as staff publishing, after the same checks.
 */
export type SeedRecipe = Record<Language, RecipeInput & { id: string }>;

export function readContentRecipes(contentDir: string): SeedRecipe[] {
  const dir = path.join(contentDir, 'recipes');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as SeedRecipe);
}

/** Staff publishing's body validator (server/validation.ts), for the publish shape alone. */
const validInput = addFormats(new Ajv({ allErrors: true, strict: false })).compile(recipeInputSchema);

/**
 * What the staff's publishing would refuse in a seed recipe, per language: its shape (Ajv, against
 * the contract's `recipeInputSchema`) and the product rules (`publishingProblems`). Empty when fine.
 */
export function seedRecipeProblems(recipe: SeedRecipe): string[] {
  const id = Object.values(recipe)[0]?.id;
  const where = `content/recipes/${id}.json`;
  return LANGUAGES.flatMap((language) => {
    const input = recipe[language];
    if (!input) return [`${where}: missing translation ${language}`];
    if (input.id !== id) return [`${where}: ${language} has the id ${input.id}`];
    if (!validInput(input))
      return (validInput.errors ?? []).map((error) => `${where}: ${language}${error.instancePath} ${error.message}`);
    return publishingProblems(input).map((problem) => `${where}: ${language} ${problem.field}: ${problem.message}`);
  });
}
