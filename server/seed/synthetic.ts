import { slugify } from '../../src/core/format/slugify';
import { LANGUAGES, type Language } from '../../src/core/locales/locales';
import { VERTICALS } from '../../src/core/locales/routes';
import { cycled } from '../../src/core/lists';
import { DIETS, DIFFICULTIES } from '../../src/core/rules';
import type { RecipeInput } from '../../src/core/contract/recipes';
import type { SeedRecipe } from './content-recipes';

// Word lists per language: a dish, a main ingredient (key + name), a style. Enough to read as food.
const DISHES: Record<Language, string[]> = {
  en: ['Tart', 'Salad', 'Soup', 'Gratin', 'Curry', 'Risotto', 'Cake', 'Burger', 'Bowl', 'Pasta'],
  fr: ['Tarte', 'Salade', 'Soupe', 'Gratin', 'Curry', 'Risotto', 'Gâteau', 'Burger', 'Bowl', 'Pâtes'],
  de: ['Tarte', 'Salat', 'Suppe', 'Gratin', 'Curry', 'Risotto', 'Kuchen', 'Burger', 'Bowl', 'Pasta'],
  it: ['Torta salata', 'Insalata', 'Zuppa', 'Gratin', 'Curry', 'Risotto', 'Torta', 'Burger', 'Bowl', 'Pasta'],
  es: ['Tarta', 'Ensalada', 'Sopa', 'Gratinado', 'Curry', 'Risotto', 'Pastel', 'Hamburguesa', 'Bowl', 'Pasta'],
  pt: ['Torta', 'Salada', 'Sopa', 'Gratinado', 'Curry', 'Risoto', 'Bolo', 'Hambúrguer', 'Bowl', 'Massa'],
};
const INGREDIENTS: [string, Record<Language, string>][] = [
  ['tomato', { en: 'tomatoes', fr: 'tomates', de: 'Tomaten', it: 'pomodori', es: 'tomates', pt: 'tomates' }],
  ['mushroom', { en: 'mushrooms', fr: 'champignons', de: 'Pilzen', it: 'funghi', es: 'champiñones', pt: 'cogumelos' }],
  ['chicken', { en: 'chicken', fr: 'poulet', de: 'Hähnchen', it: 'pollo', es: 'pollo', pt: 'frango' }],
  ['salmon', { en: 'salmon', fr: 'saumon', de: 'Lachs', it: 'salmone', es: 'salmón', pt: 'salmão' }],
  ['spinach', { en: 'spinach', fr: 'épinards', de: 'Spinat', it: 'spinaci', es: 'espinacas', pt: 'espinafre' }],
  ['lemon', { en: 'lemon', fr: 'citron', de: 'Zitrone', it: 'limone', es: 'limón', pt: 'limão' }],
  [
    'chocolate',
    { en: 'chocolate', fr: 'chocolat', de: 'Schokolade', it: 'cioccolato', es: 'chocolate', pt: 'chocolate' },
  ],
  ['pumpkin', { en: 'pumpkin', fr: 'potiron', de: 'Kürbis', it: 'zucca', es: 'calabaza', pt: 'abóbora' }],
];
const WITH: Record<Language, string> = { en: 'with', fr: 'aux', de: 'mit', it: 'con', es: 'con', pt: 'com' };
const STEP: Record<Language, string> = {
  en: 'Prepare the {x} and cook for 10 minutes.',
  fr: 'Prépare les {x} et fais cuire 10 minutes.',
  de: 'Bereite {x} vor und gare alles 10 Minuten.',
  it: 'Prepara {x} e cuoci per 10 minuti.',
  es: 'Prepara {x} y cocina 10 minutos.',
  pt: 'Prepare {x} e cozinhe por 10 minutos.',
};
const ORIGINS = [
  'france',
  'italy',
  'spain',
  'mexico',
  'brazil',
  'usa',
  'uk',
  'germany',
  'middle-east',
  'asia',
  'india',
  'world',
];

/** The words synthetic recipes are written with in a language (what a benchmark searches for). */
export function syntheticVocabulary(language: Language): string[] {
  const words = [...DISHES[language], ...INGREDIENTS.map(([, names]) => names[language]), WITH[language]];
  return [...new Set(words.flatMap((w) => w.split(' ')))];
}

/** N plausible recipes, deterministic for a given N, for scale tests and benchmarks. */
export function syntheticRecipes(count: number, offset = 0): SeedRecipe[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + offset;
    const dish = n % DISHES.en.length;
    const [key, names] = cycled(INGREDIENTS, Math.floor(n / DISHES.en.length), 'synthetic ingredient');
    const shared: Omit<RecipeInput, 'url_slug' | 'title' | 'ingredients' | 'steps'> & { id: string } = {
      id: `synthetic-${n}`,
      vertical: cycled(VERTICALS, n, 'vertical'),
      category: cycled(['starter', 'main-course', 'dessert', 'snack'], n, 'category'),
      origin: cycled(ORIGINS, n, 'origin'),
      diets: DIETS.filter((_, i) => (n >> i) & 1).slice(0, 2),
      numberOfPeople: 1 + (n % 6),
      difficulty: cycled(DIFFICULTIES, n, 'difficulty'),
      preparation_time: 5 + (n % 9) * 5,
      cooking_time: (n % 5) * 10,
      resting_time: 0,
      access_mode: n % 10 === 0 ? 'premium' : 'free',
      has_video: n % 3 === 0,
      palette: ['#c62828', '#ffc627', '#fff4e0'],
    };
    return Object.fromEntries(
      LANGUAGES.map((language) => {
        const title = `${cycled(DISHES[language], dish, 'dish')} ${WITH[language]} ${names[language]} #${n}`;
        return [
          language,
          {
            ...shared,
            url_slug: `${slugify(title)}`,
            title,
            subtitle: `${names[language]}`,
            description: title,
            kitchenware: ['—'],
            ingredients: [{ ingredient: key, name: names[language], quantity: 200, unit: 'g' }],
            steps: [{ description: STEP[language].replace('{x}', names[language]), ingredients: [key] }],
          },
        ];
      }),
    ) as SeedRecipe;
  });
}
