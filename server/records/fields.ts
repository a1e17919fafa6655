import { invalidParameter } from '../errors';
import { UUID } from '../../src/core/format/uuid';
import { isUnstorable } from '../validation';
import {
  type Field,
  type Fields,
  type Filter,
  INT4_MAX,
  OPERATORS,
  type Operator,
  type SortKey,
} from '../repositories/record-fields';

const FILTER = new RegExp(`^(${[...OPERATORS].sort((a, b) => b.length - a.length).join('|')})_(.+)$`);

function parseValue(param: string, field: Field, raw: string): string | number | boolean {
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    // Kinto: a value that is not JSON is a string.
  }
  if (field.type === 'int') {
    if (typeof value !== 'number' || !Number.isInteger(value)) throw invalidParameter(param, 'must be an integer');
    if (Math.abs(value) > (field.max ?? INT4_MAX)) throw invalidParameter(param, 'is out of range');
    return value;
  }
  if (field.type === 'bool') {
    if (typeof value !== 'boolean') throw invalidParameter(param, 'must be true or false');
    return value;
  }
  const text = typeof value === 'string' ? value : raw;
  if (text.length > 200) throw invalidParameter(param, 'is too long');
  if (field.type === 'uuid' && !UUID.test(text)) throw invalidParameter(param, 'must be a UUID');
  return text;
}

/** Whether a value carried by a page token can stand for the field in SQL (null sorts too). */
export function fitsField(field: Field, value: unknown): boolean {
  if (value === null) return true;
  if (field.type === 'int') {
    // bigint columns (last_modified) come back from the driver as decimal strings.
    const number = typeof value === 'string' && /^-?\d{1,20}$/.test(value) ? Number(value) : value;
    return typeof number === 'number' && Number.isInteger(number) && Math.abs(number) <= (field.max ?? INT4_MAX);
  }
  if (field.type === 'bool') return typeof value === 'boolean';
  // A crafted page token may carry what no record holds, nor PostgreSQL takes (a NUL was a 500).
  if (typeof value !== 'string' || value.length > 200 || isUnstorable(value)) return false;
  return field.type !== 'uuid' || UUID.test(value);
}

/** The collection's own field of that name: never one every object inherits (`constructor`, `toString`). */
const fieldOf = (fields: Fields, name: string): Field | undefined =>
  Object.hasOwn(fields, name) ? fields[name] : undefined;

/** Reads Kinto filters from query parameters; an unknown field or a bad value is a 400 naming it. */
export function parseFilters(fields: Fields, params: Record<string, string>): Filter[] {
  const filters: Filter[] = [];
  for (const [param, raw] of Object.entries(params)) {
    // A field whose name starts like an operator (has_video) is that field, compared for equality.
    const match = fieldOf(fields, param) ? null : FILTER.exec(param);
    const operator: Operator = match ? (match[1] as Operator) : 'eq';
    const name = match?.[2] ?? param;
    const field = fieldOf(fields, name);
    if (!field) throw invalidParameter(param, 'Unknown filter field');
    if (operator === 'has') {
      if (raw !== 'true' && raw !== 'false') throw invalidParameter(param, 'must be true or false');
      filters.push({ field: name, operator, values: [raw === 'true'] });
      continue;
    }
    const isArray = field.type === 'text[]';
    if ((operator === 'contains' || operator === 'contains_any') !== isArray && operator !== 'eq') {
      throw invalidParameter(
        param,
        isArray ? 'use contains_ or contains_any_ on a list field' : 'contains_ works on list fields only',
      );
    }
    if (operator === 'like' && field.type !== 'text') throw invalidParameter(param, 'like_ works on text fields only');
    if (['lt', 'gt', 'min', 'max'].includes(operator) && field.type === 'bool')
      throw invalidParameter(param, 'cannot compare booleans');
    const many = ['in', 'exclude', 'contains', 'contains_any'].includes(operator) || (isArray && operator === 'eq');
    const parts = many ? raw.split(',').filter((part) => part !== '') : [raw];
    if (!parts.length || parts.length > 50) throw invalidParameter(param, 'needs 1 to 50 values');
    const scalarField: Field = isArray ? { ...field, type: 'text' } : field;
    filters.push({
      field: name,
      operator: isArray && operator === 'eq' ? 'contains' : operator,
      values: parts.map((part) => parseValue(param, scalarField, part)),
    });
  }
  return filters;
}

/** `_sort=a,-b`: Kinto's default is -last_modified, and id breaks every remaining tie. */
export function parseSort(fields: Fields, raw: string | undefined): SortKey[] {
  const keys: SortKey[] = [];
  for (const part of (raw ?? '-last_modified').split(',').filter(Boolean)) {
    const descending = part.startsWith('-');
    const name = part.replace(/^[-+]/, '');
    const field = fieldOf(fields, name);
    if (!field || field.type === 'text[]') throw invalidParameter('_sort', `Unknown sort field ${name}`);
    if (!keys.some((k) => k.field === name)) keys.push({ field: name, descending });
  }
  if (!keys.some((k) => k.field === 'last_modified')) keys.push({ field: 'last_modified', descending: true });
  if (!keys.some((k) => k.field === 'id')) keys.push({ field: 'id', descending: true });
  return keys;
}

/** The words of a search box (letters and digits), lower-case: ten at most, of 40 characters at most. */
export function searchWords(q: string | undefined): string[] {
  return (
    (q ?? '')
      .normalize('NFC')
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 10)
      .map((w) => w.slice(0, 40).toLowerCase()) ?? []
  );
}

/**
 * Words of a search box as a prefix tsquery: "tarte pom" → "tarte:* & pom:*"; with `weights`,
 * only there ("A": titles). Null when empty.
 */
export function toPrefixQuery(q: string | undefined, weights = ''): string | null {
  const words = searchWords(q);
  return words.length ? words.map((w) => `${w}:*${weights}`).join(' & ') : null;
}
