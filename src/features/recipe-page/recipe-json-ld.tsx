import React from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { JsonLd } from '../../components/layout/page-head';
import { BRAND } from '../../core/brand/brand';
import type { VideoSource } from '../../core/contract/videos';
import { routeTo } from '../../core/locales/routes';
import { recipeJsonLd } from '../../core/recipes/json-ld';
import { quantityText } from '../../core/recipes/quantity-text';
import type { RecipeDetail, RecipeNames } from '../../core/recipes/recipe-detail';
import { shareImageUrl } from '../../core/recipes/share-image';

interface RecipeJsonLdProps {
  recipe: RecipeDetail;
  names: RecipeNames;
  video?: VideoSource | null;
  siteUrl?: string;
}

/**
 * The recipe's structured data (schema.org Recipe), in the page's body: Gatsby's Head renders,
 * parses and rebuilds its elements for every page of the build, and this is the largest of them.
 */
export function RecipeJsonLd({ recipe, names, video, siteUrl }: RecipeJsonLdProps) {
  const translator = useI18n();
  const { locale, intlLocale: lang } = translator;
  const site = (siteUrl ?? '').replace(/\/$/, '');
  const data = recipeJsonLd({
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
  return <JsonLd data={data} />;
}
