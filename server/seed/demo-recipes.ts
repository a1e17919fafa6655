import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { itemAt } from '../../src/core/lists';
import { CREATOR_TERMS_VERSION } from '../../src/core/rules';
import type { ImageStorage } from '../images/storage';
import { acceptTerms } from '../repositories/creator-terms';
import { insertIngredient, insertKitchenware, insertStep } from '../repositories/community-recipe-pieces';
import { insertCommunityRecipe } from '../repositories/community-recipes';
import { addBadge, countCommunityRecipesBy } from '../repositories/demo-recipes';
import { insertImage } from '../repositories/images';
import { idsByUsernameOfEmails } from '../repositories/users';
import { publishToCatalogue } from '../services/community-catalogue';
import { TESTER_BADGE } from '../services/cooking-tests';
import { DEMO_PROFILES, demoEmail } from './demo-profiles';
import type { DB } from '../db/schema';
import { storeDrawnPhoto } from './seed-pictures';

interface DemoRecipe {
  /** Draws the cover (the seed of `community-recipes/demo/{key}`); it is stored under a fresh key. */
  key: string;
  username: string;
  status: 'validated' | 'submitted';
  language: string;
  title: string;
  description: string;
  category: string;
  diets: string[];
  servings: number;
  difficulty: string;
  minutes: { preparation: number; cooking: number; resting: number };
  /** [catalogue ingredient or null for free text, name in the recipe's language, quantity, unit]. */
  ingredients: [string | null, string, number, string | null][];
  kitchenware: string[];
  /** Each step's words and the positions of the ingredient lines it uses. */
  steps: [string, number[]][];
  palette: string[];
}

