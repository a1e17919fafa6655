import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueMix } from '../../../scripts/catalogue-mix';
import type { DB } from '../../../server/db/schema';
import { seedRecipes } from '../../../server/seed/seed';
import { syntheticRecipes } from '../../../server/seed/synthetic';
import { toPrefixQuery } from '../../../server/records/fields';
import { type Locale, languageOf } from '../../../src/core/locales/locales';
import { SUMMARY_FIELDS } from '../../../src/core/recipes/recipe-summary';
import { ENGINES, PUBLIC_URL, testApp } from '../engines';

const CARD_KEYS = ['id', 'last_modified', ...SUMMARY_FIELDS.split(',')].sort();

/**
 * The catalogue's search and sorted lists give, page for page, what the plain query gives: every
 * match ranked with ts_rank_cd, then newest first. This is the query before issue 17's work made it
 * faster; any faster plan must keep its results.
 */

const COLUMNS: Record<string, string> = {
  last_modified: 'last_modified',
  preparation_time: 'preparation_time',
  total_time: 'total_time',
  viewCount: 'view_count',
  ratings_count: 'ratings_count',
  title: 'title',
};

async function reference(db: Kysely<DB>, url: string): Promise<string[]> {
  const [, bucket, query] = /^\/v1\/buckets\/([^/]+)\/collections\/recipes\/records\?(.*)$/.exec(url)!;
  const params = new URLSearchParams(query);
  const language = languageOf(bucket as Locale);
  const search = toPrefixQuery(params.get('q') ?? undefined);
  const tsquery = sql`to_tsquery(miamo_ts_config(${language}), unaccent(${search}))`;
  const where = [sql`language = ${language}`, sql`status = 'published'`];
  if (search) where.push(sql`search_vector @@ ${tsquery}`);
  const filter = (name: string) => params.get(name);
  if (filter('vertical')) where.push(sql`vertical = ${filter('vertical')}`);
  if (filter('category')) where.push(sql`category = ${filter('category')}`);
  if (filter('difficulty')) where.push(sql`difficulty = ${filter('difficulty')}`);
  if (filter('contains_diets')) where.push(sql`diets @> array[${filter('contains_diets')}]::text[]`);
  if (filter('max_preparation_time')) where.push(sql`preparation_time <= ${Number(filter('max_preparation_time'))}`);
  if (filter('has_video')) where.push(sql`has_video`);
  const order = [];
  const sort = params.get('_sort');
  if (search && !sort) order.push(sql`ts_rank_cd(search_vector, ${tsquery}) desc`);
  if (sort) {
    const column = sql.ref(COLUMNS[sort.replace(/^-/, '')]!);
    order.push(sort.startsWith('-') ? sql`${column} desc` : sql`${column} asc`);
  }
  order.push(sql`last_modified desc`, sql`id desc`);
  const token = params.get('_token');
  const offset =
    Number(params.get('offset') ?? 0) ||
    (token ? (JSON.parse(Buffer.from(token, 'base64url').toString()) as { o: number }).o : 0);
  const { rows } = await sql<{ id: string }>`
    select id from recipes where ${sql.join(where, sql` and `)}
    order by ${sql.join(order)} limit ${Number(params.get('_limit'))} offset ${offset}`.execute(db);
  return rows.map((row) => row.id);
}

describe.each(ENGINES)('search and sorted lists keep their results on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  const mix = catalogueMix(60, 3);

  beforeAll(async () => {
    ctx = await testApp(engine);
    await seedRecipes(ctx.db.db, syntheticRecipes(300));
    // Counts that differ, with ties, so the popular and best-rated sorts have work to do.
    await sql`update recipes set view_count = (hashtext(id) & 1023) % 97, ratings_count = (hashtext(id) & 255) % 7`.execute(
      ctx.db.db,
    );
  }, 60_000);
  afterAll(() => ctx.close());

  it('answers each search as the plain ranked query does, page for page', async () => {
    let matched = 0;
    for (const url of mix.searches) {
      const expected = await reference(ctx.db.db, url);
      const response = await ctx.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(
        response.json().data.map((record: { id: string }) => record.id),
        url,
      ).toEqual(expected);
      if (expected.length) matched++;
    }
    // A good part of the mix finds something: the comparison is not between empty pages.
    expect(matched).toBeGreaterThan(mix.searches.length / 3);
  });

  it('searches through the index of the language', async () => {
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain select id from recipes
      where language = 'fr' and status = 'published'
      and search_vector @@ to_tsquery(miamo_ts_config('fr'), unaccent('tomate:*'))`.execute(ctx.db.db);
    expect(rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('recipes_search_fr_idx');
  });

  it('answers each sorted and filtered list as the plain query does', async () => {
    for (const url of mix.lists) {
      const response = await ctx.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(
        response.json().data.map((record: { id: string }) => record.id),
        url,
      ).toEqual(await reference(ctx.db.db, url));
    }
  });

  it('walks the pages of a sort by their Next-Page links, with only the cards fields read', async () => {
    for (const sort of Object.keys(COLUMNS).flatMap((field) => [field, `-${field}`])) {
      const first = `/v1/buckets/de/collections/recipes/records?_sort=${sort}&_limit=7&_fields=${SUMMARY_FIELDS}&vertical=daily`;
      let url: string | undefined = first;
      for (let page = 0; page < 3 && url; page++) {
        const response: Awaited<ReturnType<typeof ctx.app.inject>> = await ctx.app.inject(url);
        expect(response.statusCode, url).toBe(200);
        const records = response.json().data as Record<string, unknown>[];
        expect(records.map((record) => record.id)).toEqual(await reference(ctx.db.db, `${first}&offset=${7 * page}`));
        for (const record of records) expect(Object.keys(record).sort()).toEqual(CARD_KEYS);
        url = response.headers['next-page']?.toString().replace(PUBLIC_URL, '');
      }
      expect(url, sort).toBeDefined();
    }
  });
});
