// @vitest-environment jsdom
import React from 'react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { messagesOf } from '../../../tests/site/render-with-api';
import { I18nProvider } from '../../components/i18n/i18n-provider';
import { routeTo } from '../../core/locales/routes';
import type { RecipeDetail } from '../../core/recipes/recipe-detail';
import { RecipeView } from './recipe-view';

const locked = {
  id: 'r-locked',
  url_slug: 'tarte-secrete',
  title: 'Tarte secrète',
  description: 'Une tarte des livres.',
  vertical: 'original',
  category: 'dessert',
  origin: 'france',
  difficulty: 'easy',
  numberOfPeople: 6,
  preparation_time: 30,
  cooking_time: 40,
  resting_time: 0,
  total_time: 70,
  diets: [],
  kitchenware: [],
  palette: ['#f6d6b8', '#c62828', '#5c5650'],
  access_mode: 'book',
  locked: true,
  last_modified: 1,
} as unknown as RecipeDetail;

it("sends a locked recipe's log-in back to the recipe, in the static HTML already", () => {
  const fr = messagesOf('fr');
  const html = renderToString(
    <I18nProvider locale="fr" messages={fr}>
      <RecipeView recipe={locked} names={{ category: 'Desserts', origin: 'France', author: null }} />
    </I18nProvider>,
  );
  const page = new DOMParser().parseFromString(html, 'text/html');
  const logIn = [...page.querySelectorAll('a')].find((link) => link.textContent === fr['recipe.locked.login']);
  const back = encodeURIComponent(routeTo('fr', 'recipe', { slug: 'tarte-secrete' }));
  expect(logIn?.getAttribute('href')).toBe(`${routeTo('fr', 'login')}?next=${back}`);
});