/** The demo creators' recipes: three in the catalogue, one waiting in the moderation queue. */
export const DEMO_RECIPES: readonly DemoRecipe[] = [
  {
    key: 'lemon-thyme-chicken-traybake',
    username: 'chef_lucie',
    status: 'validated',
    language: 'en',
    title: 'Lemon and thyme chicken traybake',
    description: 'Everything roasts in one tray while you set the table: crisp skin, soft potatoes, bright lemon.',
    category: 'main-course',
    diets: ['gluten-free', 'lactose-free'],
    servings: 4,
    difficulty: 'easy',
    minutes: { preparation: 15, cooking: 40, resting: 0 },
    ingredients: [
      ['chicken-thigh', 'Chicken thigh', 8, 'piece'],
      ['potato', 'Potato', 800, 'g'],
      ['lemon', 'Lemon', 2, 'piece'],
      ['thyme', 'Thyme', 1, 'bunch'],
      ['garlic', 'Garlic', 4, 'clove'],
      ['olive-oil', 'Olive oil', 3, 'tbsp'],
      ['salt', 'Salt', 1, 'pinch'],
    ],
    kitchenware: ['Roasting tray', 'Chef’s knife'],
    steps: [
      ['Heat the oven to 200 °C. Cut the potatoes into wedges and the lemons into quarters.', [1, 2]],
      [
        'Toss the chicken, potatoes, lemons, crushed garlic and thyme with the olive oil and salt in the tray.',
        [0, 3, 4, 5, 6],
      ],
      ['Roast for 40 minutes, turning the potatoes halfway, until the chicken skin is golden and crisp.', []],
    ],
    palette: ['#d4a017', '#f7dc6f', '#fef9e7'],
  },
  {
    key: 'veloute-courgettes-basilic',
    username: 'chef_lucie',
    status: 'validated',
    language: 'fr',
    title: 'Velouté de courgettes au basilic',
    description: 'Un velouté tout doux, prêt en une demi-heure, qui sent bon l’été même en octobre.',
    category: 'soup',
    diets: ['vegetarian', 'gluten-free'],
    servings: 4,
    difficulty: 'easy',
    minutes: { preparation: 10, cooking: 25, resting: 0 },
    ingredients: [
      ['courgette', 'Courgette', 4, 'piece'],
      ['onion', 'Oignon', 1, 'piece'],
      ['vegetable-stock', 'Bouillon de légumes', 750, 'ml'],
      ['basil', 'Basilic', 1, 'bunch'],
      ['cream', 'Crème', 10, 'cl'],
      ['olive-oil', "Huile d'olive", 2, 'tbsp'],
    ],
    kitchenware: ['Cocotte', 'Mixeur plongeant'],
    steps: [
      ['Émince l’oignon et fais-le revenir 3 minutes dans l’huile d’olive.', [1, 5]],
      ['Ajoute les courgettes en rondelles et le bouillon, puis laisse cuire 20 minutes à feu doux.', [0, 2]],
      ['Mixe avec la crème et le basilic, rectifie l’assaisonnement et sers bien chaud.', [3, 4]],
    ],
    palette: ['#7daa3c', '#d5e8b5', '#f4f9ec'],
  },
  {
    key: 'bananenbrot-mit-zimt',
    username: 'nina_atelier',
    status: 'validated',
    language: 'de',
    title: 'Bananenbrot mit Zimt',
    description: 'Saftig, duftend und perfekt für überreife Bananen – mein Lieblingsrezept für den Kochkurs.',
    category: 'baking',
    diets: ['vegetarian'],
    servings: 8,
    difficulty: 'easy',
    minutes: { preparation: 15, cooking: 55, resting: 10 },
    ingredients: [
      ['banana', 'Banane', 3, 'piece'],
      ['plain-flour', 'Weizenmehl', 250, 'g'],
      ['egg', 'Ei', 2, 'piece'],
      ['butter', 'Butter', 80, 'g'],
      ['brown-sugar', 'Brauner Zucker', 100, 'g'],
      ['baking-powder', 'Backpulver', 2, 'tsp'],
      ['ground-cinnamon', 'Zimt', 1, 'tsp'],
    ],
    kitchenware: ['Kastenform', 'Rührschüssel'],
    steps: [
      ['Heize den Ofen auf 180 °C vor und fette die Kastenform ein.', []],
      ['Zerdrücke die Bananen und verrühre sie mit der geschmolzenen Butter, den Eiern und dem Zucker.', [0, 2, 3, 4]],
      ['Rühre Mehl, Backpulver und Zimt unter, bis gerade kein Mehl mehr zu sehen ist.', [1, 5, 6]],
      ['Fülle den Teig in die Form und backe das Brot 55 Minuten, bis ein Holzstäbchen sauber herauskommt.', []],
    ],
    palette: ['#a0522d', '#f3d9a4', '#fdf6e3'],
  },
  {
    key: 'crispy-chickpea-spinach-wraps',
    username: 'nina_atelier',
    status: 'submitted',
    language: 'en',
    title: 'Crispy chickpea and spinach wraps',
    description: 'A ten-minute lunch my class asks for every week: smoky, crunchy and green.',
    category: 'main-course',
    diets: ['vegetarian'],
    servings: 2,
    difficulty: 'quick',
    minutes: { preparation: 10, cooking: 10, resting: 0 },
    ingredients: [
      [null, 'Chickpeas, drained', 400, 'g'],
      ['spinach', 'Spinach', 100, 'g'],
      ['flour-tortilla', 'Flour tortilla', 4, 'piece'],
      ['smoked-paprika', 'Smoked paprika', 1, 'tsp'],
      ['lemon', 'Lemon', 1, 'piece'],
      ['olive-oil', 'Olive oil', 1, 'tbsp'],
    ],
    kitchenware: ['Frying pan'],
    steps: [
      ['Fry the chickpeas in the olive oil with the smoked paprika until crisp, about 8 minutes.', [0, 3, 5]],
      ['Wilt the spinach in the same pan, squeeze over the lemon and fill the warm tortillas.', [1, 2, 4]],
    ],
    palette: ['#c8a165', '#6b8e23', '#fbf5e6'],
  },
];

