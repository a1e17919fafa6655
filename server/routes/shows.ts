import { notModifiedSchema, recordOf, recordQuerySchema, projectedOf } from '../../src/core/contract/records';
import { bucketParamsSchema, recordParamsSchema } from '../../src/core/contract/recipes';
import {
  type EpisodeRecord,
  type ShowRecord,
  episodeFieldsSchema,
  episodeListSchema,
  showFieldsSchema,
  showListSchema,
  showsQuerySchema,
} from '../../src/core/contract/shows';
import { errorSchema } from '../../src/core/contract/errors';
import { type Locale, languageOf } from '../../src/core/locales/locales';
import type { Db } from '../db/create-db';
import { type ReadableCollection, listRecords, readRecord } from '../records/engine';
import {
  EPISODE_FIELDS,
  type EpisodeRow,
  SHOW_FIELDS,
  type ShowRow,
  countEpisodes,
  countShows,
  findEpisode,
  findShow,
  listEpisodes,
  listShows,
  showsTimestamp,
} from '../repositories/shows';
import { videoSourceOf } from '../services/videos';
import type { App } from '../typed-app';

type Scope = { language: string };
const scopeOf = (request: { params: unknown }): Scope => ({
  language: languageOf((request.params as { bucket: Locale }).bucket),
});

function showRecord(row: ShowRow): ShowRecord {
  return {
    id: row.id,
    last_modified: Number(row.last_modified),
    position: row.position,
    slug: row.slug,
    title: row.title,
    description: row.description,
    seasons_count: row.seasons_count,
    episodes_count: row.episodes_count,
    teaser: row.video_id ? videoSourceOf(row.video_id, row.duration_seconds, row.caption_languages ?? []) : null,
  };
}

function episodeRecord(row: EpisodeRow): EpisodeRecord {
  return {
    id: row.id,
    last_modified: Number(row.last_modified),
    show_id: row.show_id,
    show_slug: row.show_slug,
    show_title: row.show_title,
    season: row.season,
    number: row.number,
    slug: `s${row.season}e${row.number}-${row.recipe_slug}`,
    title: row.title,
    description: row.description,
    published_at: Number(row.published_at),
    recipe_id: row.recipe_id ?? '',
    recipe_slug: row.recipe_slug,
    video: videoSourceOf(row.video_id, row.duration_seconds, row.caption_languages),
  };
}

export function showsCollection(db: Db['db']): ReadableCollection<Scope, ShowRecord> {
  return {
    readers: 'public',
    fields: SHOW_FIELDS,
    recordFields: Object.keys(showFieldsSchema.properties),
    scopeOf,
    timestamp: () => showsTimestamp(db, 'shows'),
    count: ({ language }, query) => countShows(db, language, query),
    async page({ language }, query) {
      const { records, hasMore } = await listShows(db, language, query);
      return { records: records.map((row) => showRecord(row)), hasMore };
    },
    async get({ language }, id) {
      const row = await findShow(db, language, id);
      return row && showRecord(row);
    },
  };
}

export function episodesCollection(db: Db['db']): ReadableCollection<Scope, EpisodeRecord> {
  return {
    readers: 'public',
    fields: EPISODE_FIELDS,
    recordFields: Object.keys(episodeFieldsSchema.properties),
    scopeOf,
    timestamp: () => showsTimestamp(db, 'show_episodes'),
    count: ({ language }, query) => countEpisodes(db, language, query),
    async page({ language }, query) {
      const { records, hasMore } = await listEpisodes(db, language, query);
      return { records: records.map((row) => episodeRecord(row)), hasMore };
    },
    async get({ language }, id) {
      const row = await findEpisode(db, language, id);
      return row && episodeRecord(row);
    },
  };
}

/**
 * Cooking shows and their episodes, records of each locale's bucket (Kinto's protocol, the
 * catalogue's engine): `_sort=position` for shows, `show_id=`, `season=`, `_sort=-published_at`
 * (new episodes) for episodes.
 */
export function registerShowRoutes(app: App) {
  const shows = showsCollection(app.db.db);
  const episodes = episodesCollection(app.db.db);
  const tags = ['shows'];

  app.get(
    '/v1/buckets/:bucket/collections/shows/records',
    {
      schema: {
        tags,
        operationId: 'listShows',
        summary: 'The cooking shows of a locale (`_sort=position`)',
        params: bucketParamsSchema,
        querystring: showsQuerySchema,
        response: { 200: showListSchema, 304: notModifiedSchema },
      },
    },
    async (request, reply) => listRecords(shows, request, reply),
  );
  app.get(
    '/v1/buckets/:bucket/collections/shows/records/:id',
    {
      schema: {
        tags,
        operationId: 'getShow',
        summary: 'One cooking show of a locale',
        params: recordParamsSchema,
        querystring: recordQuerySchema,
        response: { 200: recordOf(projectedOf(showFieldsSchema)), 304: notModifiedSchema, 404: errorSchema },
      },
    },
    async (request, reply) => readRecord(shows, request, reply, request.params.id),
  );
  app.get(
    '/v1/buckets/:bucket/collections/episodes/records',
    {
      schema: {
        tags,
        operationId: 'listEpisodes',
        summary: 'The show episodes of a locale (`show_id=`, `season=`, `_sort=-published_at` for the newest)',
        params: bucketParamsSchema,
        querystring: showsQuerySchema,
        response: { 200: episodeListSchema, 304: notModifiedSchema },
      },
    },
    async (request, reply) => listRecords(episodes, request, reply),
  );
  app.get(
    '/v1/buckets/:bucket/collections/episodes/records/:id',
    {
      schema: {
        tags,
        operationId: 'getEpisode',
        summary: 'One show episode of a locale',
        params: recordParamsSchema,
        querystring: recordQuerySchema,
        response: { 200: recordOf(projectedOf(episodeFieldsSchema)), 304: notModifiedSchema, 404: errorSchema },
      },
    },
    async (request, reply) => readRecord(episodes, request, reply, request.params.id),
  );
}
