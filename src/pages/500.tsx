import type { HeadFC, PageProps } from 'gatsby';
import React, { useEffect, useState } from 'react';
import { PageDeadEnd } from '../components/dead-end/page-dead-end';
import { Layout } from '../components/layout/layout';
import type { Messages } from '../core/i18n/messages';
import { DEFAULT_LOCALE, type Locale, isLocale } from '../core/locales/locales';
import enUsMessages from '../../locales/en-us/messages.json';

/**
 * The page Gatsby shows when a page's data answers 500. It is one page for every locale: it
 * renders in en-us, then switches to the locale of the URL, whose messages load on demand.
 */
export default function ServerError({ location }: PageProps) {
  const [state, setState] = useState<{ locale: Locale; messages: Messages }>({
    locale: DEFAULT_LOCALE,
    messages: enUsMessages as Messages,
  });
  useEffect(() => {
    const first = window.location.pathname.split('/')[1];
    if (!isLocale(first) || first === DEFAULT_LOCALE) return;
    import(`../../locales/${first}/messages.json`)
      .then((module: { default: Messages }) => setState({ locale: first, messages: module.default }))
      .catch(() => {});
  }, []);
  return (
    <Layout locale={state.locale} messages={state.messages} pathname={location.pathname}>
      <PageDeadEnd reason="serverError" />
    </Layout>
  );
}

export const Head: HeadFC = () => (
  <>
    <html lang="en-US" />
    <title>{enUsMessages['serverError.title']} | Miamo</title>
    <meta name="robots" content="noindex" />
  </>
);
