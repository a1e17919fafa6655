import type { HeadFC } from 'gatsby';
import React, { useEffect } from 'react';
import { LOCALES } from '../core/locales/locales';
import { siteOf } from '../core/locales/catalogues';
import { localizePath } from '../core/locales/localize-path';
import { routeTo } from '../core/locales/routes';
import enUsMessages from '../../locales/en-us/messages.json';

/**
 * The static page at `/`: the server normally redirects by Accept-Language before this is
 * served; where it is served (a CDN), the browser picks the locale from navigator.languages.
 */
export default function RootRedirect() {
  useEffect(() => {
    const target = localizePath(
      window.location.pathname + window.location.search,
      navigator.languages ?? [navigator.language],
    );
    if (target) window.location.replace(target);
  }, []);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
      <h1>{enUsMessages['rootRedirect.title']}</h1>
      <ul>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a href={routeTo(locale, 'home')} lang={locale}>
              {siteOf(locale).meta.name}
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}

export const Head: HeadFC = () => (
  <>
    <html lang="en" />
    <title>Miamo</title>
    <meta name="robots" content="noindex" />
  </>
);
