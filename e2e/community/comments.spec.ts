import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { htmlLangOf } from '../../src/core/locales/locales';
import { routeTo } from '../../src/core/locales/routes';
import { expectNoViolations } from '../axe';
import { PASSWORD, logIn, signUp } from '../members';
import { messagesOf } from '../messages';
import { reachSections } from '../page-sections';

/** The phone the brand designs for first (BRAND.md). */
const PHONE = { width: 390, height: 844 };

type Plural = { one: string; other: string };
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [name, value]) => out.replace(`{${name}}`, String(value)), text);
const pluralOf = (messages: Record<string, unknown>, key: string) => messages[key] as unknown as Plural;

/** A confirmed member with a username of their own (lists show it), and their token. */
async function member(request: APIRequestContext, prefix: string, lang: string) {
  const email = await signUp(request, prefix, { validated: true, lang });
  const login = await request.post('/v1/email/login', { data: { email, password: PASSWORD } });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const username = `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const headers = { authorization: `Bearer+Email ${token}` };
  expect((await request.patch('/v1/profile', { data: { data: { username } }, headers })).ok()).toBe(true);
  return { email, token, username, headers };
}

/**
 * The comment (or reply) saying `text`: the innermost article holding it as text (the recipe is an
 * article around the comments, and a question's article holds its replies).
 */
const commentOf = (page: Page, text: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('paragraph').filter({ hasText: text }) })
    .last();

const JOURNEYS = [
  { locale: 'fr', slug: 'dal-de-lentilles-corail' },
  { locale: 'de', slug: 'griechischer-bauernsalat' },
] as const;

for (const { locale, slug } of JOURNEYS) {
  test(`comments of each type, a reply, a deletion, a report, a rating and a block (${locale})`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const m = messagesOf(locale) as Record<string, string>;
    const lang = htmlLangOf(locale);
    const recipe = routeTo(locale, 'recipe', { slug });
    const stamp = Date.now().toString(36);
    const texts = {
      comment: `${locale === 'fr' ? 'Trop bon' : 'Sehr lecker'} ${stamp}`,
      question: `${locale === 'fr' ? 'Avec du lait de coco ?' : 'Geht es mit Kokosmilch?'} ${stamp}`,
      suggestion: `${locale === 'fr' ? 'Ajoute du citron' : 'Etwas Zitrone dazu'} ${stamp}`,
      reply: `${locale === 'fr' ? 'Oui, 200 ml' : 'Ja, 200 ml'} ${stamp}`,
    };
    const cook = await member(request, 'cook', lang);
    const reader = await member(request, 'reader', lang);

    // The cook comments with each type, answers their own question, deletes the plain comment.
    const cookContext = await browser.newContext({ viewport: PHONE });
    const page = await cookContext.newPage();
    await logIn(page, locale, cook.email, PASSWORD, recipe);
    await reachSections(page);
    await expect(page).toHaveURL(new RegExp(`${recipe}$`));
    const form = page.getByRole('form', { name: m['comments.form'] });
    for (const type of ['comment', 'question', 'suggestion'] as const) {
      await form.getByRole('radio', { name: m[`comments.type.${type}`] }).check();
      await form.getByLabel(m['comments.text.label']!).fill(texts[type]);
      await expect(
        form.getByText(fill(pluralOf(m, 'comments.left').other, { count: 500 - texts[type].length })),
      ).toBeVisible();
      await form.getByRole('button', { name: m['comments.submit'] }).click();
      await expect(form.getByRole('status')).toHaveText(m['comments.posted']!);
      await expect(commentOf(page, texts[type])).toBeVisible();
    }
    const question = commentOf(page, texts.question);
    await expect(question.locator('header').getByText(m['comments.type.question']!, { exact: true })).toBeVisible();
    await question.getByRole('button', { name: m['comments.reply.open'] }).click();
    const replyForm = question.getByRole('form', { name: m['comments.replyForm'] });
    await replyForm.getByLabel(m['comments.reply.label']!).fill(texts.reply);
    await replyForm.getByRole('button', { name: m['comments.reply.submit'] }).click();
    await expect(commentOf(page, texts.reply)).toBeVisible();
    await page.getByRole('heading', { name: m['comments.title'] }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`comments-${locale}-390.png`), fullPage: true });

    await commentOf(page, texts.comment).getByRole('button', { name: m['comments.delete.open'] }).click();
    const confirmDelete = page.getByRole('dialog', { name: m['comments.delete.title'] });
    await confirmDelete.getByRole('button', { name: m['comments.delete.confirm'] }).click();
    await expect(page.getByText(texts.comment)).toHaveCount(0);
    await expect(commentOf(page, texts.question)).toBeVisible();
    await cookContext.close();

    // A reader reports the question, rates the recipe with the keyboard, and blocks the cook.
    const readerContext = await browser.newContext({ viewport: PHONE });
    const other = await readerContext.newPage();
    await logIn(other, locale, reader.email, PASSWORD, recipe);
    await reachSections(other);
    await expect(other).toHaveURL(new RegExp(`${recipe}$`));
    const seen = commentOf(other, texts.question);
    await expect(seen).toBeVisible();
    await seen.getByRole('button', { name: m['report.open'] }).first().click();
    const report = other.getByRole('dialog', { name: m['report.title.comment'] });
    await report.getByLabel(m['report.message']!).fill(locale === 'fr' ? 'Publicité déguisée' : 'Versteckte Werbung');
    await report.getByRole('button', { name: m['report.send'] }).click();
    await expect(seen.getByText(m['report.sent']!)).toBeVisible();

    const stars = other.getByRole('group', { name: m['rating.yourStars'] });
    await stars.getByRole('radio').first().focus();
    await other.keyboard.press('Space');
    for (let i = 0; i < 3; i++) await other.keyboard.press('ArrowRight');
    await expect(
      stars.getByRole('radio', { name: fill(pluralOf(m, 'rating.stars').other, { count: 4 }) }),
    ).toBeChecked();
    const reasons = other.getByRole('group', { name: m['rating.reasons'] });
    await reasons.getByRole('checkbox', { name: m['rating.reason.tasty'] }).check();
    await reasons.getByRole('checkbox', { name: m['rating.reason.easy-to-follow'] }).check();
    await other.getByRole('button', { name: m['rating.submit'] }).click();
    await expect(other.getByText(m['rating.saved']!)).toBeVisible();
    await expect(other.getByRole('button', { name: m['rating.change'] })).toBeVisible();
    // The stars beside the title follow: 4,0 of 5 (the only rating of this fresh database).
    await expect(
      other.getByRole('link', { name: new RegExp(fill(m['rating.average']!, { average: '4,0' })) }),
    ).toBeVisible();
    await other.getByRole('heading', { name: m['rating.title'] }).scrollIntoViewIfNeeded();
    await other.screenshot({ path: testInfo.outputPath(`rating-${locale}-390.png`), fullPage: true });

    await seen
      .getByRole('link', { name: `@${cook.username}` })
      .first()
      .click();
    await expect(other.getByRole('heading', { level: 1, name: `@${cook.username}` })).toBeVisible();
    await other.getByRole('button', { name: fill(m['block.menu']!, { name: `@${cook.username}` }) }).click();
    await other.getByRole('button', { name: m['block.block'], exact: true }).click();
    const confirmBlock = other.getByRole('dialog', { name: fill(m['block.title']!, { name: `@${cook.username}` }) });
    await expect(confirmBlock.getByText(fill(m['block.explain']!, { name: `@${cook.username}` }))).toBeVisible();
    await confirmBlock.getByRole('button', { name: m['block.confirm'] }).click();
    await expect(other.getByText(fill(m['block.done']!, { name: `@${cook.username}` }))).toBeVisible();
    await other.screenshot({ path: testInfo.outputPath(`profile-${locale}-390.png`), fullPage: true });

    await other.goto(recipe);
    await reachSections(other);
    await expect(other.getByRole('heading', { name: m['comments.title'] })).toBeVisible();
    await expect(other.getByRole('form', { name: m['comments.form'] })).toBeVisible();
    await expect(other.getByText(texts.suggestion)).toHaveCount(0);
    await expect(other.getByText(texts.question)).toHaveCount(0);
    await readerContext.close();
  });
}

for (const width of [360, 1280]) {
  test(`axe finds nothing on a recipe page with comments, replies and a rating at ${width} px`, async ({
    browser,
    request,
  }) => {
    const m = messagesOf('it') as Record<string, string>;
    const recipe = routeTo('it', 'recipe', { slug: 'fajitas-di-pollo' });
    const author = await member(request, 'author', 'it');
    const viewer = await member(request, 'viewer', 'it');
    const post = (data: object) => request.post('/v1/community/generic-comments', { data, headers: author.headers });
    const first = (await (
      await post({ recipe: 'chicken-fajitas', type: 'question', text: `Piccante? ${width}` })
    ).json()) as {
      id: number;
    };
    await post({ parent: first.id, text: `Un po’, sì ${width}` });
    await post({ recipe: 'chicken-fajitas', type: 'suggestion', text: `Con il lime ${width}` });
    await request.post('/v1/community/rating', {
      data: { recipe: 'chicken-fajitas', stars: 5, reasons: ['tasty'] },
      headers: author.headers,
    });

    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await logIn(page, 'it', viewer.email, PASSWORD, recipe);
    await reachSections(page);
    await expect(page).toHaveURL(new RegExp(`${recipe}$`));
    const question = commentOf(page, `Piccante? ${width}`);
    await question.getByRole('button', { name: fill(pluralOf(m, 'comments.showReplies').one, { count: 1 }) }).click();
    await expect(question.getByText(`Un po’, sì ${width}`)).toBeVisible();
    await question.getByRole('button', { name: m['comments.reply.open'] }).click();
    await page.getByRole('group', { name: m['rating.yourStars'] }).getByRole('radio').nth(3).check();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page);

    await question.getByRole('button', { name: m['report.open'] }).first().click();
    await expect(page.getByRole('dialog', { name: m['report.title.comment'] })).toBeVisible();
    await expectNoViolations(page);
    await context.close();
  });
}
