import { BRAND } from '../core/brand/brand';
import type { Translator } from '../core/i18n/messages';
import { type Locale, htmlLangOf } from '../core/locales/locales';
import { routeTo } from '../core/locales/routes';
import { recipeJsonLd } from '../core/recipes/json-ld';
import { quantityText } from '../core/recipes/quantity-text';
import { shareImageUrl } from '../core/recipes/share-image';
import type { RecipeContext } from './page-context';

/** The recipe page's structured data, built with the page (its code stays out of the page's scripts). */
export function recipePageJsonLd(
  { recipe, names, video, siteUrl }: Pick<RecipeContext, 'recipe' | 'names' | 'video' | 'siteUrl'>,
  locale: Locale,
  translator: Translator,
): Record<string, unknown> {
  const lang = htmlLangOf(locale);
  const site = (siteUrl ?? '').replace(/\/$/, '');
  return recipeJsonLd({
    name: recipe.title,
    description: recipe.description,
    url: `${site}${routeTo(locale, 'recipe', { slug: recipe.url_slug })}`,
    images: recipe.web_cover ? [shareImageUrl(site, recipe.web_cover)] : [],
    language: lang,
    author: names.author
      ? {
          name: names.author.name || translator.t('profile.member'),
          url: `${site}${routeTo(locale, 'publicProfile', { user: names.author.user })}`,
        }
      : BRAND,
    category: names.category,
    cuisine: names.origin,
    diets: recipe.diets,
    servings: translator.plural('recipe.servings', recipe.numberOfPeople),
    preparationTime: recipe.preparation_time,
    cookingTime: recipe.cooking_time,
    totalTime: recipe.total_time,
    keywords: [translator.t(`universe.${recipe.vertical}` as 'universe.original'), names.category, names.origin],
    datePublished: new Date(recipe.last_modified).toISOString().slice(0, 10),
    ingredients: (recipe.ingredients ?? []).map((item) =>
      `${quantityText(translator, lang, item.quantity, item.unit)} ${item.name}`.trim(),
    ),
    steps: (recipe.steps ?? []).map((step) => ({
      text: step.description,
      image: step.picture ? `${site}${step.picture}` : null,
    })),
    rating: { average: recipe.rating_average, count: recipe.ratings_count },
    video: video
      ? {
          name: recipe.title,
          url: `${site}${video.master}`,
          thumbnail: `${site}${video.poster}`,
          uploadDate: new Date(recipe.last_modified).toISOString(),
          durationSeconds: video.duration_seconds,
        }
      : null,
  });
}
