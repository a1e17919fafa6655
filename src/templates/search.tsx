import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import type { ShellContext } from '../build/page-context';
import { Layout } from '../components/layout/layout';
import { PageHead } from '../components/layout/page-head';
import { createTranslator } from '../core/i18n/messages';
import { localeMessages } from '../components/i18n/locale-messages';
import { htmlLangOf } from '../core/locales/locales';
import { routeTo } from '../core/locales/routes';
import { cardHeart } from '../features/favourites/card-heart';
import { SearchPage } from '../features/search/search-page';
// Read from the first render: the store is attached before this page renders (store-runtime.ts).
import './store-runtime';

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
