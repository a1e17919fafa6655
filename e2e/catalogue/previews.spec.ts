import { expect, test } from '@playwright/test';
import { routeTo } from '../../src/core/locales/routes';
import { expectNoViolations } from '../axe';
import { PASSWORD, logIn, signUp } from '../members';
import { messagesOf } from '../messages';
import { staffToken, withSession } from '../staff';

const RECIPE = {
  url_slug: 'tarte-en-avant-premiere',
  vertical: 'daily',
  category: 'dessert',
  origin: 'france',
  numberOfPeople: 4,
  difficulty: 'easy',
  preparation_time: 15,
  cooking_time: 30,
  title: 'Tarte en avant-première',
  ingredients: [{ ingredient: 'apple', name: 'pommes', quantity: 4, unit: 'piece' }],
  steps: [{ description: 'Coupe les pommes.', ingredients: ['apple'] }],
};

for (const [locale, body, heading] of [
  ['fr', { recipe: RECIPE }, RECIPE.title],
  [
    'en-us',
    {
      page: {
        title: 'Our story, take two',
        description: '',
        sections: [{ heading: 'How it began', paragraphs: ['One kitchen, one camera.'] }],
      },
    },
    'Our story, take two',
  ],
] as const) {
  const t = messagesOf(locale);

  test(`${locale}: staff open a preview link of unpublished content; a member is refused it`, async ({
    browser,
    request,
  }) => {
    const token = await staffToken(request);
    const res = await request.post('/v1/previews', {
      data: { locale, ...body },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(201);
    const link = new URL((await res.json()).url);

    const staff = await browser.newContext({ viewport: { width: 360, height: 800 } });
    await withSession(staff, token);
    const page = await staff.newPage();
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('note')).toHaveText(t['preview.banner']!);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoViolations(page);
    await staff.close();

    const member = await browser.newContext();
    const other = await member.newPage();
    const email = await signUp(request, `preview-${locale}`);
    await logIn(other, locale, email, PASSWORD, `${link.pathname}${link.search}`);
    await expect(other.getByRole('alert')).toHaveText(t['preview.staffOnly']!);
    await expect(other.getByRole('heading', { level: 1, name: heading })).toHaveCount(0);
    await member.close();
  });
}

test('a visitor opening a preview link is asked to log in (de)', async ({ page }) => {
  const t = messagesOf('de');
  await page.goto(`${routeTo('de', 'preview')}?token=${'x'.repeat(43)}`);
  await expect(page.getByText(t['preview.staffOnly']!)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: t['auth.login.title'] })).toBeVisible();
});
