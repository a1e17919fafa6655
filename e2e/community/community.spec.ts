import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { htmlLangOf } from '../../src/core/locales/locales';
import { routeTo } from '../../src/core/locales/routes';
import { expectNoViolations } from '../axe';
import { PASSWORD, logIn, signUp } from '../members';
import { messagesOf } from '../messages';
import { reachSections } from '../page-sections';

/** The phone the brand designs for first (BRAND.md). */
const PHONE = { width: 390, height: 844 };

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [name, value]) => out.replace(`{${name}}`, String(value)), text);

for (const locale of ['fr', 'en-us'] as const) {
  test(`a re-creation shared from a recipe, liked on the feed, listed on the profile, deleted (${locale})`, async ({
    browser,
    request,
  }, testInfo) => {
    // Two members' contexts, a photo upload and three accessibility scans: past 30 s under the suite's load.
    test.setTimeout(90_000);
    const m = messagesOf(locale);
    const title = `${locale === 'fr' ? 'Ma chakchouka' : 'My shakshuka'} ${Date.now().toString(36)}`;
    const cookEmail = await signUp(request, 'cook', { validated: true, lang: htmlLangOf(locale) });
    const fanEmail = await signUp(request, 'fan', { validated: true, lang: htmlLangOf(locale) });
    const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#c62828' } })
      .jpeg()
      .toBuffer();

    // The cook shares their version from the recipe page.
    const cookContext = await browser.newContext({ viewport: PHONE });
    const cook = await cookContext.newPage();
    const recipe = routeTo(locale, 'recipe', { slug: locale === 'fr' ? 'chakchouka' : 'shakshuka' });
    await logIn(cook, locale, cookEmail, PASSWORD, recipe);
    await reachSections(cook);
    await expect(cook).toHaveURL(new RegExp(`${recipe}$`));
    await cook.getByRole('button', { name: m['community.share.open'] }).click();
    const form = cook.getByRole('dialog', { name: m['community.share.title'] });
    await form.getByRole('button', { name: m['community.form.submit'] }).click();
    await expect(form.getByText(m['community.form.titleRequired']!)).toBeVisible();
    await form.getByLabel(m['community.form.title']!).fill(title);
    await form.getByLabel(m['community.form.message']!).fill('Extra cumin, runny eggs.');
    await form.getByLabel(m['community.form.photos']!).setInputFiles({
      name: 'pan.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await expect(
      form.getByRole('button', { name: fill(m['community.form.removePhoto']!, { name: 'pan.jpg' }) }),
    ).toBeVisible();
    await cook.screenshot({ path: testInfo.outputPath(`form-${locale}-390.png`) });
    await expectNoViolations(cook);
    await form.getByRole('button', { name: m['community.form.submit'] }).click();
    await expect(cook.getByText(m['community.share.done']!)).toBeVisible();
    const gallery = cook.getByRole('region', { name: m['community.recreations.title'] });
    await expect(gallery.getByRole('link', { name: title })).toBeVisible();
    await gallery.screenshot({ path: testInfo.outputPath(`gallery-${locale}-390.png`) });

    // A second member likes it on the feed.
    const fanContext = await browser.newContext({ viewport: PHONE });
    const fan = await fanContext.newPage();
    await logIn(fan, locale, fanEmail, PASSWORD, routeTo(locale, 'communityFeed'));
    await expect(fan.getByRole('heading', { level: 1, name: m['feed.title'] })).toBeVisible();
    const card = fan.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    const like = card.getByRole('button', { name: fill(m['community.likeLabel']!, { title }) });
    await expect(like).toBeEnabled();
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    const oneLike = m['community.likes'] as unknown as { one: string };
    await expect(card.getByText(fill(oneLike.one, { count: 1 }))).toBeVisible();
    await fan.waitForLoadState('networkidle');
    await fan.screenshot({ path: testInfo.outputPath(`feed-${locale}-390.png`), fullPage: true });
    await expectNoViolations(fan);
    await fanContext.close();

    // The cook finds it on their creations tab, liked once, opens it and deletes it.
    await cook.goto(routeTo(locale, 'profile'));
    await cook.getByRole('tab', { name: new RegExp(`^${m['profile.creations']}`) }).click();
    const mine = cook.getByRole('tabpanel').getByRole('article', { name: title });
    await expect(mine.getByText(fill(oneLike.one, { count: 1 }))).toBeVisible();
    await mine.getByRole('link', { name: title }).click();
    await expect(cook.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(cook.getByText('Extra cumin, runny eggs.')).toBeVisible();
    await cook.waitForLoadState('networkidle');
    await cook.screenshot({ path: testInfo.outputPath(`post-${locale}-390.png`), fullPage: true });
    await expectNoViolations(cook);
    await cook.getByRole('button', { name: m['community.delete.open'] }).click();
    const confirm = cook.getByRole('dialog', { name: m['community.delete.title'] });
    await confirm.getByRole('button', { name: m['community.delete.confirm'] }).click();
    await expect(cook).toHaveURL(new RegExp(`${routeTo(locale, 'profile')}$`));
    await cook.getByRole('tab', { name: new RegExp(`^${m['profile.creations']}`) }).click();
    await expect(cook.getByRole('tabpanel').getByText(m['profile.creationsEmpty']!)).toBeVisible();
    await cookContext.close();
  });
}
