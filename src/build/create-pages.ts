import fs from 'node:fs';
import path from 'node:path';
import type { Actions } from 'gatsby';
import type { Messages } from '../core/i18n/messages';
import { LOCALES, type Locale } from '../core/locales/locales';
import { VERTICALS, matchPathOf, routeTo } from '../core/locales/routes';
import { type RecipeSummary, toRecipeSummary } from '../core/recipes/recipe-summary';
import { REWRITES_FILE, type Rewrite, sortRewrites } from '../core/site/rewrites';
import type { HomeContext, UniverseContext } from './page-context';
import { fetchAllRecords, recipesUrl } from './source-api';

const TEMPLATES = path.resolve(__dirname, '../templates');
const template = (name: string) => path.join(TEMPLATES, `${name}.tsx`);
const HOME_RECIPES = 12;

function messagesOf(locale: Locale): Messages {
  return JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../locales/${locale}/messages.json`), 'utf8'));
}

const rewrites: Rewrite[] = [];

/** Creates every page of every locale from the API's catalogue (ARCHITECTURE section 2). */
export async function createSitePages(actions: Actions, apiUrl: string) {
  const { createPage } = actions;
  rewrites.length = 0;
  for (const locale of LOCALES) {
    const messages = messagesOf(locale);
    const records = await fetchAllRecords<RecipeSummary & Record<string, unknown>>(recipesUrl(apiUrl, locale));
    const recipes = records.map(toRecipeSummary);

    createPage<HomeContext>({
      path: routeTo(locale, 'home'),
      component: template('home'),
      context: { locale, messages, recipes: recipes.slice(0, HOME_RECIPES) },
    });
    for (const vertical of VERTICALS) {
      createPage<UniverseContext>({
        path: routeTo(locale, 'universe', { vertical }),
        component: template('universe'),
        context: { locale, messages, vertical, recipes: recipes.filter((r) => r.vertical === vertical) },
      });
    }
    // The catch-all of the locale: any unknown path under /{locale}/ shows its 404 page.
    const notFoundPath = `/${locale}/404/`;
    createPage({ path: notFoundPath, matchPath: `/${locale}/*`, component: template('not-found'), context: { locale, messages } });
    rewrites.push({ pattern: matchPathOf(locale, 'home'), page: notFoundPath, status: 404 });
  }
}

/** Writes the rewrites manifest the server (or a CDN) answers deep client-only paths with. */
export function writeRewrites(publicDir: string) {
  fs.writeFileSync(path.join(publicDir, REWRITES_FILE), `${JSON.stringify(sortRewrites(rewrites), null, 2)}\n`);
}
