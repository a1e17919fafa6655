import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import type { ShellContext } from '../core/site/page-context';
import { Layout } from '../components/layout/layout';
import { PageHead } from '../components/layout/page-head';
import { createTranslator } from '../core/i18n/messages';
import { localeMessages } from '../components/i18n/locale-messages';
import { htmlLangOf } from '../core/locales/locales';
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

export const Head = ({ pageContext }: HeadProps<object, ShellContext>) => {
  const { t } = createTranslator(localeMessages(pageContext.locale), htmlLangOf(pageContext.locale));
  return <PageHead context={pageContext} title={t('shopping.title')} noindex />;
};
