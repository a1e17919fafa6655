import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import type { ShellContext } from '../core/site/page-context';
import { Layout } from '../components/layout/layout';
import { PageHead } from '../components/layout/page-head';
import { createTranslator } from '../core/i18n/messages';
import { localeMessages } from '../components/i18n/locale-messages';
import { htmlLangOf } from '../core/locales/locales';
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

export const Head = ({ pageContext }: HeadProps<object, ShellContext>) => {
  const { t } = createTranslator(localeMessages(pageContext.locale), htmlLangOf(pageContext.locale));
  return <PageHead context={pageContext} title={t('search.title')} path={routeTo(pageContext.locale, 'search')} />;
};
