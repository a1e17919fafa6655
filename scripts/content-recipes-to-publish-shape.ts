import fs from 'node:fs';
import path from 'node:path';

/**
 * Run once (issue 39): rewrites content/recipes/*.json from the seed's own shape (shared facts and
 * `translations`) into the contract's publish shape per language (`RecipeInput`), so the seed,
 * staff publishing and the tests read one shape. Every value the seed wrote into the database is
 * kept; the language-less `kitchenware` keys, which nothing read, go.
 */
interface OldRecipe {
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
  translations: Record<
    string,
    {
      title: string;
      subtitle: string;
      description: string;
      url_slug: string;
      kitchenware: string[];
      ingredients: unknown[];
      steps: unknown[];
    }
  >;
}

const dir = path.resolve(__dirname, '../content/recipes');
for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const old = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as OldRecipe;
  const languages = Object.fromEntries(
    Object.entries(old.translations).map(([language, t]) => [
      language,
      {
        id: old.id,
        url_slug: t.url_slug,
        vertical: old.vertical,
        category: old.category,
        origin: old.origin,
        diets: old.diets,
        numberOfPeople: old.servings,
        difficulty: old.difficulty,
        preparation_time: old.time.preparation,
        cooking_time: old.time.cooking,
        resting_time: old.time.resting,
        access_mode: old.access_mode,
        has_video: old.has_video,
        title: t.title,
        subtitle: t.subtitle,
        description: t.description,
        palette: old.palette,
        kitchenware: t.kitchenware,
        ingredients: t.ingredients,
        steps: t.steps,
      },
    ]),
  );
  fs.writeFileSync(path.join(dir, file), `${JSON.stringify(languages, null, 2)}\n`);
}
