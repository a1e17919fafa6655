import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { htmlLangOf, languageOf } from '../../src/core/locales/locales';
import { routeTo } from '../../src/core/locales/routes';
import { expectNoViolations } from '../axe';
import { PASSWORD, logIn, signUp } from '../members';
import { messagesOf } from '../messages';
import { moderatorToken, withSession } from '../staff';

/** The phone the brand designs for first (BRAND.md), and a desktop. */
const PHONE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

const photo = (background: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function token(request: APIRequestContext, email: string) {
  const res = await request.post('/v1/email/login', { data: { email, password: PASSWORD } });
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A complete recipe written and submitted through the API (the second recipe of the journey). */
async function submittedRecipe(request: APIRequestContext, email: string, title: string, language: string) {
  const headers = { authorization: `Bearer+Email ${await token(request, email)}` };
  const created = await request.post('/v1/community-recipes', { headers, data: { title, language } });
  expect(created.status()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };
  const cover = await request.patch(`/v1/community-recipes/${uuid}`, {
    headers,
    multipart: { picture: { name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await photo('#2e7d32') } },
  });
  expect(cover.status()).toBe(200);
  await request.patch(`/v1/community-recipe-categories/${uuid}`, { headers, data: { categories: ['dessert'] } });
  await request.patch(`/v1/community-recipes/${uuid}`, { headers, data: { numberOfPeople: 2, preparation_time: 10 } });
  await request.post('/v1/community-recipe-ingredients', {
    headers,
    data: { recipe: uuid, name: 'Sucre', quantity: 50 },
  });
  await request.post('/v1/community-recipe-steps', { headers, data: { recipe: uuid, description: 'Mélange.' } });
  const submitted = await request.patch(`/v1/community-recipes/${uuid}`, { headers, data: { status: 'submitted' } });
  expect(submitted.status(), await submitted.text()).toBe(200);
}

async function authorIdOf(request: APIRequestContext, email: string) {
  const profile = await request.get('/v1/profile', {
    headers: { authorization: `Bearer+Email ${await token(request, email)}` },
  });
  return ((await profile.json()) as { data: { id: string } }).data.id;
}

async function openQueued(page: Page, title: string) {
  await page.getByRole('button', { name: new RegExp(title) }).click();
  await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible();
}

for (const locale of ['fr', 'en-us'] as const) {
  test(`a member writes a recipe, moderators validate one and refuse another (${locale})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const m = messagesOf(locale);
    const stamp = Date.now().toString(36);
    const title = `${locale === 'fr' ? 'Tarte fine aux figues' : 'Fig galette'} ${stamp}`;
    const refusedTitle = `${locale === 'fr' ? 'Crème brûlée' : 'Burnt cream'} ${stamp}`;
    const email = await signUp(request, 'creator', { validated: true, lang: htmlLangOf(locale) });
    const categories = (await (await request.get(`/v1/recipe-categories?lang=${languageOf(locale)}`)).json()) as {
      data: { id: string; name: string }[];
    };
    const dessert = categories.data.find((term) => term.id === 'dessert')!.name;

    // The author starts a recipe from "My recipes": the title, the creators terms, no category yet.
    const author = await browser.newContext({ viewport: PHONE });
    const page = await author.newPage();
    await logIn(page, locale, email, PASSWORD, routeTo(locale, 'myRecipes'));
    await expect(page.getByRole('heading', { name: m['myRecipes.title'] })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('button', { name: m['creation.create'] }).click();
    await page.getByRole('button', { name: m['creation.next'] }).click();
    await expect(page.getByText(m['errors.required']!)).toBeVisible();
    await page.getByLabel(m['creation.field.title']!).fill(title);
    await page.getByRole('button', { name: m['creation.next'] }).click();
    await page.getByRole('button', { name: m['creation.terms.accept'] }).click();
    await expect(page.getByRole('heading', { name: m['creation.categoryModal'] })).toBeVisible();
    await page.getByRole('button', { name: m['creation.later'] }).click();

    // The editor: every change saved as it is made.
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    const saved = page.getByText(m['creation.saved']!);
    await page.getByLabel(m['creation.field.cover']!).setInputFiles({
      name: 'cover.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo('#c62828'),
    });
    await expect(page.getByRole('img', { name: m['creation.coverAlt']!.replace('{title}', title) })).toBeVisible();
    await page.getByLabel(m['creation.field.servings']!).fill('4');
    await page.getByLabel(m['creation.field.preparation']!).fill('25');
    await page.getByLabel(m['creation.field.preparation']!).blur();
    await expect(saved).toBeVisible();
    await page
      .getByLabel(m['creation.field.ingredient']!, { exact: true })
      .fill(locale === 'fr' ? 'Figues fraîches' : 'Fresh figs');
    await page.getByLabel(m['creation.field.quantity']!, { exact: true }).fill('6');
    await page.getByRole('button', { name: m['creation.add'], exact: true }).first().click();
    const figs = locale === 'fr' ? 'Figues fraîches' : 'Fresh figs';
    await expect(page.getByRole('button', { name: `${m['creation.remove']} ${figs}` })).toBeVisible();
    for (const text of ['Étale la pâte.', 'Dispose les figues et enfourne.']) {
      const before = await page
        .getByRole('listitem')
        .filter({ has: page.getByRole('textbox') })
        .count();
      await page.getByRole('button', { name: m['creation.addStep'] }).click();
      const field = page.getByLabel(m['creation.stepLabel']!.replace('{number}', String(before + 1)), { exact: true });
      await field.fill(text);
      await field.blur();
    }
    await page.getByLabel(m['creation.field.stepPicture']!.replace('{number}', '1')).setInputFiles({
      name: 'step.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo('#ffc627'),
    });
    await expect(page.getByRole('img', { name: m['creation.stepPictureAlt']!.replace('{number}', '1') })).toBeVisible();
    // A photo that is not jpg or png is refused before any upload, with the reason.
    await page.getByLabel(m['creation.field.stepPicture']!.replace('{number}', '2')).setInputFiles({
      name: 'step.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await expect(page.getByText(/step\.gif/)).toBeVisible();
    // Reordered by keyboard: the second step comes first, focus follows it.
    await page.getByRole('button', { name: m['creation.moveUp']!.replace('{number}', '2') }).click();
    await expect(page.getByLabel(m['creation.stepLabel']!.replace('{number}', '1'), { exact: true })).toHaveValue(
      'Dispose les figues et enfourne.',
    );
    await page.getByRole('button', { name: m['creation.moveDown']!.replace('{number}', '1') }).click();
    await expect(page.getByLabel(m['creation.stepLabel']!.replace('{number}', '1'), { exact: true })).toHaveValue(
      'Étale la pâte.',
    );

    // Publishing without a category names it; once chosen, the recipe goes to the moderators.
    await page.getByRole('button', { name: m['creation.publish'] }).click();
    await expect(page.getByRole('alert').getByText(m['creation.problem.categoryRequired']!)).toBeVisible();
    await page.getByRole('checkbox', { name: dessert }).click();
    await expect(page.getByRole('checkbox', { name: dessert })).toBeChecked();
    await expect(saved).toBeVisible();
    await page.getByRole('button', { name: m['creation.publish'] }).click();
    await expect(page.getByText(m['creation.status.submitted']!, { exact: true })).toBeVisible();
    await expectNoViolations(page);
    await submittedRecipe(request, email, refusedTitle, languageOf(locale));

    // The moderator validates the first and refuses the second, whose reason is required.
    // Moderators log in with their authenticator's code, as staff do (a session shared by the journeys).
    const moderation = await browser.newContext({ viewport: DESKTOP });
    await withSession(moderation, await moderatorToken(request));
    const desk = await moderation.newPage();
    await desk.goto(routeTo(locale, 'moderation'));
    await expect(desk.getByRole('heading', { name: m['moderation.queue'] })).toBeVisible();
    // Staff and moderators read the creators questionnaires there too.
    await expect(desk.getByRole('heading', { name: m['creators.questionnaires'] })).toBeVisible();
    await openQueued(desk, title);
    await expectNoViolations(desk);
    await desk.getByRole('button', { name: m['moderation.validate'] }).click();
    await expect(desk.getByText(m['moderation.decided']!)).toBeVisible();
    await openQueued(desk, refusedTitle);
    await desk.getByRole('button', { name: m['moderation.refuse'] }).click();
    await expect(desk.getByText(m['errors.required']!)).toBeVisible();
    const reason = locale === 'fr' ? 'La photo ne montre pas le plat.' : 'The photo does not show the dish.';
    await desk.getByLabel(m['moderation.reason']!).fill(reason);
    await desk.getByRole('button', { name: m['moderation.refuse'] }).click();
    await expect(desk.getByText(m['moderation.decided']!)).toBeVisible();

    // The author reads the reason in "My recipes".
    await page.goto(routeTo(locale, 'myRecipes'));
    const refused = page.getByRole('listitem').filter({ hasText: refusedTitle });
    await expect(refused.getByText(m['creation.status.refused']!)).toBeVisible();
    await expect(refused.getByText(reason)).toBeVisible();

    // The validated recipe: its page (published after the build: the fallback route), with its
    // author; the public profile; search by its title.
    const published = page.getByRole('listitem').filter({ hasText: title });
    await published.getByRole('link', { name: new RegExp(m['creation.seePublished']!) }).click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    const profileLink = page.getByTestId('recipe-byline').getByRole('link');
    await expect(profileLink).toBeVisible();
    await profileLink.click();
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await page.goto(`${routeTo(locale, 'search')}?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    // And by its author: the creator filter keeps their recipes only.
    const authorId = await authorIdOf(request, email);
    await page.goto(`${routeTo(locale, 'search')}?author=${authorId}`);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: refusedTitle })).toHaveCount(0);
    await author.close();
    await moderation.close();
  });
}

