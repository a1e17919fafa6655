import type { PageProps } from 'gatsby';
import React from 'react';
import type { ShellContext } from '../core/site/page-context';
import { Layout } from '../components/layout/layout';
import { pageHead } from '../components/layout/page-head';
import { routeTo } from '../core/locales/routes';
import { cardHeart } from '../features/favourites/card-heart';
import { storeSection } from '../store/with-store';

// The form, its suggestions and the results read the store from their first render.
const SearchPage = storeSection(() =>
  import(/* webpackChunkName: "search-page" */ '../features/search/search-page').then((module) => module.SearchPage),
);

/** The search page of a locale: static shell, results rendered in the browser from the API. */
export default function SearchTemplate({ pageContext, location }: PageProps<object, ShellContext>) {
  return (
    <Layout {...pageContext} pathname={location.pathname}>
      <SearchPage search={location.search} actions={cardHeart} />
    </Layout>
  );
}

export const Head = pageHead<ShellContext>((context, t) => ({
  title: t('search.title'),
  path: routeTo(context.locale, 'search'),
}));
