import { slugify } from '../format/slugify';
import type { Translator } from '../i18n/messages';
import type { Locale } from '../locales/locales';
import { pathWord, routeTo } from '../locales/routes';
import { DIETS, DIFFICULTIES, type Diet, type Difficulty, PREPARATION_FILTERS_MINUTES } from '../rules';

/**
 * A filter page (SPEC section 2 "Filter pages", section 3's diet, difficulty and preparation-time
 * filters): one static page per value, with its own canonical URL under `c/{recipes}/`.
 */
export type FilterPage =
  | { kind: 'diet'; value: Diet; path: string; title: string; label: string }
  | { kind: 'difficulty'; value: Difficulty; path: string; title: string; label: string }
  | { kind: 'time'; value: number; path: string; title: string; label: string };

type T = Translator['t'];

/** A diet's page word: its localized name, as the diet pages had it before the other filters. */
export const dietSlug = (t: T, diet: Diet) => slugify(t(`diet.${diet}`));
/** A difficulty's page word: its localized name (`/fr/c/recettes/difficulte/facile/`). */
export const difficultySlug = (t: T, difficulty: Difficulty) => slugify(t(`recipe.difficulty.${difficulty}`));
/** A preparation-time page's word: language-neutral (`/de/c/rezepte/unter/15-min/`). */
export const timeSlug = (minutes: number) => `${minutes}-min`;

/**
 * Every filter page of a locale: 5 diets, 4 difficulties, 3 preparation times (12 a locale, no
 * combinations). A diet lives at a category's address, so a category already holding its word
 * keeps it and the diet has no page.
 */
export function filterPagesOf(locale: Locale, t: T, categorySlugs: ReadonlySet<string> = new Set()): FilterPage[] {
  const diets = DIETS.filter((diet) => !categorySlugs.has(dietSlug(t, diet))).map((diet): FilterPage => ({
    kind: 'diet',
    value: diet,
    path: routeTo(locale, 'category', { slug: dietSlug(t, diet) }),
    title: t(`diet.${diet}`),
    label: t(`diet.${diet}`),
  }));
  const difficulties = DIFFICULTIES.map((difficulty): FilterPage => ({
    kind: 'difficulty',
    value: difficulty,
    path: routeTo(locale, 'difficultyFilter', { level: difficultySlug(t, difficulty) }),
    title: t(`filter.difficulty.${difficulty}`),
    label: t(`recipe.difficulty.${difficulty}`),
  }));
  const times = PREPARATION_FILTERS_MINUTES.map((minutes): FilterPage => ({
    kind: 'time',
    value: minutes,
    path: routeTo(locale, 'timeFilter', { minutes: timeSlug(minutes) }),
    title: t('filter.timeUnder', { minutes }),
    label: t('search.timeUnder', { minutes }),
  }));
  return [...diets, ...difficulties, ...times];
}

/** Whether a recipe is listed on a filter page: the rules of the search's filters (diet, difficulty, max_preparation_time). */
export function matchesFilter(
  page: FilterPage,
  recipe: { diets: readonly string[]; difficulty: string; preparation_time: number },
): boolean {
  if (page.kind === 'diet') return recipe.diets.includes(page.value);
  if (page.kind === 'difficulty') return recipe.difficulty === page.value;
  return recipe.preparation_time <= page.value;
}

/**
 * Words a category may not take as its slug in a locale: a diet page's address, or the filter
 * words (a category there would hide a filter page, or the reverse).
 */
export function reservedCategorySlugs(locale: Locale, t: T): string[] {
  return [
    ...DIETS.map((diet) => dietSlug(t, diet)),
    pathWord(locale, 'difficultyFilter'),
    pathWord(locale, 'timeFilter'),
  ];
}
