import type { PageProps } from 'gatsby';
import React from 'react';
import type { ShellContext } from '../core/site/page-context';
import { Layout } from '../components/layout/layout';
import { pageHead } from '../components/layout/page-head';
import { ShoppingListPage } from '../features/kitchen/shopping-list-page';
// Read from the first render: the store is attached before this page renders (store-runtime.ts).
import '../app/store-runtime';

/** The cook's shopping list: client-rendered, never indexed. */
export default function ShoppingListTemplate({ pageContext, location }: PageProps<object, ShellContext>) {
  return (
    <Layout {...pageContext} pathname={location.pathname}>
      <ShoppingListPage />
    </Layout>
  );
}

export const Head = pageHead<ShellContext>((_, t) => ({ title: t('shopping.title'), noindex: true }));