test('the creators page and the questionnaire, at phone and desktop widths (de)', async ({ browser, request }) => {
  // Three browser contexts, a log-in and three accessibility scans: past 30 s under the whole suite's load.
  test.setTimeout(90_000);
  const m = messagesOf('de');
  const email = await signUp(request, 'asks', { validated: true, lang: 'de-DE' });
  for (const viewport of [PHONE, DESKTOP]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(routeTo('de', 'creators'));
    await expect(page.getByRole('heading', { name: m['creators.list'] })).toBeVisible();
    // The demo creators are listed, most recipes first.
    await expect(page.getByRole('listitem').filter({ hasText: 'chef_lucie' }).first()).toBeVisible();
    await expectNoViolations(page);
    await context.close();
  }
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await logIn(page, 'de', email, PASSWORD, routeTo('de', 'creatorsQuestionnaire'));
  await expect(page.getByRole('heading', { name: m['creators.questionnaire.title'], level: 1 })).toBeVisible();
  await page.getByRole('button', { name: m['creators.questionnaire.send'] }).click();
  await expect(page.getByText(m['errors.required']!).first()).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('radio', { name: m['creators.option.cooking_level.passionate'] }).check();
  await page.getByRole('radio', { name: m['creators.option.cooking_frequency.weekly'] }).check();
  await page.getByLabel(m['creators.question.specialities']!).fill('Käsespätzle und Zwetschgendatschi');
  await page.getByRole('radio', { name: m['creators.option.favourite_universe.daily'] }).check();
  await page.getByLabel(m['creators.question.motivation']!).fill('Ich teile gern, was bei uns auf den Tisch kommt.');
  await page.getByRole('button', { name: m['creators.questionnaire.send'] }).click();
  await expect(page.getByText(m['creators.questionnaire.sent']!)).toBeVisible();
  await context.close();
});
