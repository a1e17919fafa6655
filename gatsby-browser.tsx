import type { GatsbyBrowser } from 'gatsby';
import React from 'react';
import {
  adoptRequestedPath,
  keepScrollOnHashChange,
  reloadOnChunkFailure,
  setSlowNavigationNotice,
} from './src/app/browser-behaviour';
import { RootElement, wrapPage } from './src/app/app-shell';
import type { Messages } from './src/core/i18n/messages';
import type { Locale } from './src/core/locales/locales';
import { hasLocaleMessages, localeOfPath, registerLocaleMessages } from './src/components/i18n/locale-messages';
import './src/styles/global.css';
// First in the one style sheet, before every module that composes its classes and overrides them
// (the age gate's cocktail-coloured pill): lazy sections would otherwise let the order drift.
import './src/styles/ui.module.css';

let lastPathname: string | undefined;

type MessagesModule = Promise<{ default: Messages }>;

// Named chunks: the server render preloads the page's one (gatsby-ssr), so it loads beside the app.
const MESSAGES: Record<Locale, () => MessagesModule> = {
  'en-us': () => import(/* webpackChunkName: "messages-en-us" */ './locales/en-us/messages.json'),
  'en-gb': () => import(/* webpackChunkName: "messages-en-gb" */ './locales/en-gb/messages.json'),
  fr: () => import(/* webpackChunkName: "messages-fr" */ './locales/fr/messages.json'),
  de: () => import(/* webpackChunkName: "messages-de" */ './locales/de/messages.json'),
  it: () => import(/* webpackChunkName: "messages-it" */ './locales/it/messages.json'),
  'es-es': () => import(/* webpackChunkName: "messages-es-es" */ './locales/es-es/messages.json'),
  'es-mx': () => import(/* webpackChunkName: "messages-es-mx" */ './locales/es-mx/messages.json'),
  'pt-br': () => import(/* webpackChunkName: "messages-pt-br" */ './locales/pt-br/messages.json'),
};

/** A locale's messages, a chunk of their own: loaded once, then cached with the other hashed files. */
async function loadLocaleMessages(locale: Locale) {
  if (hasLocaleMessages(locale)) return;
  registerLocaleMessages(locale, (await MESSAGES[locale]()).default);
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
