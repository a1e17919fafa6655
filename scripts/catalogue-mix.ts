import { itemAt } from '../src/core/lists';
import { LOCALES, languageOf } from '../src/core/locales/locales';
import { VERTICALS } from '../src/core/locales/routes';
import { DIETS, DIFFICULTIES } from '../src/core/rules';
import { syntheticVocabulary } from '../server/seed/synthetic';
import { SUMMARY_FIELDS } from '../src/core/recipes/recipe-summary';

/**
 * Catalogue reads as real visitors make them, no two alike: words of each language's recipe
 * vocabulary, their prefixes, two-word queries, words that match nothing, random filters, sorts,
 * page sizes and offset page tokens; most ask for the cards' fields only, as the site does. A small
 * seeded generator keeps every run's mix the same.
 */

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NOTHING = ['zqxw', 'plohk', 'vrumb', 'xylofone', 'quibbix'];
const SORTS = ['-last_modified', 'preparation_time', '-viewCount', 'title', '-ratings_count', 'total_time'];
const CATEGORIES = ['starter', 'main-course', 'dessert', 'snack'];

export interface CatalogueMix {
  searches: string[];
  lists: string[];
}

export function catalogueMix(count: number, seed = 17): CatalogueMix {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => itemAt(items, Math.floor(next() * items.length), 'item to pick');
  const chance = (p: number) => next() < p;

  const filters = () => {
    const params: string[] = [];
    if (chance(0.3)) params.push(`vertical=${pick(VERTICALS)}`);
    if (chance(0.2)) params.push(`category=${pick(CATEGORIES)}`);
    if (chance(0.25)) params.push(`contains_diets=${pick(DIETS)}`);
    if (chance(0.25)) params.push(`max_preparation_time=${5 + Math.floor(next() * 9) * 5}`);
    if (chance(0.1)) params.push(`difficulty=${pick(DIFFICULTIES)}`);
    if (chance(0.1)) params.push('has_video=true');
    return params;
  };
  const limit = () => pick([10, 12, 20, 20, 24, 40]);
  const fields = () => (chance(0.7) ? [`_fields=${SUMMARY_FIELDS}`] : []);
  const token = (sort: string, offset: number) =>
    Buffer.from(JSON.stringify({ s: sort, o: offset })).toString('base64url');

  const query = (language: ReturnType<typeof languageOf>) => {
    const words = syntheticVocabulary(language);
    const word = pick(words).toLowerCase();
    const roll = next();
    if (roll < 0.35) return word;
    if (roll < 0.6) return word.slice(0, 2 + Math.floor(next() * Math.max(1, word.length - 2)));
    if (roll < 0.85)
      return `${word} ${pick(words)
        .toLowerCase()
        .slice(0, 3 + Math.floor(next() * 4))}`;
    return pick(NOTHING);
  };

  const searches = new Set<string>();
  const lists = new Set<string>();
  while (searches.size < count) {
    const locale = pick(LOCALES);
    const params = [
      `q=${encodeURIComponent(query(languageOf(locale)))}`,
      ...filters(),
      `_limit=${limit()}`,
      ...fields(),
    ];
    // A third page on: the ranked order's offset tokens, as "more results" asks for them.
    if (chance(0.2)) params.push(`_token=${token('rank', 20 * (1 + Math.floor(next() * 3)))}`);
    searches.add(`/v1/buckets/${locale}/collections/recipes/records?${params.join('&')}`);
  }
  while (lists.size < count) {
    const locale = pick(LOCALES);
    const params = [...filters(), `_limit=${limit()}`, ...fields()];
    if (chance(0.4)) params.push(`_sort=${pick(SORTS)}`);
    lists.add(`/v1/buckets/${locale}/collections/recipes/records?${params.join('&')}`);
  }
  return { searches: [...searches], lists: [...lists] };
}
