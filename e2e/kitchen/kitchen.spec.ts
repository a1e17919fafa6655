import { type Page, expect, test } from '@playwright/test';
import { routeTo } from '../../src/core/locales/routes';
import { expectNoViolations } from '../axe';
import { messagesOf } from '../messages';
import { PASSWORD, logIn, signUp } from '../members';
import { BASE_URL } from '../../playwright.config';

const fill = (message: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replace(`{${key}}`, String(value)), message);

const PANCAKES = {
  'en-us': { slug: 'banana-oat-pancakes', oats: 'rolled oats', timer: '2 minutes' },
  fr: { slug: 'pancakes-banane-avoine', oats: "flocons d'avoine", timer: '2 minutes' },
} as const;

/** The ingredient line of the recipe page that names `name`. */
const ingredientLine = (page: Page, locale: 'en-us' | 'fr', name: string) =>
  page
    .getByRole('region', { name: messagesOf(locale)['recipe.ingredients'] })
    .getByRole('listitem')
    .filter({ hasText: name });

for (const locale of ['en-us', 'fr'] as const) {
  const t = messagesOf(locale);
  const recipe = PANCAKES[locale];
  // US customary is where American cooks start; everyone else starts in metric.
  const [first, second] = locale === 'en-us' ? (['us', 'metric'] as const) : (['metric', 'us'] as const);
  const oats = { us: locale === 'en-us' ? '1 ¼ cups' : '1 ¼ tasse', metric: '100 g' };

  test(`${locale}: units switch and stay, cook mode steps through with a timer that rings after a reload`, async ({
    page,
  }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(routeTo(locale, 'recipe', { slug: recipe.slug }));
    const line = ingredientLine(page, locale, recipe.oats);
    await expect(line).toContainText(oats[first]);
    await page.getByRole('radio', { name: t[`kitchen.units.${second}`] }).check();
    await expect(line).toContainText(oats[second]);
    // The servings follow too: twice the people, twice the oats.
    await page.getByRole('button', { name: t['recipe.moreServings'] }).click();
    await page.getByRole('button', { name: t['recipe.moreServings'] }).click();
    await expect(line).toContainText(second === 'metric' ? '200 g' : locale === 'en-us' ? '2 ½ cups' : '2 ½ tasses');
    await page.reload();
    await expect(page.getByRole('radio', { name: t[`kitchen.units.${second}`] })).toBeChecked();
    await expect(line).toContainText(oats[second]);

    await page.getByRole('button', { name: t['cook.start'] }).click();
    const cook = page.getByRole('dialog');
    await expect(cook.getByRole('heading', { name: fill(t['cook.stepOf']!, { number: 1, total: 4 }) })).toBeVisible();
    await expect(cook.getByRole('region', { name: t['cook.forThisStep'] })).toContainText(oats[second]);
    await expectNoViolations(page);
    await page.keyboard.press('ArrowRight');
    await expect(cook.getByRole('heading', { name: fill(t['cook.stepOf']!, { number: 2, total: 4 }) })).toBeVisible();
    await cook.getByRole('button', { name: t['cook.next'] }).click();
    await expect(cook.getByRole('heading', { name: fill(t['cook.stepOf']!, { number: 3, total: 4 }) })).toBeVisible();

    await cook.getByRole('button', { name: fill(t['cook.startTimer']!, { duration: recipe.timer }) }).click();
    const timers = cook.getByRole('region', { name: t['cook.timers'] });
    await expect(timers.getByRole('timer')).toHaveText('2:00');
    await expect(cook.getByRole('status')).toHaveText(fill(t['cook.timerStarted']!, { duration: recipe.timer }));
    await page.clock.runFor(30_000);
    await expect(timers.getByRole('timer')).toHaveText('1:30');

    // The timer keeps running on the next step, and through a reload.
    await cook.getByRole('button', { name: t['cook.next'] }).click();
    await expect(cook.getByRole('heading', { name: fill(t['cook.stepOf']!, { number: 4, total: 4 }) })).toBeVisible();
    await expect(timers).toContainText(fill(t['cook.timerLabel']!, { step: 3, duration: recipe.timer }));
    await expectNoViolations(page);
    await page.reload();
    await expect(cook.getByRole('heading', { name: fill(t['cook.stepOf']!, { number: 4, total: 4 }) })).toBeVisible();
    await expect(timers.getByRole('timer')).toHaveText(/^1:[23]\d$/);

    await page.clock.runFor(2 * 60_000);
    await expect(timers.getByRole('timer')).toHaveText(t['cook.timeUp']!);
    await expect(cook.getByRole('status')).toHaveText(fill(t['cook.timerDone']!, { step: 3, duration: recipe.timer }));
    await timers.getByRole('button', { name: t['cook.dismiss'] }).click();
    await expect(timers).toBeHidden();

    await page.keyboard.press('ArrowLeft');
    await expect(cook.getByRole('heading', { name: fill(t['cook.stepOf']!, { number: 3, total: 4 }) })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cook).toBeHidden();
    await expect(page.getByRole('button', { name: t['cook.start'] })).toBeFocused();
    // Closed is closed: a reload stays on the recipe.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
}

test('fr: the print view keeps the ingredients and steps, without the site around them', async ({ page }) => {
  const fr = messagesOf('fr');
  await page.goto(routeTo('fr', 'recipe', { slug: PANCAKES.fr.slug }));
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: fr['recipe.print'] }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: fr['recipe.ingredients'] })).toBeVisible();
  await expect(page.getByRole('heading', { name: fr['recipe.steps'] })).toBeVisible();
  await expect(page.getByRole('button', { name: fr['recipe.print'] })).toBeHidden();
  await expect(page.getByRole('button', { name: fr['cook.start'] })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('img', { name: fr['recipe.printQr'] })).toBeVisible();
});

