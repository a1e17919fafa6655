import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import type { RecipeContext } from '../build/page-context';
import { Layout } from '../components/layout/layout';
import { PageHead } from '../components/layout/page-head';
import { BRAND } from '../core/brand/brand';
import { createTranslator } from '../core/i18n/messages';
import { localeMessages } from '../components/i18n/locale-messages';
import { htmlLangOf } from '../core/locales/locales';
import { routeTo } from '../core/locales/routes';
import { recipeJsonLd } from '../core/recipes/json-ld';
import { quantityText } from '../core/recipes/quantity-text';
import { AlcoholGate } from '../features/age-gate/alcohol-gate';
import { afterHydration } from '../components/lazy/after-hydration';
import { DeferredFavouriteButton } from '../features/favourites/card-heart';
import { CookModeLauncher, preloadCookMode } from '../features/kitchen/cook-mode-launcher';
import { AddToShoppingList } from '../features/kitchen/add-to-shopping-list';
import { RecipeView } from '../features/recipe-page/recipe-view';
import { storeWanted, withStore } from '../store/with-store';
import { recipeFeedbackSlots } from './recipe-feedback';

// What reads the store, with the store out of the page's first load: they load for members.
const CollectionMenu = afterHydration<{ recipeId: string }>(
  withStore(() => import('../features/kitchen/collection-menu').then((module) => module.CollectionMenu)),
  null,
  storeWanted,
);
const RecordView = afterHydration<{ recipeId: string }>(
  withStore(() => import('../features/history/record-view').then((module) => module.RecordView)),
  null,
  storeWanted,
);

/** A published recipe, static: locked ones carry their summary only (the API sent no more). */
export default function RecipeTemplate({ pageContext, location }: PageProps<object, RecipeContext>) {
  return (
    <Layout {...pageContext} pathname={location.pathname} currentVertical={pageContext.recipe.vertical as never}>
      <RecipeView
        recipe={pageContext.recipe}
        names={pageContext.names}
        video={pageContext.video}
        actions={
          <>
            <DeferredFavouriteButton recipeId={pageContext.recipe.id} onSaved={preloadCookMode} />
            <CollectionMenu recipeId={pageContext.recipe.id} />
          </>
        }
        cookMode={(recipe, people) => <CookModeLauncher recipe={recipe} people={people} />}
        shoppingList={(recipe, people) => <AddToShoppingList recipe={recipe} people={people} />}
        {...recipeFeedbackSlots(pageContext.recipe)}
      />
      <AlcoholGate vertical={pageContext.recipe.vertical} category={pageContext.recipe.category} />
      <RecordView recipeId={pageContext.recipe.id} />
    </Layout>
  );
}

export const Head = ({ pageContext }: HeadProps<object, RecipeContext>) => {
  const { recipe, names, locale } = pageContext;
  const lang = htmlLangOf(locale);
  const translator = createTranslator(localeMessages(pageContext.locale), lang);
  const path = routeTo(locale, 'recipe', { slug: recipe.url_slug });
  const site = (pageContext.siteUrl ?? '').replace(/\/$/, '');
  const cover = recipe.web_cover ? `${site}${recipe.web_cover}?auto=compress,format&q=90&w=1200&h=1200&fit=crop` : null;
  const jsonLd = recipeJsonLd({
    name: recipe.title,
    description: recipe.description,
    url: `${site}${path}`,
    images: cover ? [cover] : [],
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
    video: pageContext.video
      ? {
          name: recipe.title,
          url: `${site}${pageContext.video.master}`,
          thumbnail: `${site}${pageContext.video.poster}`,
          uploadDate: new Date(recipe.last_modified).toISOString(),
          durationSeconds: pageContext.video.duration_seconds,
        }
      : null,
  });
  return (
    <PageHead
      context={pageContext}
      title={recipe.title}
      description={recipe.subtitle || recipe.description}
      path={path}
      image={cover}
      type="article"
      jsonLd={jsonLd}
    />
  );
};
