import { expect, test } from '@playwright/test';
import { routeTo } from '../../src/core/locales/routes';
import { expectNoViolations } from '../axe';
import { messagesOf } from '../messages';

const plural = (message: string, count: number) =>
  (message as unknown as Record<string, string>)[count === 1 ? 'one' : 'other']!.replace('{count}', String(count));

test('en-us: results follow the typing, the address keeps up, suggestions open a recipe by keyboard', async ({
  page,
}) => {
  const en = messagesOf('en-us');
  await page.goto(routeTo('en-us', 'search'));
  const box = page.getByRole('combobox', { name: en['search.query'] });
  await box.pressSequentially('shaksh', { delay: 40 });
  // No "Search" pressed: the results and the address follow the text.
  await expect(page.getByRole('link', { name: 'Shakshuka', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\?q=shaksh$/);
  await expect(page.getByRole('heading', { name: plural(en['search.results']!, 1) })).toBeVisible();

  const list = page.getByRole('listbox', { name: en['search.suggestions'] });
  await expect(list.getByRole('group', { name: en['search.suggestion.recipes'] })).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expectNoViolations(page);
  await box.press('ArrowDown');
  await expect(list.getByRole('option', { name: 'Shakshuka' })).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(routeTo('en-us', 'recipe', { slug: 'shakshuka' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shakshuka');

  // Back on the search, the text typed is still there; Escape closes the suggestions.
  await page.goBack();
  await expect(box).toHaveValue('shaksh');
  await box.focus();
  await expect(list).toBeVisible();
  await box.press('Escape');
  await expect(list).toBeHidden();
});

test('en-us: an ingredient suggestion becomes a filter chip, removed by its button; typing is one step back', async ({
  page,
}) => {
  const en = messagesOf('en-us');
  await page.goto(`${routeTo('en-us', 'search')}?universe=daily`);
  const box = page.getByRole('combobox', { name: en['search.query'] });
  await box.pressSequentially('lemo', { delay: 40 });
  const option = page
    .getByRole('group', { name: en['search.suggestion.ingredients'] })
    .getByRole('option', { name: 'Lemon', exact: true });
  await option.click();
  await expect(page).toHaveURL(/\?universe=daily&ingredient=lemon$/);
  await expect(box).toHaveValue('');
  const chips = page.getByRole('list', { name: en['search.activeFilters'] });
  await expect(chips.getByRole('button')).toHaveCount(2);
  await chips.getByRole('button', { name: en['search.removeFilter']!.replace('{name}', 'Lemon') }).click();
  await expect(page).toHaveURL(/\?universe=daily$/);

  // Two words typed one after the other are one step: back returns to the search before them.
  await box.pressSequentially('tart', { delay: 40 });
  await expect(page).toHaveURL(/\?q=tart&universe=daily$/);
  // Slower than the typing pause: each key searches, and the address catching up loses none.
  await box.pressSequentially(' tatin', { delay: 150 });
  await expect(page).toHaveURL(/\?q=tart\+tatin&universe=daily$/);
  await expect(box).toHaveValue('tart tatin');
  await page.goBack();
  await expect(page).toHaveURL(/\?universe=daily$/);
  await expect(box).toHaveValue('');
});

test('fr: a typo finds what was meant, and on a phone the filters fold into a panel with the count', async ({
  page,
}) => {
  const fr = messagesOf('fr');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(routeTo('fr', 'search'));
  const box = page.getByRole('combobox', { name: fr['search.query'] });
  await box.fill('choclat');
  await expect(
    page.getByText(fr['search.showingResultsFor']!.replace('{query}', 'chocolat').replace('{typed}', 'choclat')),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fondants au chocolat cœur coulant' })).toBeVisible();

  // Folded: the toggle opens the panel, a filter applies at once, the panel's button shows the results.
  const diet = page.getByLabel(fr['search.diet']!, { exact: true });
  await expect(diet).toBeHidden();
  const toggle = page.getByRole('button', { name: fr['search.filters'], exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(diet).toBeVisible();
  await expectNoViolations(page);
  await diet.selectOption('vegan');
  await expect(page).toHaveURL(/\?q=choclat&diet=vegan$/);
  const show = page.getByRole('button', { name: /^Voir \d+ recettes?$/ });
  await expect(
    page.getByRole('button', { name: fr['search.filtersWithCount']!.replace('{count}', '1') }),
  ).toBeVisible();
  await show.click();
  await expect(diet).toBeHidden();
  await expect(page.getByRole('list', { name: fr['search.activeFilters'] })).toContainText('Vegan');
});

test('fr: without JavaScript the filters stay unfolded on a phone, the form submits and shows its results', async ({
  browser,
}) => {
  const fr = messagesOf('fr');
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await page.goto(routeTo('fr', 'search'));
  await page.getByLabel(fr['search.diet']!, { exact: true }).selectOption('vegan');
  await page.getByRole('combobox', { name: fr['search.query'] }).fill('tarte');
  await page.getByRole('button', { name: fr['search.submit'], exact: true }).click();
  await expect(page).toHaveURL(/\?q=tarte&universe=&diet=vegan/);
  await expect(page.getByRole('status')).toHaveText(fr['errors.noResult']!);
  // Any diet: the tarte Tatin is found, and opens.
  await page.getByLabel(fr['search.diet']!, { exact: true }).selectOption('');
  await page.getByRole('button', { name: fr['search.submit'], exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: /recettes? trouvées?/ })).toBeVisible();
  await page.getByRole('link', { name: 'Tarte Tatin', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tarte Tatin' })).toBeVisible();
  await context.close();
});
