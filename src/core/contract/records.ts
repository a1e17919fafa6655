/**
 * The records family of /v1 (Kinto's HTTP protocol, PROTOCOLS section 1): a record carries `id`
 * and `last_modified`, one answers `{data: record}`, a list `{data: [records]}`, paged by the
 * `Next-Page` header. The catalogue (`/v1/buckets/{locale}/...`) and the member's own `default`
 * bucket (favourites, unlocked books) share these shapes and one engine (server/records).
 */

/** A record id, as Kinto's generator accepts it. */
export const recordIdSchema = { type: 'string', pattern: '^[a-zA-Z0-9][a-zA-Z0-9_-]*$', maxLength: 200 } as const;

/** Kinto has no default page size; ours bounds every page (`_limit`). */
export const RECORDS_PAGE = { default: 100, max: 500 } as const;

/** The records one answer holds: `{data: record}`. */
export const recordOf = <const S extends object>(data: S) =>
  ({ type: 'object', additionalProperties: false, properties: { data }, required: ['data'] }) as const;

/** A plural answer: `{data: [records]}`, its paging in the headers. */
export const listOf = <const S extends object>(items: S) =>
  ({
    type: 'object',
    additionalProperties: false,
    properties: { data: { type: 'array', items } },
    required: ['data'],
  }) as const;

/**
 * A record schema as `_fields` leaves it: `id` and `last_modified` always, any other field only
 * when asked.
 */
export const projectedOf = <const S extends { properties: object; required: readonly string[] }>(
  record: S,
): Omit<S, 'required'> & { readonly required: readonly ['id', 'last_modified'] } => ({
  ...record,
  required: ['id', 'last_modified'],
});

/** What a DELETE answers: the record's tombstone. */
export const deletedRecordSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { id: { type: 'string' }, last_modified: { type: 'integer' }, deleted: { type: 'boolean', const: true } },
  required: ['id', 'last_modified', 'deleted'],
} as const;

const timestampParam = { type: 'string', pattern: '^"?\\d+"?$' } as const;

/**
 * The plural GET's control parameters; any other parameter is a filter,
 * `[lt_|gt_|min_|max_|not_|in_|exclude_|like_|has_|contains_|contains_any_]<field>=<value>`.
 */
export const recordsQuerySchema = {
  type: 'object',
  properties: {
    _limit: { type: 'integer', minimum: 1, maximum: RECORDS_PAGE.max },
    _token: { type: 'string', maxLength: 2000 },
    _sort: { type: 'string', maxLength: 200 },
    _fields: { type: 'string', maxLength: 500 },
    _since: timestampParam,
    _before: timestampParam,
  },
  additionalProperties: { type: 'string', maxLength: 2000 },
} as const;

/** One record's GET: only `_fields`. */
export const recordQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { _fields: recordsQuerySchema.properties._fields },
} as const;

/** `/{id}` of a resource named by a uuid (workshops, co-creation projects, videos). */
export const uuidParamsSchema = {
  type: 'object',
  properties: { id: { type: 'string', format: 'uuid' } },
  required: ['id'],
} as const;

/** A 304 has no body. */
export const notModifiedSchema = { type: 'null' } as const;
