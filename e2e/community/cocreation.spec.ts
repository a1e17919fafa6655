import { expect, test } from '@playwright/test';
import type { Locale } from '../../src/core/locales/locales';
import { routeTo } from '../../src/core/locales/routes';
import { expectNoViolations } from '../axe';
import { PASSWORD, logIn, signUp } from '../members';
import { messagesOf } from '../messages';

// The seeded projects (content/projects.json).
const TITLES = {
  de: { running: 'Frühstück in fünf Minuten', next: 'Kinder kochen das Fest', done: 'Das Feierabend-Kochbuch' },
  'es-mx': {
    running: 'Desayunos en cinco minutos',
    next: 'Los peques cocinan las fiestas',
    done: 'El recetario de entre semana',
  },
} as const;

for (const locale of ['de', 'es-mx'] as const satisfies readonly Locale[]) {
  const t = messagesOf(locale);
  const titles = TITLES[locale];

  test(`${locale}: projects by state with their members and recipes; a member takes part and leaves`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(routeTo(locale, 'home'));
    await page.getByRole('contentinfo').getByRole('link', { name: t['cocreation.title'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: t['cocreation.title'] })).toBeVisible();
    const running = page.getByRole('region', { name: t['cocreation.state.in_progress'] });
    await expect(running.getByRole('heading', { level: 3 })).toHaveText([titles.running]);
    const done = page.getByRole('article', { name: titles.done });
    await expect(page.getByRole('region', { name: t['cocreation.state.finished'] })).toContainText(titles.done);
    // Its members link to their profiles, its recipes to their pages.
    await expect(done.getByRole('link', { name: /chef_lucie/ })).toHaveAttribute(
      'href',
      routeTo(locale, 'publicProfile', { user: 'chef_lucie' }),
    );
    // Three members, three recipes.
    await expect(done.getByRole('link')).toHaveCount(6);
    const next = page.getByRole('article', { name: titles.next });
    await expect(next.getByText(t['cocreation.noRecipes']!)).toBeVisible();
    await expect(next.getByText(t['cocreation.loginToJoin']!)).toBeVisible();
    await expectNoViolations(page);

    // Taking part shows on the project: the address is confirmed first (issue 38).
    const email = await signUp(request, `cocreation-${locale}`, { validated: true });
    await logIn(page, locale, email, PASSWORD, routeTo(locale, 'cocreation'));
    await next.getByRole('button', { name: t['cocreation.join'] }).click();
    await expect(next.getByText(t['cocreation.joined']!)).toBeVisible();
    await page.reload();
    await expect(next.getByText(t['cocreation.joined']!)).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoViolations(page);
    await next.getByRole('button', { name: t['cocreation.leave'] }).click();
    await expect(next.getByRole('button', { name: t['cocreation.join'] })).toBeVisible();
    // A finished project takes nobody.
    await expect(done.getByRole('button')).toHaveCount(0);
  });
}
