import type { GatsbySSR } from 'gatsby';
import React from 'react';
import type { Locale } from './src/core/locales/locales';
import { routeTo } from './src/core/locales/routes';
import { wrapPage } from './src/app/app-shell';
import { ServerRootElement } from './src/app/server-root';
import type { Messages } from './src/core/i18n/messages';
import { localeOfPath, registerLocaleMessages } from './src/components/i18n/locale-messages';
import deMessages from './locales/de/messages.json';
import enGbMessages from './locales/en-gb/messages.json';
import enUsMessages from './locales/en-us/messages.json';
import esEsMessages from './locales/es-es/messages.json';
import esMxMessages from './locales/es-mx/messages.json';
import frMessages from './locales/fr/messages.json';
import itMessages from './locales/it/messages.json';
import ptBrMessages from './locales/pt-br/messages.json';

// The server render has every locale's messages; the browser loads its own (gatsby-browser).
const ALL_MESSAGES = {
  'en-us': enUsMessages,
  'en-gb': enGbMessages,
  fr: frMessages,
  de: deMessages,
  it: itMessages,
  'es-es': esEsMessages,
  'es-mx': esMxMessages,
  'pt-br': ptBrMessages,
} satisfies Record<Locale, Messages>;
for (const [locale, messages] of Object.entries(ALL_MESSAGES)) registerLocaleMessages(locale as Locale, messages);

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <ServerRootElement>{element}</ServerRootElement>
);

export const wrapPageElement: GatsbySSR['wrapPageElement'] = wrapPage;

// Written into the HTML renderer by gatsby-node (src/build/script-preloads.ts); absent in develop.
declare const MIAMO_MESSAGES_SCRIPTS: Partial<Record<Locale, string>> | undefined;
declare const MIAMO_SEARCH_SCRIPTS: string[] | undefined;

/**
 * The page's messages are fetched beside the app's scripts, not after them (gatsby-browser waits for
 * them); so are, on the search page, the store's and the results' scripts, which its first render
 * needs before it asks for the results (they run only once the page has hydrated).
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHeadComponents }) => {
  const locale = localeOfPath(pathname);
  if (!locale) return;
  const messages = typeof MIAMO_MESSAGES_SCRIPTS === 'undefined' ? undefined : MIAMO_MESSAGES_SCRIPTS[locale];
  const search = typeof MIAMO_SEARCH_SCRIPTS === 'undefined' ? [] : MIAMO_SEARCH_SCRIPTS;
  setHeadComponents([
    ...(messages ? [<link key={messages} rel="preload" as="script" href={messages} />] : []),
    // After the style sheet and the first scripts, which the first paint and the hydration wait for.
    ...(pathname === routeTo(locale, 'search') ? search : []).map((script) => (
      <link key={script} rel="preload" as="script" href={script} fetchPriority="low" />
    )),
  ]);
};

type HeadElement = React.ReactElement<{ 'data-href'?: string; 'data-identity'?: string }>;

/**
 * The site's style sheet as a link, not inlined: Gatsby writes the whole sheet (66 KB) into every page,
 * which every build writes and reads again per page and every visit downloads again; the linked file is
 * content-hashed and cached for a year.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(
    (getHeadComponents() as HeadElement[]).map((element) =>
      element?.type === 'style' && element.props['data-identity'] === 'gatsby-global-css' ? (
        <link key="styles" rel="stylesheet" href={element.props['data-href']} />
      ) : (
        element
      ),
    ),
  );
};
