import type { PageProps } from 'gatsby';
import React from 'react';
import type { ShellContext } from '../core/site/page-context';
import { Layout } from '../components/layout/layout';
import { pageHead } from '../components/layout/page-head';
import type { RecipeDetail } from '../core/recipes/recipe-detail';
import { PreviewPage } from '../features/previews/preview-page';
import { RecipeView } from '../features/recipe-page/recipe-view';
// Read from the first render: the store is attached before this page renders (store-runtime.ts).
import '../app/store-runtime';

/** The content-editor preview (SPEC section 2): client-rendered, staff only, never indexed. */
export default function PreviewTemplate({ pageContext, location }: PageProps<object, ShellContext>) {
  return (
    <Layout {...pageContext} pathname={location.pathname}>
      <PreviewPage
        search={location.search}
        renderRecipe={(recipe) => (
          <RecipeView
            recipe={recipe as RecipeDetail}
            names={{ category: recipe.category, origin: recipe.origin, author: null }}
          />
        )}
      />
    </Layout>
  );
}

export const Head = pageHead<ShellContext>((_, t) => ({ title: t('preview.title'), noindex: true }));
