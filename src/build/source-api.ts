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

/** Localized names of categories, origins or ingredients for a locale's language. */
export async function fetchTerms(apiUrl: string, kind: 'recipe-categories' | 'recipe-origins' | 'ingredients', locale: string) {
  const url = `${apiUrl.replace(/\/$/, '')}/${kind}?lang=${locale}`;
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: { id: string; name: string; slug: string }[] }).data;
}
