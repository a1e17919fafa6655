import type { PageProps } from 'gatsby';
import React from 'react';
import type { RecipeContext } from '../core/site/page-context';
import { Layout } from '../components/layout/layout';
import { KeptJsonLd, pageHead } from '../components/layout/page-head';
import { routeTo } from '../core/locales/routes';
import { shareImageUrl } from '../core/recipes/share-image';
import { AlcoholGate } from '../features/age-gate/alcohol-gate';
import { afterHydration } from '../components/lazy/after-hydration';
import { DeferredFavouriteButton } from '../features/favourites/card-heart';
import { CookModeLauncher, preloadCookMode } from '../features/kitchen/cook-mode-launcher';
import { AddToShoppingList } from '../features/kitchen/add-to-shopping-list';
import { RecipeJsonLd } from '../features/recipe-page/recipe-json-ld';
import { RecipeView } from '../features/recipe-page/recipe-view';
import { storeWanted, withStore } from '../store/with-store';
import { recipeFeedbackSlots } from '../app/recipe-feedback';

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
        quantities={pageContext.quantities}
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
      {/* Search engines read the structured data in the static page: the browser keeps it as built
          rather than load the code that writes it (webpack drops the branch its stage never takes). */}
      {process.env.BUILD_STAGE === 'build-html' || process.env.BUILD_STAGE === 'develop-html' ? (
        <RecipeJsonLd {...pageContext} />
      ) : (
        <KeptJsonLd key={pageContext.recipe.id} />
      )}
      <AlcoholGate vertical={pageContext.recipe.vertical} category={pageContext.recipe.category} />
      <RecordView recipeId={pageContext.recipe.id} />
    </Layout>
  );
}

export const Head = pageHead<RecipeContext>(({ recipe, locale, siteUrl }) => ({
  title: recipe.title,
  description: recipe.subtitle || recipe.description,
  path: routeTo(locale, 'recipe', { slug: recipe.url_slug }),
  image: recipe.web_cover ? shareImageUrl((siteUrl ?? '').replace(/\/$/, ''), recipe.web_cover) : null,
  type: 'article',
}));
