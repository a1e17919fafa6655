import type { HeadFC, PageProps } from 'gatsby';
import React, { useEffect } from 'react';
import { Layout } from '../components/layout/layout';
import type { Messages } from '../core/i18n/messages';
import { DEFAULT_LOCALE } from '../core/locales/locales';
import { localizePath } from '../core/locales/localize-path';
import { PageDeadEnd } from '../components/dead-end/page-dead-end';
import enUsMessages from '../../locales/en-us/messages.json';

/**
 * Gatsby's own 404, reached only for paths without a locale (every locale has its catch-all):
 * the browser moves to the visitor's locale, whose 404 page answers if the page does not exist.
 */
export default function GlobalNotFound({ location }: PageProps) {
  useEffect(() => {
    const target = localizePath(window.location.pathname, navigator.languages ?? [navigator.language]);
    if (target) window.location.replace(target);
  }, []);
  return (
    <Layout locale={DEFAULT_LOCALE} messages={enUsMessages as Messages} pathname={location.pathname}>
      <PageDeadEnd reason="notFound" />
    </Layout>
  );
}

export const Head: HeadFC = () => (
  <>
    <html lang="en-US" />
    <title>{enUsMessages['notFound.title']} | Miamo</title>
    <meta name="robots" content="noindex" />
  </>
);
