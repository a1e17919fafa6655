import { type Kysely, sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { DB } from '../db/schema';
import { type Fields, timestampField } from './record-fields';
import { type PageQuery, countOf, pageOf } from './records';

/** What a client may filter and sort shows on. */
export const SHOW_FIELDS: Fields = {
  id: { column: 'sh.id', type: 'uuid' },
  last_modified: timestampField('sh.last_modified'),
  position: { column: 'sh.position', type: 'int' },
  slug: { column: 't.slug', type: 'text' },
};

/** What a client may filter and sort episodes on. */
export const EPISODE_FIELDS: Fields = {
  id: { column: 'e.id', type: 'uuid' },
  last_modified: timestampField('e.last_modified'),
  show_id: { column: 'e.show_id', type: 'uuid' },
  season: { column: 'e.season', type: 'int' },
  number: { column: 'e.number', type: 'int' },
  published_at: timestampField('e.published_at'),
  recipe_id: { column: 'e.recipe_id', type: 'text' },
};

/** The shows with words in the language, each with its counts and its first episode's video (its teaser). */
function showsQuery(db: Executor, language: string) {
  return db
    .selectFrom('shows as sh')
    .innerJoin('show_texts as t', (join) => join.onRef('t.show_id', '=', 'sh.id').on('t.language', '=', language))
    .leftJoin('videos as v', (join) =>
      join.on(
        'v.id',
        '=',
        sql<string>`(select e.video_id from show_episodes e where e.show_id = sh.id order by e.season, e.number limit 1)`,
      ),
    )
    .select([
      'sh.id',
      'sh.last_modified',
      'sh.position',
      't.slug',
      't.title',
      't.description',
      sql<number>`(select count(*) from show_episodes e where e.show_id = sh.id)::int`.as('episodes_count'),
      sql<number>`(select count(distinct e.season) from show_episodes e where e.show_id = sh.id)::int`.as(
        'seasons_count',
      ),
      'v.id as video_id',
      'v.duration_seconds',
      'v.caption_languages',
    ]);
}

export type ShowRow = Awaited<ReturnType<ReturnType<typeof showsQuery>['executeTakeFirstOrThrow']>>;

export const listShows = (db: Executor, language: string, query: PageQuery) =>
  pageOf(showsQuery(db, language), SHOW_FIELDS, query);
export const countShows = (db: Executor, language: string, query: PageQuery) =>
  countOf(showsQuery(db, language), SHOW_FIELDS, query.filters);
export const findShow = (db: Executor, language: string, id: string) =>
  showsQuery(db, language)
    .where(sql<boolean>`sh.id::text = ${id}`)
    .executeTakeFirst();

/**
 * The episodes with words in the language: their show's, and the recipe each cooks as published
 * there (an episode whose recipe the language lacks is not listed), with its ready video.
 */
function episodesQuery(db: Executor, language: string) {
  return db
    .selectFrom('show_episodes as e')
    .innerJoin('show_texts as st', (join) =>
      join.onRef('st.show_id', '=', 'e.show_id').on('st.language', '=', language),
    )
    .innerJoin('recipes as r', (join) =>
      join.onRef('r.id', '=', 'e.recipe_id').on('r.language', '=', language).on('r.status', '=', 'published'),
    )
    .innerJoin('videos as v', (join) => join.onRef('v.id', '=', 'e.video_id').on('v.status', '=', 'ready'))
    .select([
      'e.id',
      'e.last_modified',
      'e.show_id',
      'st.slug as show_slug',
      'st.title as show_title',
      'e.season',
      'e.number',
      'e.published_at',
      'e.recipe_id',
      'r.url_slug as recipe_slug',
      'r.title',
      'r.description',
      'v.id as video_id',
      'v.duration_seconds',
      'v.caption_languages',
    ]);
}

export type EpisodeRow = Awaited<ReturnType<ReturnType<typeof episodesQuery>['executeTakeFirstOrThrow']>>;

export const listEpisodes = (db: Executor, language: string, query: PageQuery) =>
  pageOf(episodesQuery(db, language), EPISODE_FIELDS, query);
export const countEpisodes = (db: Executor, language: string, query: PageQuery) =>
  countOf(episodesQuery(db, language), EPISODE_FIELDS, query.filters);
export const findEpisode = (db: Executor, language: string, id: string) =>
  episodesQuery(db, language)
    .where(sql<boolean>`e.id::text = ${id}`)
    .executeTakeFirst();

/** A collection's timestamp: its latest change (the ETag). */
export async function showsTimestamp(db: Executor, table: 'shows' | 'show_episodes'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('last_modified').as('ts'))
    .executeTakeFirst();
  return Number(row?.ts ?? 0);
}

export interface NewShow {
  id: string;
  position: number;
  last_modified: number;
  texts: { language: string; slug: string; title: string; description: string }[];
  episodes: { id: string; season: number; number: number; video_id: string; recipe_id: string; published_at: number }[];
}

export async function insertShow(db: Kysely<DB>, show: NewShow): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('shows')
      .values({ id: show.id, position: show.position, last_modified: show.last_modified })
      .execute();
    await trx
      .insertInto('show_texts')
      .values(show.texts.map((text) => ({ ...text, show_id: show.id })))
      .execute();
    if (show.episodes.length)
      await trx
        .insertInto('show_episodes')
        .values(show.episodes.map((episode) => ({ ...episode, show_id: show.id, last_modified: show.last_modified })))
        .execute();
  });
}
