import { type Transaction, sql } from 'kysely';
import type { KitchenCollection } from '../../src/core/contract/kitchen';
import type { Executor } from '../db/executor';
import type { DB } from '../db/schema';
import { type Fields, timestampField } from './record-fields';
import { type Page, type PageQuery, countOf, filterExpressions, pageOf } from './records';

/** A stored kitchen record: the client's data, its id and timestamp, a shared collection's token. */
export interface MemberRecordRow {
  id: string;
  data: Record<string, unknown>;
  last_modified: number;
  share_token: string | null;
}

/**
 * The fields a client may filter and sort each collection on, read from the record's data:
 * "clear checked" is `DELETE ?checked=true`, a list by aisle `?_sort=aisle,name`.
 */
const DATA_FIELDS: Record<KitchenCollection, Record<string, 'text' | 'bool' | 'int'>> = {
  'shopping-list': { name: 'text', aisle: 'text', checked: 'bool', ingredient: 'text' },
  'recipe-collections': { name: 'text', position: 'int', shared: 'bool' },
};

export function kitchenFields(collection: KitchenCollection): Fields {
  return {
    id: { column: 'id', type: 'text' },
    last_modified: timestampField(),
    ...Object.fromEntries(
      Object.entries(DATA_FIELDS[collection]).map(([name, type]) => [name, { column: `f_${name}`, type }]),
    ),
  };
}

const CASTS = { text: sql`text`, bool: sql`boolean`, int: sql`bigint` } as const;

/** The member's records of one collection, with each filterable field as a column `f_<name>`. */
function ofMember(db: Executor, userId: string, collection: KitchenCollection) {
  const derived = Object.entries(DATA_FIELDS[collection]).map(([name, type]) =>
    sql`(data ->> ${name})::${CASTS[type]}`.as(`f_${name}`),
  );
  const inner = db
    .selectFrom('member_records')
    .select(['id', 'data', 'last_modified', 'share_token'])
    .select(derived)
    .where('user_id', '=', userId)
    .where('collection', '=', collection);
  return db.selectFrom(inner.as('r')).select(['r.id', 'r.data', 'r.last_modified', 'r.share_token']);
}

const toRow = (row: { id: string; data: unknown; last_modified: string | number; share_token: string | null }) => ({
  id: row.id,
  data: row.data as Record<string, unknown>,
  last_modified: Number(row.last_modified),
  share_token: row.share_token,
});

export async function listMemberRecords(
  db: Executor,
  userId: string,
  collection: KitchenCollection,
  query: PageQuery,
): Promise<Page<MemberRecordRow>> {
  const { records, hasMore } = await pageOf(ofMember(db, userId, collection), kitchenFields(collection), query);
  return { records: records.map(toRow), hasMore };
}

export function countMemberRecords(
  db: Executor,
  userId: string,
  collection: KitchenCollection,
  query: Pick<PageQuery, 'filters'> = { filters: [] },
): Promise<number> {
  return countOf(ofMember(db, userId, collection), kitchenFields(collection), query.filters);
}

export async function findMemberRecord(
  db: Executor,
  userId: string,
  collection: KitchenCollection,
  id: string,
): Promise<MemberRecordRow | undefined> {
  const row = await db
    .selectFrom('member_records')
    .select(['id', 'data', 'last_modified', 'share_token'])
    .where('user_id', '=', userId)
    .where('collection', '=', collection)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toRow(row);
}

export async function saveMemberRecord(
  trx: Transaction<DB>,
  userId: string,
  collection: KitchenCollection,
  record: MemberRecordRow,
): Promise<void> {
  const values = {
    data: JSON.stringify(record.data),
    last_modified: record.last_modified,
    share_token: record.share_token,
  };
  await trx
    .insertInto('member_records')
    .values({ user_id: userId, collection, id: record.id, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'collection', 'id']).doUpdateSet(values))
    .execute();
}

/** Deletes the member's records of a collection that the filters keep; their ids. */
export async function deleteMemberRecords(
  trx: Transaction<DB>,
  userId: string,
  collection: KitchenCollection,
  query: Pick<PageQuery, 'filters'>,
  onlyId?: string,
): Promise<string[]> {
  let select = ofMember(trx, userId, collection);
  for (const filter of filterExpressions(kitchenFields(collection), query.filters)) select = select.where(filter);
  if (onlyId !== undefined) select = select.where('r.id', '=', onlyId);
  const ids = (await select.execute()).map((row) => row.id);
  if (ids.length === 0) return [];
  await trx
    .deleteFrom('member_records')
    .where('user_id', '=', userId)
    .where('collection', '=', collection)
    .where('id', 'in', ids)
    .execute();
  return ids;
}

/** A shared collection by its link's token. */
export async function findSharedCollection(db: Executor, token: string) {
  const row = await db
    .selectFrom('member_records')
    .select(['data', 'last_modified'])
    .where('share_token', '=', token)
    .where('collection', '=', 'recipe-collections')
    .executeTakeFirst();
  return row && { data: row.data as Record<string, unknown>, last_modified: Number(row.last_modified) };
}
