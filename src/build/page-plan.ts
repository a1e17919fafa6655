import type { Translator } from '../core/i18n/messages';
import type { Locale } from '../core/locales/locales';
import { type Page, VERTICALS, type Vertical, matchPathOf, routeTo } from '../core/locales/routes';
import type { Rewrite } from '../core/site/rewrites';

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
    ...fallbacksOf(locale).map((fallback): Rewrite => ({ pattern: fallback.pattern, page: fallback.path, status: 200 })),
    { pattern: matchPathOf(locale, 'home'), page: notFoundPathOf(locale), status: 404 },
  ];
}

export interface CategoryVerticalPage {
  path: string;
  category: string;
  vertical: Vertical;
  title: string;
}

/**
 * A category within one universe (SPEC "category vertical"): a static page only where the
 * locale has recipes of both, so pages grow with the catalogue, not with categories × universes;
 * the other pairs open through the category fallback, which says new recipes are coming soon.
 */
export function categoryVerticalPagesOf(
  locale: Locale,
  t: Translator['t'],
  categories: readonly { id: string; name: string; slug: string }[],
  recipes: readonly { category: string; vertical: string }[],
): CategoryVerticalPage[] {
  const pairs = new Set(recipes.map((recipe) => `${recipe.category}/${recipe.vertical}`));
  return categories.flatMap((category) =>
    VERTICALS.filter((vertical) => pairs.has(`${category.id}/${vertical}`)).map((vertical) => ({
      path: routeTo(locale, 'categoryVertical', { slug: category.slug, vertical }),
      category: category.id,
      vertical,
      title: t('category.inUniverse', { category: category.name, universe: t(`universe.${vertical}`) }),
    })),
  );
}

/**
 * Whether a created page goes into its locale's sitemap: a page of a locale, not a client-only
 * or per-member screen, not a fallback or a 404, and its own canonical page.
 */
export function inSitemap(page: { path: string; matchPath?: string; context?: unknown }): boolean {
  const context = (page.context ?? {}) as { locale?: string; canonicalPath?: string; screen?: string };
  if (page.matchPath || context.screen || !context.locale) return false;
  if (/\/404\/|___fallback/.test(page.path)) return false;
  return !context.canonicalPath || context.canonicalPath === page.path;
}
