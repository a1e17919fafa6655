import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { routeTo } from '../src/core/locales/routes';

const PAGES = [
  ['home', routeTo('en-us', 'home')],
  ['universe', routeTo('fr', 'universe', { vertical: 'daily' })],
  ['404', '/de/nothing-here/'],
  ['recipe', '/en-us/recipe/coconut-chicken-curry/'],
  ['locked recipe', '/it/recipe/lasagna-bolognese/'],
  ['search', `${routeTo('es-es', 'search')}?universe=daily`],
  ['unknown recipe', '/pt-br/receitas/nada-aqui/'],
  ['category', routeTo('de', 'category', { slug: 'desserts' })],
  ['categories', routeTo('es-mx', 'categories')],
  ['ingredient', routeTo('it', 'ingredient', { slug: 'uovo' })],
  ['ingredients', routeTo('en-gb', 'ingredients')],
  ['legal', routeTo('fr', 'legal')],
  ['kids home', routeTo('pt-br', 'kids')],
  ['login', routeTo('fr', 'login')],
  ['signup', routeTo('en-us', 'signup')],
  ['forgotten password', routeTo('es-es', 'forgottenPassword')],
  ['new password', `${routeTo('de', 'resetPassword')}?token=x`],
  ['profile (logged out)', routeTo('it', 'profile')],
  ['history (logged out)', routeTo('fr', 'history')],
] as const;

for (const width of [360, 1280]) {
  for (const [name, url] of PAGES) {
    test(`axe finds nothing on the ${name} page at ${width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(url);
      // Client-rendered pages (search, fallbacks) settle once their API calls are answered.
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await context.close();
    });
  }
}
