/** The fields of a records collection: what a client may filter and sort on, and the column each reads. */
export type FieldType = 'text' | 'int' | 'bool' | 'text[]' | 'uuid';

/** A record field a client may filter and sort on, and the column of its collection's query it reads. */
export interface Field {
  column: string;
  type: FieldType;
  /** Largest magnitude of an int field: the column's own (int4 unless told), so PostgreSQL never overflows. */
  max?: number;
}

export type Fields = Readonly<Record<string, Field>>;

/** A field the query was checked against (filters and sort are parsed first); another is a bug. */
export function fieldNamed(fields: Fields, name: string): Field {
  const field = Object.hasOwn(fields, name) ? fields[name] : undefined;
  if (!field) throw new Error(`The collection has no record field "${name}"`);
  return field;
}

/** The largest int4, an int field's bound unless it names its own. */
export const INT4_MAX = 2 ** 31 - 1;

/** `last_modified`: epoch milliseconds in a bigint column. */
export const timestampField = (column = 'last_modified'): Field => ({
  column,
  type: 'int',
  max: Number.MAX_SAFE_INTEGER,
});

export const OPERATORS = [
  'lt',
  'min',
  'max',
  'not',
  'gt',
  'in',
  'exclude',
  'like',
  'has',
  'contains_any',
  'contains',
] as const;
export type Operator = (typeof OPERATORS)[number] | 'eq';

export interface Filter {
  field: string;
  operator: Operator;
  values: (string | number | boolean)[];
}

export interface SortKey {
  field: string;
  descending: boolean;
}
