import { errorSchema } from '../../src/core/contract/errors';
import {
  KITCHEN_COLLECTIONS,
  KITCHEN_DATA,
  KITCHEN_RECORDS,
  type KitchenCollection,
  kitchenParamsSchema,
} from '../../src/core/contract/kitchen';
import {
  deletedRecordSchema,
  listOf,
  notModifiedSchema,
  projectedOf,
  recordOf,
  recordQuerySchema,
  recordsQuerySchema,
} from '../../src/core/contract/records';
import type { Db } from '../db/create-db';
import { type ReadableCollection, listRecords, readRecord } from '../records/engine';
import { parseFilters } from '../records/fields';
import { memberCollectionTimestamp } from '../repositories/collection-timestamps';
import { countMemberRecords, findMemberRecord, kitchenFields, listMemberRecords } from '../repositories/member-records';
import {
  type Preconditions,
  deleteKitchenRecords,
  kitchenRecordOf,
  writeKitchenRecord,
} from '../services/kitchen-records';
import type { App } from '../typed-app';

type KitchenRecord = { id: string; last_modified: number } & Record<string, unknown>;

function kitchenCollection(db: Db['db'], collection: KitchenCollection): ReadableCollection<string, KitchenRecord> {
  return {
    readers: 'member',
    fields: kitchenFields(collection),
    recordFields: Object.keys(KITCHEN_RECORDS[collection].properties),
    scopeOf: (request) => request.memberId,
    timestamp: (userId) => memberCollectionTimestamp(db, userId, collection),
    count: (userId, query) => countMemberRecords(db, userId, collection, query),
    page: async (userId, query) => {
      const { records, hasMore } = await listMemberRecords(db, userId, collection, query);
      return { records: records.map((row) => kitchenRecordOf(collection, row)), hasMore };
    },
    get: async (userId, id) => {
      const row = await findMemberRecord(db, userId, collection, id);
      return row && kitchenRecordOf(collection, row);
    },
  };
}

const preconditionsOf = (headers: Record<string, string | string[] | undefined>): Preconditions => ({
  ifMatch: typeof headers['if-match'] === 'string' ? headers['if-match'] : undefined,
  ifNoneMatch: typeof headers['if-none-match'] === 'string' ? headers['if-none-match'] : undefined,
});

/** Writes a member makes in a minute, per kitchen collection: a list ticked off fast, not a flood. */
const WRITES_PER_MINUTE = 240;

interface KitchenRoutes {
  app: App;
  db: Db['db'];
  name: KitchenCollection;
  base: string;
  collection: ReadableCollection<string, KitchenRecord>;
  tags: string[];
  operation: string;
}

const member = { auth: 'member' } as const;
const writes = { ...member, rateLimit: { max: WRITES_PER_MINUTE, timeWindow: '1 minute' } } as const;

/** A collection's list and one record, with ETag and 304. */
function registerKitchenReads({ app, name, base, collection, tags, operation }: KitchenRoutes) {
  const record = KITCHEN_RECORDS[name];
  app.get(
    base,
    {
      config: member,
      schema: {
        tags,
        summary: `The caller's ${name} records (_limit, _sort, filters, Next-Page; ETag and 304)`,
        operationId: `list${operation}s`,
        querystring: recordsQuerySchema,
        response: { 200: listOf(projectedOf(record)), 304: notModifiedSchema },
      },
    },
    async (request, reply) => listRecords(collection, request, reply),
  );

  app.get(
    `${base}/:id`,
    {
      config: member,
      schema: {
        tags,
        summary: `One of the caller's ${name} records`,
        operationId: `get${operation}`,
        params: kitchenParamsSchema,
        querystring: recordQuerySchema,
        response: { 200: recordOf(projectedOf(record)), 304: notModifiedSchema, 404: errorSchema },
      },
    },
    async (request, reply) => readRecord(collection, request, reply, request.params.id),
  );
}

/** PUT and PATCH of one record, with If-Match or If-None-Match. */
function registerKitchenWrites({ app, db, name, base, tags, operation }: KitchenRoutes) {
  const record = KITCHEN_RECORDS[name];
  for (const mode of ['put', 'patch'] as const) {
    const route = mode === 'put' ? app.put.bind(app) : app.patch.bind(app);
    route(
      `${base}/:id`,
      {
        config: writes,
        schema: {
          tags,
          summary:
            mode === 'put'
              ? `Create (201) or replace (200) a ${name} record; If-Match or If-None-Match: * else 412`
              : `Change some fields of a ${name} record; If-Match else 412`,
          operationId: `${mode}${operation}`,
          params: kitchenParamsSchema,
          body: {
            type: 'object',
            additionalProperties: false,
            properties: { data: KITCHEN_DATA[name][mode] },
            required: ['data'],
          },
          response: {
            200: recordOf(record),
            ...(mode === 'put' ? { 201: recordOf(record) } : {}),
            404: errorSchema,
            409: errorSchema,
            412: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const { data } = request.body as { data: Record<string, unknown> };
        const { created, record: saved } = await writeKitchenRecord(
          db,
          request.memberId,
          name,
          (request.params as { id: string }).id,
          mode,
          data,
          preconditionsOf(request.headers),
        );
        return reply.status(created ? 201 : 200).send({ data: saved });
      },
    );
  }
}

/** DELETE of one record and the filtered plural DELETE: their tombstones. */
function registerKitchenDeletes({ app, db, name, base, collection, tags, operation }: KitchenRoutes) {
  app.delete(
    `${base}/:id`,
    {
      config: writes,
      schema: {
        tags,
        summary: `Delete a ${name} record: its tombstone; If-Match else 412`,
        operationId: `delete${operation}`,
        params: kitchenParamsSchema,
        response: { 200: recordOf(deletedRecordSchema), 404: errorSchema, 412: errorSchema },
      },
    },
    async (request) => {
      const [tombstone] = await deleteKitchenRecords(db, request.memberId, name, {
        id: request.params.id,
        preconditions: preconditionsOf(request.headers),
      });
      return { data: tombstone! };
    },
  );

  app.delete(
    base,
    {
      config: writes,
      schema: {
        tags,
        summary: `Delete the caller's ${name} records the filters keep (all without one), e.g. ?checked=true`,
        operationId: `delete${operation}s`,
        querystring: {
          type: 'object',
          // Any field filter of the list (parsed below); `checked` is the one the site sends.
          properties: { checked: { type: 'string', enum: ['true', 'false'] } },
        },
        response: { 200: listOf(deletedRecordSchema) },
      },
    },
    async (request) => {
      const filters = parseFilters(collection.fields, request.query as Record<string, string>);
      return { data: await deleteKitchenRecords(db, request.memberId, name, { filters }) };
    },
  );
}

/**
 * The member's kitchen in their `default` bucket (issue 18): `shopping-list` and
 * `recipe-collections`, in the records protocol with Kinto's writes (PUT, PATCH, DELETE, a
 * filtered plural DELETE, `If-Match`/`If-None-Match` and 412). Shared collections by link are
 * in `shared-collections.ts`.
 */
export function registerKitchenRoutes(app: App) {
  const { db } = app.db;
  for (const name of KITCHEN_COLLECTIONS) {
    const routes: KitchenRoutes = {
      app,
      db,
      name,
      base: `/v1/buckets/default/collections/${name}/records`,
      collection: kitchenCollection(db, name),
      tags: ['kitchen'],
      operation: name === 'shopping-list' ? 'ShoppingItem' : 'RecipeCollection',
    };
    registerKitchenReads(routes);
    registerKitchenWrites(routes);
    registerKitchenDeletes(routes);
  }
}
