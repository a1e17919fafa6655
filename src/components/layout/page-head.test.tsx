import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { messagesOf } from '../../../tests/site/render-with-api';
import type { ShellContext } from '../../core/site/shell-context';
import { registerLocaleMessages } from '../i18n/locale-messages';
import { pageHead } from './page-head';

it("writes a template's head with its locale's words, canonical, alternates and robots", () => {
  registerLocaleMessages('fr', messagesOf('fr'));
  const Head = pageHead<ShellContext & { canonicalPath: string }>((context, t) => ({
    title: t('search.title'),
    path: context.canonicalPath,
  }));
  const html = renderToStaticMarkup(
    <Head pageContext={{ locale: 'fr', siteUrl: 'https://miamo.test/', canonicalPath: '/fr/recherche/' }} />,
  );
  expect(html).toContain(`<title>${messagesOf('fr')['search.title']} | Miamo</title>`);
  expect(html).toContain(`<meta name="description" content="${messagesOf('fr')['site.description']}"/>`);
  expect(html).toContain('<link rel="canonical" href="https://miamo.test/fr/recherche/"/>');
  expect(html).toContain('<link rel="alternate" hrefLang="fr-FR" href="https://miamo.test/fr/recherche/"/>');
  expect(html).not.toContain('noindex');

  const Hidden = pageHead<ShellContext>((_, t) => ({ title: t('notFound.title'), noindex: true }));
  const hidden = renderToStaticMarkup(<Hidden pageContext={{ locale: 'fr' }} />);
  expect(hidden).toContain('<meta name="robots" content="noindex"/>');
  expect(hidden).not.toContain('rel="canonical"');
});
