import { AGE_GATE_MINIMUM_AGE } from '../rules';

/** The universe whose every recipe holds alcohol. */
export const ALCOHOL_VERTICAL = 'cocktails';
/** The catalogue's drinks category: across universes it lists the cocktails. */
export const DRINKS_CATEGORY = 'drink';

/** What a page shows: its universe (a recipe's, a universe page's) and its category, when it has them. */
export interface PageSubject {
  vertical?: string | null;
  category?: string | null;
}

/**
 * Whether a page shows alcohol and asks the visitor's age first (ARCHITECTURE section 6): the
 * cocktails universe and its recipes, wherever they are opened from, and the drinks category. The
 * universe decides when the page has one: the drinks of the Kids universe are alcohol-free.
 */
export function isAlcoholPage({ vertical, category }: PageSubject): boolean {
  if (vertical) return vertical === ALCOHOL_VERTICAL;
  return category === DRINKS_CATEGORY;
}

/** The remembered answer: the age the visitor confirmed, or a refusal. */
export type AgeAnswer = 'adult' | 'minor' | 'unknown';

/** What is stored when the visitor confirms: the age asked, so raising the minimum asks again. */
export function confirmedAgeValue(minimumAge = AGE_GATE_MINIMUM_AGE): string {
  return `${minimumAge}+`;
}

/**
 * Reads the stored answers: a confirmation counts only for an age at least the current minimum;
 * a refusal (kept for the visit only, so a slip of the finger is not for ever) asks no more.
 */
export function ageAnswerOf(
  confirmed: string | null,
  refused: string | null,
  minimumAge = AGE_GATE_MINIMUM_AGE,
): AgeAnswer {
  const age = /^(\d{1,3})\+$/.exec(confirmed ?? '');
  if (age && Number(age[1]) >= minimumAge) return 'adult';
  return refused === 'yes' ? 'minor' : 'unknown';
}