const LAVA_CAKES = { 'en-us': 'molten-chocolate-lava-cakes', fr: 'fondants-au-chocolat-coeur-coulant' } as const;
const EGGS = { 'en-us': 'eggs', fr: 'œufs' } as const;

for (const locale of ['en-us', 'fr'] as const) {
  const t = messagesOf(locale);

  test(`${locale}: a shopping list from two recipes, the same ingredient added up, ticked off and cleared; it follows the visitor into the account`, async ({
    page,
    browser,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Two pancakes' worth (2 eggs) and four lava cakes (3 eggs): one line of 5 eggs.
    await page.goto(routeTo(locale, 'recipe', { slug: PANCAKES[locale].slug }));
    await page.getByRole('button', { name: t['shopping.addRecipe'] }).click();
    await expect(page.getByRole('status').filter({ hasText: t['shopping.added'] })).toBeVisible();
    await page.goto(routeTo(locale, 'recipe', { slug: LAVA_CAKES[locale] }));
    await page.getByRole('button', { name: t['shopping.addRecipe'] }).click();
    await page.getByRole('link', { name: t['shopping.seeList'] }).click();

    await expect(page.getByRole('heading', { level: 1, name: t['shopping.title'] })).toBeVisible();
    const eggs = page.getByRole('checkbox', { name: new RegExp(`^5 ${EGGS[locale]}$`) });
    await expect(eggs).toBeVisible();
    await expect(page.getByRole('region', { name: t['shopping.aisle.dairy-eggs'] })).toContainText(EGGS[locale]);
    await expect(page.getByRole('region', { name: t['shopping.aisle.produce'] })).toBeVisible();
    await page.getByLabel(t['shopping.addItem']!).fill('Kitchen roll');
    await page.getByRole('button', { name: t['shopping.addItemButton'], exact: true }).click();
    await expect(page.getByRole('region', { name: t['shopping.aisle.other'] })).toContainText('Kitchen roll');
    await eggs.check();
    await expectNoViolations(page);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: new RegExp(`^5 ${EGGS[locale]}$`) })).toBeChecked();
    await page.getByRole('button', { name: t['shopping.clearChecked'] }).click();
    await expect(page.getByRole('checkbox', { name: new RegExp(EGGS[locale]) })).toHaveCount(0);
    const left = await page.getByRole('checkbox').count();
    expect(left).toBeGreaterThan(5);

    // Logging in moves the list into the account: another device of the member finds it there.
    const email = await signUp(request, `shopper-${locale}`, { lang: locale === 'fr' ? 'fr-FR' : 'en-US' });
    await logIn(page, locale, email, PASSWORD, routeTo(locale, 'shoppingList'));
    await expect(page.getByRole('heading', { level: 1, name: t['shopping.title'] })).toBeVisible();
    await expect(page.getByText(t['shopping.visitorNote']!)).toBeHidden();
    await expect(page.getByRole('checkbox')).toHaveCount(left);
    const laptop = await browser.newPage();
    await logIn(laptop, locale, email, PASSWORD, routeTo(locale, 'shoppingList'));
    await expect(laptop.getByRole('checkbox', { name: 'Kitchen roll' })).toBeVisible();
    await expect(laptop.getByRole('checkbox')).toHaveCount(left);
    // Ticked on one device, ticked on the other once it reads the list again. The box ticks before
    // the server has the change (the list is updated optimistically): the other reads once it does.
    const saved = laptop.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' && response.url().includes('/collections/shopping-list/records/'),
    );
    await laptop.getByRole('checkbox', { name: 'Kitchen roll' }).check();
    await expect(laptop.getByRole('checkbox', { name: 'Kitchen roll' })).toBeChecked();
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Kitchen roll' })).toBeChecked();
    await laptop.close();
  });
}

