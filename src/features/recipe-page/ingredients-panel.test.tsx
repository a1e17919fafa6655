// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import React, { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { messagesOf } from '../../../tests/site/render-with-api';
import { I18nProvider } from '../../components/i18n/i18n-provider';
import { createTranslator } from '../../core/i18n/messages';
import type { Locale } from '../../core/locales/locales';
import { lineQuantityText } from '../../core/recipes/quantity-text';
import type { RecipeIngredientLine } from '../../core/recipes/recipe-detail';
import { IngredientsPanel } from './ingredients-panel';

const en = messagesOf('en-us');
const LINES = [
  { ingredient: 'plain-flour', name: 'flour', quantity: 250, unit: 'g' },
  { ingredient: 'egg', name: 'eggs', quantity: 2, unit: null },
] as RecipeIngredientLine[];
// What the page plan writes for four servings in American units: the static page shows it as it is.
const BUILT = ['2 cups', '2'];

function Panel({ locale = 'en-us', quantities }: { locale?: Locale; quantities?: string[] }) {
  const [people, setPeople] = useState(4);
  return (
    <I18nProvider locale={locale} messages={messagesOf(locale)}>
      <IngredientsPanel
        ingredients={LINES}
        quantities={quantities}
        kitchenware={[]}
        servings={4}
        people={people}
        onPeopleChange={setPeople}
      />
    </I18nProvider>
  );
}

const quantities = () => screen.getAllByRole('listitem').map((item) => item.firstChild?.textContent);

afterEach(() => {
  cleanup();
  localStorage.clear();
});

it('matches what the page plan builds, so the static page needs no conversion code', () => {
  const translator = createTranslator(en, 'en-US');
  const planned = LINES.map((line) => lineQuantityText(translator, 'en-US', line, { from: 4, to: 4 }, 'us'));
  expect(planned).toEqual(BUILT);
  const html = renderToString(<Panel quantities={BUILT} />);
  expect(html).toContain('2 cups');
});

it('keeps the stepper disabled in the static page, so a tap before hydration is not lost', () => {
  const page = document.createElement('div');
  page.innerHTML = renderToString(<Panel quantities={BUILT} />);
  for (const name of [en['recipe.fewerServings'], en['recipe.moreServings']])
    expect(within(page).getByRole<HTMLButtonElement>('button', { name: name as string }).disabled).toBe(true);
});

it('scales the quantities once the servings change, with the code loaded after hydration', async () => {
  render(<Panel quantities={BUILT} />);
  expect(quantities()).toEqual(BUILT);
  fireEvent.click(screen.getByRole('button', { name: en['recipe.moreServings'] as string }));
  fireEvent.click(screen.getByRole('button', { name: en['recipe.moreServings'] as string }));
  fireEvent.click(screen.getByRole('button', { name: en['recipe.moreServings'] as string }));
  fireEvent.click(screen.getByRole('button', { name: en['recipe.moreServings'] as string }));
  await waitFor(() => expect(quantities()).toEqual(['4 cups', '4']));
  expect(screen.getByRole('list').getAttribute('aria-busy')).toBeNull();
});

it("converts to the cook's stored units after hydration", async () => {
  localStorage.setItem('miamo:units', 'metric');
  render(<Panel quantities={BUILT} />);
  await waitFor(() => expect(quantities()).toEqual(['250 g', '2']));
});

it('computes the quantities where none were built (a recipe unlocked in the browser)', async () => {
  render(<Panel locale="fr" />);
  await waitFor(() => expect(quantities()).toEqual(['250 g', '2']));
});
