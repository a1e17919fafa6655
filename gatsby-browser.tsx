import type { GatsbyBrowser } from 'gatsby';
import React from 'react';
import {
  adoptRequestedPath,
  keepScrollOnHashChange,
  reloadOnChunkFailure,
  setSlowNavigationNotice,
} from './src/build/browser-behaviour';
import { RootElement, wrapPage } from './src/templates/app-shell';
import type { Messages } from './src/core/i18n/messages';
import type { Locale } from './src/core/locales/locales';
import { hasLocaleMessages, localeOfPath, registerLocaleMessages } from './src/components/i18n/locale-messages';
import './src/styles/global.css';

let lastPathname: string | undefined;

/** A locale's messages, a chunk of their own: loaded once, then cached with the other hashed files. */
async function loadLocaleMessages(locale: Locale) {
  if (hasLocaleMessages(locale)) return;
  const module = (await import(`./locales/${locale}/messages.json`)) as { default: Messages };
  registerLocaleMessages(locale, module.default);
}

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <RootElement>{element}</RootElement>;

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = wrapPage;

export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = (args) => keepScrollOnHashChange(args);

export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ location }) => {
  lastPathname = location.pathname;
};

export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () => setSlowNavigationNotice(true);

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => setSlowNavigationNotice(false);

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  const page = window as unknown as { pagePath?: string };
  page.pagePath = adoptRequestedPath(page.pagePath, window.location.pathname);
  window.addEventListener('unhandledrejection', (event) => {
    reloadOnChunkFailure(event.reason, lastPathname, (path) => {
      window.location.pathname = path;
    });
  });
  // Gatsby waits for this before the first render: the page's locale's messages, a chunk of their own.
  const locale = localeOfPath(window.location.pathname);
  return locale ? loadLocaleMessages(locale) : undefined;
};
