import { LOCALES, type Locale } from '../core/locales/locales';
import { equivalentPath } from '../core/locales/routes';
import type { ShellContext } from '../core/site/page-context';
import type { SitemapEntry } from '../core/site/sitemap';
import { browsePagesOf } from './browse-plan';
import { homePagesOf, kidsHomePageOf, recipeAlternates, recipePagesOf } from './catalogue-plan';
import { fallbackPagesOf, rewritesOf } from './fallback-plan';
import { kidsConverterPagesOf } from './kids-converter-plan';
import type { PlannedPage, SitePlan, SiteSources } from './planned-page';
import { ownScreenPagesOf, screenPagesOf } from './screen-plan';
import { showPagesOf } from './show-plan';
import { cocreationPageOf, workshopPagesOf } from './workshop-plan';

// The plan's families live in files of their own; the build and the tests read the plan here.
export { type Fallback, fallbacksOf, notFoundPathOf, rewritesOf } from './fallback-plan';
export type { LocaleSources, PlannedPage, SitePlan, SiteSources, TemplateName } from './planned-page';

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

/** Every page of one locale, in the order the build creates them. */
export function localePagesOf(
  sources: SiteSources,
  locale: Locale,
  siteUrl: string,
  alternates = recipeAlternates(sources),
): PlannedPage[] {
  const shell: ShellContext = { locale, siteUrl };
  return [
    ...homePagesOf(sources, shell),
    ...recipePagesOf(sources, shell, alternates),
    ...screenPagesOf(shell),
    ...browsePagesOf(sources, shell),
    kidsHomePageOf(sources, shell),
    ...kidsConverterPagesOf(sources, shell),
    ...workshopPagesOf(sources, shell),
    cocreationPageOf(sources, shell),
    ...showPagesOf(sources, shell),
    ...ownScreenPagesOf(shell),
    ...fallbackPagesOf(shell),
  ];
}

/** Each locale's sitemap entries, in page order, with the page's alternates in the other locales. */
export function sitemapsOf(pages: readonly PlannedPage[]): Map<Locale, SitemapEntry[]> {
  const sitemaps = new Map<Locale, SitemapEntry[]>();
  for (const page of pages.filter(inSitemap)) {
    const { locale, alternates } = page.context;
    const entries = sitemaps.get(locale) ?? [];
    entries.push({
      path: page.path,
      alternates: alternates ?? Object.fromEntries(LOCALES.map((other) => [other, equivalentPath(page.path, other)])),
    });
    sitemaps.set(locale, entries);
  }
  return sitemaps;
}

/**
 * The ids of the recipes that use each ingredient, in the recipes' order (the catalogue's, as a
 * `contains_ingredients` list would give them), from each recipe's ingredient ids.
 */
export function recipesByIngredient(
  recipes: readonly { id: string }[],
  ingredientKeys: Record<string, readonly string[]>,
): Record<string, string[]> {
  const byIngredient: Record<string, string[]> = {};
  for (const { id } of recipes)
    for (const ingredient of new Set(ingredientKeys[id] ?? [])) (byIngredient[ingredient] ??= []).push(id);
  return byIngredient;
}

/** The plan of the whole site from what the build read (ARCHITECTURE section 2). */
export function planSite(sources: SiteSources, siteUrl: string): SitePlan {
  const alternates = recipeAlternates(sources);
  const pages = LOCALES.flatMap((locale) => localePagesOf(sources, locale, siteUrl, alternates));
  return { pages, sitemaps: sitemapsOf(pages), rewrites: LOCALES.flatMap(rewritesOf) };
}
