// @vitest-environment jsdom
import React from 'react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { messagesOf } from '../../../tests/site/render-with-api';
import { recipeSummary } from '../../../tests/fixtures/recipe-summary';
import { I18nProvider } from '../i18n/i18n-provider';
import { RecipeGrid } from './recipe-card';

it('asks for the first picture of a list before the scripts, the first row at once, the rest as they are seen', () => {
  const page = document.createElement('div');
  page.innerHTML = renderToString(
    <I18nProvider locale="fr" messages={messagesOf('fr')}>
      <RecipeGrid recipes={['a', 'b', 'c'].map((slug) => recipeSummary(slug))} />
    </I18nProvider>,
  );
  const pictures = [...page.querySelectorAll('img')];
  expect(pictures.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null]);
  expect(pictures.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
});
