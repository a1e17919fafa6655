import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import type { ShellContext } from '../core/site/page-context';
import { PageDeadEnd } from '../components/dead-end/page-dead-end';
import { Layout } from '../components/layout/layout';
import { PageHead } from '../components/layout/page-head';
import { createTranslator } from '../core/i18n/messages';
import { localeMessages } from '../components/i18n/locale-messages';
import { htmlLangOf } from '../core/locales/locales';

/** The catch-all of a locale: every unknown path under /{locale}/ (served with status 404). */
export default function NotFoundTemplate({ pageContext, location }: PageProps<object, ShellContext>) {
  return (
    <Layout {...pageContext} pathname={location.pathname}>
      <PageDeadEnd reason="notFound" />
    </Layout>
  );
}

export const Head = ({ pageContext }: HeadProps<object, ShellContext>) => {
  const { t } = createTranslator(localeMessages(pageContext.locale), htmlLangOf(pageContext.locale));
  return <PageHead context={pageContext} title={t('notFound.title')} noindex />;
};
