import type { createTranslator } from '../i18n/messages';
import type { Locale } from '../locales/locales';
import { routeTo } from '../locales/routes';
import type { RecipeSummary } from '../recipes/recipe-summary';
import { SUMMARY_FIELDS } from '../recipes/recipe-summary';
import { escapeMarkup } from '../site/escape-markup';

/** One request of the search page for its results: what the page asks the records API for. */
export interface SearchRequest {
  locale: Locale;
  params: Record<string, string>;
  limit: number;
}

/** The records API's query of a search request: its filters, the page's size and the cards' fields. */
export function searchRecordsQuery({ params, limit }: SearchRequest): Record<string, string> {
  return { ...params, _limit: String(limit), _fields: SUMMARY_FIELDS };
}

/** Names a search request: the same request has the same key on the server and in the browser. */
export function searchRequestKey({ locale, params, limit }: SearchRequest): string {
  const sorted = Object.fromEntries(Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return JSON.stringify([locale, sorted, limit]);
}

/**
 * The results the server wrote into the search page it served (server/site/search-page.ts), so
 * the first results are drawn without a round trip: `key` is the request they answer.
 */
export interface FirstResults {
  key: string;
  recipes: RecipeSummary[];
  hasMore: boolean;
}

/** The id of the page's JSON block holding them. */
export const FIRST_RESULTS_ID = 'miamo-first-results';

/** The block's text: JSON that cannot end the script element it is written in (a title may hold `</script>`). */
export function firstResultsScript(results: FirstResults): string {
  const json = JSON.stringify(results).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  return `<script type="application/json" id="${FIRST_RESULTS_ID}">${json}</script>`;
}

/** Reads the block's results back, or null when the text is not them. */
export function parseFirstResults(text: string | null | undefined): FirstResults | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<FirstResults> | null;
    if (!value || typeof value.key !== 'string' || !Array.isArray(value.recipes)) return null;
    return { key: value.key, recipes: value.recipes, hasMore: value.hasMore === true };
  } catch {
    return null;
  }
}

/** The element the search page leaves where its results go until it runs (search-page.tsx). */
export const NO_SCRIPT_SLOT = '<noscript data-search-results=""></noscript>';

/** A page with the slot filled with this markup (once: the page has one). */
export const fillNoScriptSlot = (html: string, markup: string) =>
  html.replace(NO_SCRIPT_SLOT, () => NO_SCRIPT_SLOT.replace('></', () => `>${markup}</`));

/**
 * The first results as plain HTML for a browser without JavaScript, written into the slot: the
 * count, then each recipe's link, time and difficulty. Everything is escaped: a title is a member's text.
 */
export function noScriptResults(
  locale: Locale,
  results: FirstResults,
  { t, plural }: Pick<ReturnType<typeof createTranslator>, 't' | 'plural'>,
): string {
  const found = results.recipes.length;
  if (!found) return `<p role="status">${escapeMarkup(t('errors.noResult'))}</p>`;
  const count = plural('search.results', found, results.hasMore ? { count: `${found}+` } : {});
  const items = results.recipes.map((recipe) => {
    const href = routeTo(locale, 'recipe', { slug: recipe.url_slug });
    const facts = `${t('recipe.totalTime', { minutes: recipe.total_time })} · ${t(`recipe.difficulty.${recipe.difficulty}`)}`;
    return `<li><a href="${escapeMarkup(href)}">${escapeMarkup(recipe.title)}</a> <span>${escapeMarkup(facts)}</span></li>`;
  });
  return `<h2>${escapeMarkup(count)}</h2><ul>${items.join('')}</ul>`;
}
