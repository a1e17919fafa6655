import { isVertical } from '../locales/routes';
import { DIETS, DIFFICULTIES, PREPARATION_FILTERS_MINUTES } from '../rules';

/** What a visitor searched for; it lives in the page URL so a search can be shared and gone back to. */
export interface SearchState {
  q: string;
  universe: string;
  diet: string;
  category: string;
  origin: string;
  difficulty: string;
  time: string;
  ingredient: string;
  /** A creator's member id: their recipes only. */
  author: string;
  video: boolean;
  stepByStep: boolean;
  byCreators: boolean;
}

export const EMPTY_SEARCH: SearchState = {
  q: '',
  universe: '',
  diet: '',
  category: '',
  origin: '',
  difficulty: '',
  time: '',
  ingredient: '',
  author: '',
  video: false,
  stepByStep: false,
  byCreators: false,
};

const KEY = /^[a-z0-9-]{1,60}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const keyOr = (value: string | null) => (value && KEY.test(value) ? value : '');

/** Reads the page's query string; anything unknown or malformed is dropped, never an error. */
export function parseSearch(query: string): SearchState {
  const params = new URLSearchParams(query);
  const pick = <T extends string>(value: string | null, allowed: readonly T[]) =>
    value && (allowed as readonly string[]).includes(value) ? value : '';
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    universe: isVertical(params.get('universe')) ? params.get('universe')! : '',
    diet: pick(params.get('diet'), DIETS),
    category: keyOr(params.get('category')),
    origin: keyOr(params.get('origin')),
    difficulty: pick(params.get('difficulty'), DIFFICULTIES),
    time: pick(params.get('time'), PREPARATION_FILTERS_MINUTES.map(String)),
    ingredient: keyOr(params.get('ingredient')),
    author: UUID.test(params.get('author') ?? '') ? params.get('author')! : '',
    video: params.get('video') === '1',
    stepByStep: params.get('step') === '1',
    byCreators: params.get('creators') === '1',
  };
}

/** The page URL's query string of a search: only what is set, in a stable order. */
export function searchQueryString(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  for (const key of ['universe', 'diet', 'category', 'origin', 'difficulty', 'time', 'ingredient', 'author'] as const)
    if (state[key]) params.set(key, state[key]);
  if (state.video) params.set('video', '1');
  if (state.stepByStep) params.set('step', '1');
  if (state.byCreators) params.set('creators', '1');
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The records-protocol parameters of a search (Kinto filters plus full-text `q`). */
export function searchApiParams(state: SearchState): Record<string, string> {
  const api: Record<string, string> = {};
  if (state.q.trim()) api.q = state.q.trim();
  if (state.universe) api.vertical = state.universe;
  if (state.diet) api.contains_diets = state.diet;
  if (state.category) api.category = state.category;
  if (state.origin) api.origin = state.origin;
  if (state.difficulty) api.difficulty = state.difficulty;
  if (state.time) api.max_preparation_time = state.time;
  if (state.ingredient) api.contains_ingredients = state.ingredient;
  if (state.video) api.has_video = 'true';
  if (state.stepByStep) api.step_by_step = 'true';
  if (state.byCreators) api.has_author = 'true';
  if (state.author) api.author = state.author;
  return api;
}

export function isEmptySearch(state: SearchState): boolean {
  return searchQueryString(state) === '';
}

/** The filters of a search a visitor can remove one by one (the text box is not one). */
export type FilterKey = Exclude<keyof SearchState, 'q'>;

const FILTER_KEYS: readonly FilterKey[] = [
  'universe',
  'diet',
  'category',
  'origin',
  'difficulty',
  'time',
  'ingredient',
  'author',
  'video',
  'stepByStep',
  'byCreators',
];

/** The filters set, in the form's order. */
export function activeFilters(state: SearchState): FilterKey[] {
  return FILTER_KEYS.filter((key) => Boolean(state[key]));
}

/** The search without one of its filters. */
export function withoutFilter(state: SearchState, key: FilterKey): SearchState {
  return { ...state, [key]: EMPTY_SEARCH[key] };
}
