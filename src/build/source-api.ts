import type { CmsPage, CmsPageResponse } from '../core/contract/pages';
import type { RecipeIngredientKeys, RecipeRecord } from '../core/contract/recipes';
import type { Term, TermKind, TermList } from '../core/contract/taxonomy';
import type { AuthorList } from '../core/contract/community';
import { AUTHORS_MAX_IDS } from '../core/rules';
import { displayNameOf } from '../core/accounts/badges';
import type { RecipeAuthor } from '../core/recipes/recipe-detail';
import type { Workshop } from '../core/contract/workshops';
import type { Project } from '../core/contract/cocreation';
import type { VideoSource } from '../core/contract/videos';
import type { EpisodeRecord, ShowRecord } from '../core/contract/shows';

/** Reads the catalogue from the running API at build time, following Kinto's Next-Page. */

export async function fetchAllRecords<T extends { id: string }>(firstUrl: string): Promise<T[]> {
  const records: T[] = [];
  let url: string | null = firstUrl;
  for (let page = 0; url && page < 10_000; page++) {
    const response: Response = await fetch(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as { data: T[] };
    records.push(...body.data);
    url = response.headers.get('Next-Page');
  }
  return records;
}

export function recipesUrl(apiUrl: string, bucket: string): string {
  return `${apiUrl.replace(/\/$/, '')}/buckets/${bucket}/collections/recipes/records?_limit=500`;
}

/** Every published recipe of a locale's catalogue, whole, in the contract's shape. */
export function fetchRecipeRecords(apiUrl: string, bucket: string): Promise<RecipeRecord[]> {
  return fetchAllRecords<RecipeRecord>(recipesUrl(apiUrl, bucket));
}

export type { CmsPage, Term, TermKind };

/** The JSON answer of a GET of the API (path after its base); null on a 404 when `missing` allows it. */
async function fetchJson<T>(apiUrl: string, path: string): Promise<T>;
async function fetchJson<T>(apiUrl: string, path: string, missing: 'null'): Promise<T | null>;
async function fetchJson<T>(apiUrl: string, path: string, missing?: 'null'): Promise<T | null> {
  const url = `${apiUrl.replace(/\/$/, '')}/${path}`;
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (missing && response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Localized names of categories, origins or ingredients for a locale's language. */
export function fetchTerms(apiUrl: string, kind: TermKind, locale: string): Promise<Term[]> {
  return fetchJson<TermList>(apiUrl, `${kind}?lang=${locale}`).then((list) => list.data);
}

/** The ingredient ids of every published recipe of a locale's language, locked ones too, by recipe id. */
export function fetchIngredientKeys(apiUrl: string, locale: string): Promise<RecipeIngredientKeys> {
  return fetchJson<{ data: RecipeIngredientKeys }>(
    apiUrl,
    `buckets/${encodeURIComponent(locale)}/collections/recipes/ingredient-keys`,
  ).then((answer) => answer.data);
}

/** A CMS page by id, or null when the catalogue has none for this locale. */
export function fetchPage(apiUrl: string, id: string): Promise<CmsPage | null> {
  return fetchJson<CmsPageResponse>(apiUrl, `pages/${encodeURIComponent(id)}`, 'null').then(
    (page) => page?.data ?? null,
  );
}

/**
 * The member authors of these ids, named as their public profile shows them, by id; a gone one is
 * left out. One read per AUTHORS_MAX_IDS ids (the API's cap), not one per author.
 */
export async function fetchAuthors(apiUrl: string, ids: readonly string[]): Promise<Record<string, RecipeAuthor>> {
  const unique = [...new Set(ids)];
  const authors: Record<string, RecipeAuthor> = {};
  for (let at = 0; at < unique.length; at += AUTHORS_MAX_IDS) {
    const chunk = unique
      .slice(at, at + AUTHORS_MAX_IDS)
      .map(encodeURIComponent)
      .join(',');
    const { data } = await fetchJson<AuthorList>(apiUrl, `community/users?in_id=${chunk}`);
    for (const member of data)
      authors[member.user_id] = { name: displayNameOf(member), user: member.username || member.user_id };
  }
  return authors;
}

/** The workshops with words in a locale's language, soonest first (their places load in the browser). */
export function fetchWorkshops(apiUrl: string, locale: string): Promise<Workshop[]> {
  return fetchJson<{ data: Workshop[] }>(apiUrl, `workshops?lang=${locale}`).then((list) => list.data);
}

/** The co-creation projects with words in a locale's language (members and states refresh in the browser). */
export function fetchProjects(apiUrl: string, locale: string): Promise<Project[]> {
  return fetchJson<{ data: Project[] }>(apiUrl, `cocreation-projects?lang=${locale}`).then((list) => list.data);
}

/** Every catalogue recipe's ready video, by recipe id (one read for every locale). */
export function fetchRecipeVideos(apiUrl: string): Promise<Record<string, VideoSource>> {
  return fetchJson<{ data: Record<string, VideoSource> }>(apiUrl, 'recipe-videos').then((list) => list.data);
}

/** A locale's cooking shows in their order, and every episode of them. */
export async function fetchShows(apiUrl: string, locale: string) {
  const base = `${apiUrl.replace(/\/$/, '')}/buckets/${locale}/collections`;
  return {
    shows: await fetchAllRecords<ShowRecord>(`${base}/shows/records?_sort=position`),
    episodes: await fetchAllRecords<EpisodeRecord>(`${base}/episodes/records?_sort=season,number`),
  };
}
