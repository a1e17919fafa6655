import { type Diet, RATING_STARS } from '../rules';

/** ISO 8601 duration of minutes, as schema.org wants it: 75 → "PT1H15M". */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}

const SCHEMA_DIETS: Partial<Record<Diet, string>> = {
  vegetarian: 'https://schema.org/VegetarianDiet',
  vegan: 'https://schema.org/VeganDiet',
  'gluten-free': 'https://schema.org/GlutenFreeDiet',
  'lactose-free': 'https://schema.org/LowLactoseDiet',
  healthy: 'https://schema.org/LowCalorieDiet',
};

export interface RecipeJsonLdInput {
  name: string;
  description: string;
  url: string;
  images: string[];
  language: string;
  /** The brand (an Organization), or a member who wrote the recipe (a Person, with their profile). */
  author: string | { name: string; url: string };
  category: string;
  cuisine: string;
  diets: string[];
  servings: string;
  preparationTime: number;
  cookingTime: number;
  totalTime: number;
  keywords: string[];
  datePublished?: string;
  /** Empty when the recipe is locked: its content is not published (SPEC section 4). */
  ingredients: string[];
  steps: { text: string; image?: string | null }[];
  video?: { url: string; thumbnail: string; name: string; uploadDate?: string; durationSeconds?: number } | null;
  /** The members' ratings (the record's rating_average and ratings_count); none is published before the first. */
  rating?: { average: number | null; count: number };
}

/** The schema.org Recipe of a recipe page (Google rich results fields). */
export function recipeJsonLd(input: RecipeJsonLdInput): Record<string, unknown> {
  const diets = input.diets.map((diet) => SCHEMA_DIETS[diet as Diet]).filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: input.name,
    description: input.description,
    url: input.url,
    image: input.images,
    inLanguage: input.language,
    author:
      typeof input.author === 'string'
        ? { '@type': 'Organization', name: input.author }
        : { '@type': 'Person', name: input.author.name, url: input.author.url },
    ...(input.datePublished ? { datePublished: input.datePublished } : {}),
    recipeCategory: input.category,
    recipeCuisine: input.cuisine,
    recipeYield: input.servings,
    prepTime: isoDuration(input.preparationTime),
    ...(input.cookingTime ? { cookTime: isoDuration(input.cookingTime) } : {}),
    totalTime: isoDuration(input.totalTime),
    keywords: input.keywords.join(', '),
    ...(diets.length ? { suitableForDiet: diets } : {}),
    ...(input.ingredients.length ? { recipeIngredient: input.ingredients } : {}),
    ...(input.steps.length
      ? {
          recipeInstructions: input.steps.map((step, index) => ({
            '@type': 'HowToStep',
            position: index + 1,
            text: step.text,
            url: `${input.url}#step-${index + 1}`,
            ...(step.image ? { image: step.image } : {}),
          })),
        }
      : {}),
    ...(input.rating && input.rating.count >= 1 && input.rating.average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: input.rating.average,
            ratingCount: input.rating.count,
            bestRating: RATING_STARS.max,
            worstRating: RATING_STARS.min,
          },
        }
      : {}),
    ...(input.video
      ? {
          video: {
            '@type': 'VideoObject',
            name: input.video.name,
            description: input.description,
            contentUrl: input.video.url,
            thumbnailUrl: [input.video.thumbnail],
            ...(input.video.uploadDate ? { uploadDate: input.video.uploadDate } : {}),
            ...(input.video.durationSeconds ? { duration: `PT${Math.round(input.video.durationSeconds)}S` } : {}),
          },
        }
      : {}),
  };
}