/** The demo profile asked to cook recipes before moderators decide. */
export const DEMO_TESTER = 'tom_teste';

/**
 * Gives the demo creators their recipes (a drawn cover each): the validated ones enter the
 * catalogue, the submitted one waits in the moderation queue. The authors get the creator badge
 * and accept the creators terms in force; the demo tester gets the tester badge. Only the demo
 * accounts (their reserved addresses) without any recipe of their own get them: safe on every
 * start. Returns the recipes written.
 */
export async function seedDemoRecipes(db: Kysely<DB>, images: ImageStorage, now = new Date()): Promise<number> {
  const idOf = await idsByUsernameOfEmails(
    db,
    DEMO_PROFILES.map((profile) => demoEmail(profile.username)),
  );
  const testerId = idOf.get(DEMO_TESTER);
  if (testerId) await addBadge(db, testerId, TESTER_BADGE);
  const authors = [...new Set(DEMO_RECIPES.map((recipe) => recipe.username))].flatMap((username) => {
    const id = idOf.get(username);
    return id ? [id] : [];
  });
  for (const authorId of authors) {
    await addBadge(db, authorId, 'creator');
    await acceptTerms(db, authorId, CREATOR_TERMS_VERSION);
  }
  // Decided before writing any: an author's first demo recipe must not stop their next one.
  const written = await countCommunityRecipesBy(db, authors);
  let seeded = 0;
  for (const [index, recipe] of DEMO_RECIPES.entries()) {
    const authorId = idOf.get(recipe.username);
    if (!authorId || written.has(authorId)) continue;
    await seedRecipe(db, images, recipe, authorId, new Date(now.getTime() - (index + 1) * 86_400_000));
    seeded++;
  }
  return seeded;
}

async function seedRecipe(
  db: Kysely<DB>,
  images: ImageStorage,
  recipe: DemoRecipe,
  authorId: string,
  submittedAt: Date,
) {
  // Drawn from the recipe's key; stored under a fresh key, as a member's upload is.
  const name = `community-recipes/demo/${recipe.key}`;
  const photo = await storeDrawnPhoto(images, recipe.palette, name, `${name}-${randomUUID()}`);
  await db.transaction().execute(async (trx) => {
    for (const row of photo.rows) await insertImage(trx, { ...row, owner_id: authorId });
    const id = randomUUID();
    await insertCommunityRecipe(trx, {
      id,
      author_id: authorId,
      language: recipe.language,
      title: recipe.title,
      description: recipe.description,
      status: recipe.status,
      categories: [recipe.category],
      diets: recipe.diets,
      number_of_people: recipe.servings,
      difficulty: recipe.difficulty,
      preparation_time: recipe.minutes.preparation,
      cooking_time: recipe.minutes.cooking,
      resting_time: recipe.minutes.resting,
      picture_key: photo.media,
      picture_thumbnail_key: photo.thumbnail,
      submitted_at: submittedAt,
    });
    const ingredientLines = recipe.ingredients.map((line) => ({ lineId: randomUUID(), line }));
    const lineIds = ingredientLines.map(({ lineId }) => lineId);
    for (const {
      lineId,
      line: [ingredient, lineName, quantity, unit],
    } of ingredientLines)
      await insertIngredient(trx, { id: lineId, recipe_id: id, ingredient, name: lineName, quantity, unit });
    for (const name of recipe.kitchenware) await insertKitchenware(trx, { id: randomUUID(), recipe_id: id, name });
    for (const [description, lines] of recipe.steps)
      await insertStep(trx, {
        id: randomUUID(),
        recipe_id: id,
        description,
        ingredient_ids: lines.map((index) => itemAt(lineIds, index, `ingredient line of demo recipe ${recipe.key}`)),
        picture_key: null,
      });
    if (recipe.status === 'validated') await publishToCatalogue(trx, id);
  });
}