test('de: a member gathers two recipes into a collection, reorders it and shares it by link', async ({
  page,
  browser,
  request,
}) => {
  // Two contexts, a reorder and a shared link opened logged out: past 30 s under the suite's load.
  test.setTimeout(90_000);
  const de = messagesOf('de');
  const fill = (message: string, values: Record<string, string>) =>
    Object.entries(values).reduce((text, [key, value]) => text.replace(`{${key}}`, value), message);
  const email = await signUp(request, 'collector', { lang: 'de-DE' });
  await logIn(page, 'de', email, PASSWORD, routeTo('de', 'recipe', { slug: 'shakshuka' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shakshuka');
  await page.getByRole('button', { name: de['collections.save'] }).click();
  await page.getByLabel(de['collections.newName']!).fill('Sonntagsbrunch');
  await page.getByRole('button', { name: de['collections.create'] }).click();
  await expect(page.getByRole('checkbox', { name: 'Sonntagsbrunch' })).toBeChecked();
  await expectNoViolations(page);

  await page.goto(routeTo('de', 'recipe', { slug: 'griechischer-bauernsalat' }));
  await page.getByRole('button', { name: de['collections.save'] }).click();
  await page.getByRole('checkbox', { name: 'Sonntagsbrunch' }).check();
  await expect(page.getByRole('checkbox', { name: 'Sonntagsbrunch' })).toBeChecked();

  await page.goto(routeTo('de', 'profile'));
  await page.getByRole('tab', { name: new RegExp(`^${de['profile.favourites']}`) }).click();
  const collection = page.getByRole('region', { name: 'Sonntagsbrunch' });
  const titles = collection.getByRole('listitem').getByRole('heading');
  await expect(titles).toHaveText(['Shakshuka', 'Griechischer Bauernsalat']);
  await collection
    .getByRole('button', { name: fill(de['collections.moveUp']!, { title: 'Griechischer Bauernsalat' }) })
    .click();
  await expect(titles).toHaveText(['Griechischer Bauernsalat', 'Shakshuka']);
  // Clicked while the list the reorder asked for again is on its way, the box can show that list (not yet
  // shared) for a moment, until the share's own answer reads the list again: the end state is what counts.
  const share = collection.getByRole('checkbox', { name: de['collections.share'] });
  await share.click();
  await expect(share).toBeChecked();
  const link = collection.getByRole('link', { name: /\?token=/ });
  await expect(link).toBeVisible();
  await expectNoViolations(page);
  const shared = await link.getAttribute('href');

  // Anyone with the link reads it, in the member's order.
  const visitor = await browser.newPage();
  await visitor.goto(shared!);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Sonntagsbrunch');
  await expect(visitor.getByRole('main').getByRole('listitem').getByRole('heading')).toHaveText([
    'Griechischer Bauernsalat',
    'Shakshuka',
  ]);
  // No longer shared: the link says so.
  await share.click();
  await expect(share).not.toBeChecked();
  await expect(link).toBeHidden();
  await visitor.reload();
  await expect(visitor.getByText(de['collections.notShared']!)).toBeVisible();
  await visitor.close();
});

const OFFLINE = {
  'en-us': { pancakes: ['banana-oat-pancakes', 'Banana Oat Pancakes'], shakshuka: ['shakshuka', 'Shakshuka'] },
  fr: { pancakes: ['pancakes-banane-avoine', 'Pancakes banane-avoine'], shakshuka: ['chakchouka', 'Chakchouka'] },
} as const;

for (const locale of ['en-us', 'fr'] as const) {
  const t = messagesOf(locale);
  const [pancakesSlug, pancakesTitle] = OFFLINE[locale].pancakes;
  const [shakshukaSlug, shakshukaTitle] = OFFLINE[locale].shakshuka;

  test(`${locale}: offline, a saved recipe opens and cooks; a favourite pressed offline is saved once back online`, async ({
    browser,
    request,
  }) => {
    // The service worker installs and caches the app first: slower than a page on the two-core runner.
    test.setTimeout(120_000);
    // Service workers run on HTTPS or localhost: this journey uses localhost (the others 127.0.0.1,
    // where the configuration blocks them).
    const context = await browser.newContext({
      baseURL: BASE_URL.replace('127.0.0.1', 'localhost'),
      serviceWorkers: 'allow',
    });
    const page = await context.newPage();
    const email = await signUp(request, `offline-${locale}`, { lang: locale === 'fr' ? 'fr-FR' : 'en-US' });
    await logIn(page, locale, email, PASSWORD);
    await expect(page.getByRole('banner').getByRole('link', { name: t['header.profile'] })).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 60_000 });

    const pancakes = routeTo(locale, 'recipe', { slug: pancakesSlug });
    const shakshuka = routeTo(locale, 'recipe', { slug: shakshukaSlug });
    // Each page is left once all it fetched is in (and so in the service worker's cache).
    await page.goto(pancakes, { waitUntil: 'networkidle' });
    const heart = page.getByRole('button', { name: t['favourite.label'] });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.waitForLoadState('networkidle');
    await page.goto(shakshuka, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shakshukaTitle);
    await page.goto(routeTo(locale, 'profile'));
    await page.getByRole('tab', { name: new RegExp(`^${t['profile.favourites']}`) }).click();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: pancakesTitle })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.goto(routeTo(locale, 'settings'));
    await expect(page.getByText(t['offline.used']!.split('{size}')[0]!)).toBeVisible();

    await context.setOffline(true);
    await page.goto(pancakes);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pancakesTitle);
    await expect(page.getByRole('button', { name: t['favourite.label'] })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: t['cook.start'] }).click();
    await expect(
      page
        .getByRole('dialog')
        .getByRole('heading', { name: t['cook.stepOf']!.replace('{number}', '1').replace('{total}', '4') }),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    // A heart pressed offline stays pressed, and waits for the connection.
    await page.goto(shakshuka);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shakshukaTitle);
    await page.getByRole('button', { name: t['favourite.label'] }).click();
    await expect(page.getByRole('button', { name: t['favourite.label'] })).toHaveAttribute('aria-pressed', 'true');
    // The heart turns at once; the write joins the queue once its request has failed.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('miamo:offline-queue') ?? '[]').length))
      .toBe(1);

    await context.setOffline(false);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('miamo:offline-queue'))).toBeNull();
    await page.goto(routeTo(locale, 'profile'));
    await page.getByRole('tab', { name: new RegExp(`^${t['profile.favourites']}`) }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('link', { name: shakshukaTitle })).toBeVisible();
    await expect(panel.getByRole('link', { name: pancakesTitle })).toBeVisible();
    await context.close();
  });
}
