import { type Page, expect, test } from '@playwright/test';
import type { Locale } from '../../src/core/locales/locales';
import { routeTo } from '../../src/core/locales/routes';
import { expectNoViolations } from '../axe';
import { messagesOf } from '../messages';

const SUNDAY = { 'en-us': 'Sunday classics', fr: 'Les classiques du dimanche' } as const;

/** Whether the page's video element is playing: time moves, frames are there. */
const playing = (page: Page) =>
  page
    .locator('video[data-phase="playing"]')
    .evaluate((video: HTMLVideoElement) => video.currentTime > 0 && video.readyState >= 2);

/** A horizontal swipe, as a phone's touch screen sends it. */
async function swipe(page: Page, fromX: number, toX: number) {
  await page.evaluate(
    ([from, to]) => {
      const target = document.querySelector('main h1')!;
      const touch = (x: number) => new Touch({ identifier: 1, target, clientX: x, clientY: 300 });
      target.dispatchEvent(
        new TouchEvent('touchstart', { bubbles: true, touches: [touch(from!)], changedTouches: [touch(from!)] }),
      );
      target.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(to!)] }));
    },
    [fromX, toX],
  );
}

for (const locale of ['en-us', 'fr'] as const satisfies readonly Locale[]) {
  const t = messagesOf(locale);

  test(`${locale}: a recipe's video plays only once asked, with captions in the page's language`, async ({
    page,
    request,
  }) => {
    const recipe = (
      await (await request.get(`/v1/buckets/${locale}/collections/recipes/records/mac-and-cheese`)).json()
    ).data;
    const media: string[] = [];
    page.on('request', (req) => /\.(m3u8|ts)$/.test(new URL(req.url()).pathname) && media.push(req.url()));
    await page.goto(routeTo(locale, 'recipe', { slug: recipe.url_slug }));
    const play = page.getByRole('button', { name: t['video.play']!.replace('{title}', recipe.title) });
    await expect(play).toBeVisible();
    await expectNoViolations(page);
    expect(media).toEqual([]);
    await play.click();
    await expect.poll(() => playing(page), { timeout: 15_000 }).toBe(true);
    expect(media.some((url) => url.endsWith('master.m3u8'))).toBe(true);
    await expect(page.locator('video track[kind="captions"]')).toHaveAttribute(
      'srclang',
      locale === 'fr' ? 'fr' : 'en',
    );
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(ld.video).toMatchObject({ '@type': 'VideoObject', duration: 'PT4S' });
  });

  test(`${locale}: shows home, a show's seasons, an episode that plays, and swiping between episodes`, async ({
    browser,
  }) => {
    // Three pages, a video played and swiped through: past 30 s under the suite's load.
    test.setTimeout(90_000);
    const context = await browser.newContext({ hasTouch: true, viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await page.goto(routeTo(locale, 'home'));
    await page.getByRole('contentinfo').getByRole('link', { name: t['shows.title'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: t['shows.title'] })).toBeVisible();
    await expect(page.getByRole('region', { name: t['shows.new'] }).getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('region', { name: t['shows.teasers'] }).locator('video')).toHaveCount(4);
    await expectNoViolations(page);

    await page.getByRole('region', { name: t['shows.all'] }).getByRole('link', { name: SUNDAY[locale] }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      t['show.season']!.replace('{number}', '1'),
      t['show.season']!.replace('{number}', '2'),
    ]);
    await page
      .getByRole('region', { name: t['show.season']!.replace('{number}', '1') })
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(/\/s1e1-/);
    await expectNoViolations(page);
    await page.getByRole('button', { name: new RegExp(t['video.play']!.split('{title}')[0]!) }).click();
    await expect.poll(() => playing(page), { timeout: 15_000 }).toBe(true);

    // Swipe left: the next episode; the arrow key back; the link forward again.
    await swipe(page, 300, 80);
    await expect(page).toHaveURL(/\/s1e2-/);
    await page.locator('h1').click();
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/\/s1e1-/);
    await page.getByRole('link', { name: new RegExp(t['episode.next']!) }).click();
    await expect(page).toHaveURL(/\/s1e2-/);
    await page.getByRole('link', { name: new RegExp(t['episode.next']!) }).click();
    await expect(page).toHaveURL(/\/s2e1-/);
    await expect(page.getByRole('link', { name: new RegExp(t['episode.next']!) })).toHaveCount(0);
    // The video page and the shows home at desktop width too.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoViolations(page);
    await page.goto(routeTo(locale, 'shows'));
    await expectNoViolations(page);
    await page.goBack();
    await page.getByRole('link', { name: t['episode.recipe'] }).click();
    await expect(page.getByRole('heading', { name: t['recipe.steps'] })).toBeVisible();
    await context.close();
  });
}

test('a video that cannot be played says so (de)', async ({ page, request }) => {
  const t = messagesOf('de');
  const recipe = (await (await request.get('/v1/buckets/de/collections/recipes/records/smash-burgers')).json()).data;
  await page.route('**/master.m3u8', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto(routeTo('de', 'recipe', { slug: recipe.url_slug }));
  await page.getByRole('button', { name: t['video.play']!.replace('{title}', recipe.title) }).click();
  await expect(page.getByRole('alert')).toHaveText(t['errors.videoPlayback']!);
});
