import { render } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '../../src/components/i18n/i18n-provider';
import type { Messages } from '../../src/core/i18n/messages';
import type { Locale } from '../../src/core/locales/locales';
import { tokenReceived } from '../../src/store/auth-slice';
import { makeStore, whenRehydrated } from '../../src/store/make-store';
import { StoreShell } from '../../src/app/app-shell';
import { testApp } from '../api/engines';
import { memoryStorage } from './memory-storage';

/** A locale's messages, read from its catalogue as a visitor of that locale reads them. */
export function messagesOf(locale: Locale): Messages {
  return JSON.parse(
    fs.readFileSync(path.resolve(__dirname, `../../locales/${locale}/messages.json`), 'utf8'),
  ) as Messages;
}

/**
 * jsdom has no modal dialogs. The stand-in opens and closes like the browser's (a close event on
 * closing); focus trapping and Escape are the browser's own, checked by the e2e journeys.
 */
export function standInForDialogs() {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal?: () => void; close?: () => void };
  if (typeof proto.showModal !== 'function') {
    proto.showModal = function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
  }
  if (typeof proto.close !== 'function') {
    proto.close = function (this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  }
}

/** jsdom has no media queries: the stand-in answers as a screen `width` pixels wide would (min-width only). */
export function standInForMediaQueries(width: number) {
  window.matchMedia = (query: string) => {
    const min = /\(min-width:\s*(\d+)px\)/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    } as unknown as MediaQueryList;
  };
}

/** The real API on a fresh PGlite database, listening, for components whose calls go through fetch. */
export async function apiServer() {
  const server = await testApp('pglite', { listen: true });
  return { ...server, apiBaseUrl: `${server.url}/v1` };
}

/** Renders a part of the site for a member, with the real store aimed at the test server. */
export async function renderForMember(
  ui: React.ReactElement,
  { apiBaseUrl, token, locale = 'en-us' }: { apiBaseUrl: string; token: string; locale?: Locale },
) {
  const storage = memoryStorage();
  const handle = makeStore(storage, { apiBaseUrl });
  await whenRehydrated(handle);
  handle.store.dispatch(tokenReceived(token));
  const view = render(
    <StoreShell store={handle.store}>
      <I18nProvider locale={locale} messages={messagesOf(locale)}>
        {ui}
      </I18nProvider>
    </StoreShell>,
  );
  return { ...view, store: handle.store, storage };
}

/** A part of the site as the build writes it into a static page: rendered on the server, with a store. */
export function staticMarkupOf(
  ui: React.ReactElement,
  { apiBaseUrl, locale = 'en-us' }: { apiBaseUrl: string; locale?: Locale },
) {
  const { store } = makeStore(memoryStorage(), { apiBaseUrl });
  return renderToString(
    <StoreShell store={store}>
      <I18nProvider locale={locale} messages={messagesOf(locale)}>
        {ui}
      </I18nProvider>
    </StoreShell>,
  );
}
