import type { Locale } from '../core/locales/locales';
import { type Page, matchPathOf } from '../core/locales/routes';
import type { ShellContext } from '../core/site/page-context';
import type { Rewrite } from '../core/site/rewrites';
import type { PlannedPage } from './planned-page';

/**
 * The client-rendered fallback routes of a locale (SPEC section 2): each page answers every path
 * of its pattern through the rewrites manifest. The account ones render the account screen that
 * reads its secret from the path; the others route on the real URL (client-routes).
 */
const FALLBACKS = [
  { page: 'validationLink', template: 'account', screen: 'validation' },
  { page: 'publicProfile', template: 'client-routes' },
  { page: 'resetPasswordLink', template: 'account', screen: 'resetPassword' },
  { page: 'book', template: 'client-routes' },
  { page: 'recipe', template: 'client-routes' },
  { page: 'recipeById', template: 'client-routes' },
  { page: 'category', template: 'client-routes' },
  { page: 'communityPost', template: 'client-routes' },
  { page: 'myRecipe', template: 'client-routes' },
  { page: 'appPost', template: 'client-routes' },
] as const satisfies readonly { page: Page; template: string; screen?: string }[];

export type Fallback = (typeof FALLBACKS)[number] & { pattern: string; path: string };

/** A locale's fallback pages: `/fr/recettes/*` is answered by `/fr/___fallback/recettes/`. */
export function fallbacksOf(locale: Locale): Fallback[] {
  return FALLBACKS.map((fallback) => {
    const pattern = matchPathOf(locale, fallback.page);
    return { ...fallback, pattern, path: pattern.replace(`/${locale}/`, `/${locale}/___fallback/`).replace(/\*$/, '') };
  });
}

/** The locale's catch-all: any other path under /{locale}/ shows its 404 page, with status 404. */
export const notFoundPathOf = (locale: Locale) => `/${locale}/404/`;

/** The rewrites manifest's entries of a locale: its fallbacks (200), then its catch-all (404). */
export function rewritesOf(locale: Locale): Rewrite[] {
  return [
    ...fallbacksOf(locale).map((fallback): Rewrite => ({
      pattern: fallback.pattern,
      page: fallback.path,
      status: 200,
    })),
    { pattern: matchPathOf(locale, 'home'), page: notFoundPathOf(locale), status: 404 },
  ];
}

/**
 * The client-rendered routes (SPEC section 2): each ___fallback page answers every path of its
 * pattern through the rewrites manifest (HTML and page-data), not Gatsby's matchPath: a wildcard
 * matchPath makes Gatsby ship every static page it shadows (80,000 entries for 10,000 recipes).
 * Then the catch-all of the locale: any unknown path under /{locale}/ shows its 404 page.
 */
export function fallbackPagesOf(shell: ShellContext): PlannedPage[] {
  const pages: PlannedPage[] = fallbacksOf(shell.locale).map((fallback) => {
    const context = 'screen' in fallback ? { ...shell, screen: fallback.screen } : shell;
    return { path: fallback.path, template: fallback.template, context };
  });
  pages.push({ path: notFoundPathOf(shell.locale), template: 'not-found', context: shell });
  return pages;
}
