import type { FavouriteRecord } from '../../src/core/contract/member-recipes';
import type { Executor } from '../db/executor';
import { type Fields, timestampField } from './record-fields';
import { type Page, type PageQuery, countOf, pageOf } from './records';

/** A favourite is a record of the member's `saved-recipes`: the recipe's id, when it was saved. */
export const FAVOURITE_FIELDS: Fields = { id: { column: 'recipe_id', type: 'text' }, last_modified: timestampField() };

const toRecord = (row: { recipe_id: string; last_modified: string }): FavouriteRecord => ({
  id: row.recipe_id,
  last_modified: Number(row.last_modified),
});

const ofMember = (db: Executor, userId: string) =>
  db.selectFrom('favourites').select(['recipe_id', 'last_modified']).where('user_id', '=', userId);

export async function findFavourite(
  db: Executor,
  userId: string,
  recipeId: string,
): Promise<FavouriteRecord | undefined> {
  const row = await ofMember(db, userId).where('recipe_id', '=', recipeId).executeTakeFirst();
  return row && toRecord(row);
}

/** Saves a favourite once: false when the member already holds it (concurrent adds included). */
export async function insertFavourite(
  db: Executor,
  userId: string,
  recipeId: string,
  lastModified: number,
): Promise<boolean> {
  const inserted = await db
    .insertInto('favourites')
    .values({ user_id: userId, recipe_id: recipeId, last_modified: lastModified })
    .onConflict((oc) => oc.columns(['user_id', 'recipe_id']).doNothing())
    .returning('recipe_id')
    .executeTakeFirst();
  return !!inserted;
}

export async function deleteFavourite(db: Executor, userId: string, recipeId: string): Promise<boolean> {
  return !!(await db
    .deleteFrom('favourites')
    .where('user_id', '=', userId)
    .where('recipe_id', '=', recipeId)
    .returning('recipe_id')
    .executeTakeFirst());
}

/** One page of the member's favourites, in the records protocol (server/records/engine.ts). */
export async function listFavourites(db: Executor, userId: string, query: PageQuery): Promise<Page<FavouriteRecord>> {
  const { records, hasMore } = await pageOf(ofMember(db, userId), FAVOURITE_FIELDS, query);
  return { records: records.map(toRecord), hasMore };
}

export function countFavourites(
  db: Executor,
  userId: string,
  query: Pick<PageQuery, 'filters'> = { filters: [] },
): Promise<number> {
  return countOf(ofMember(db, userId), FAVOURITE_FIELDS, query.filters);
}

/** A numbered page of favourites, the newest first (`/v1/saved-recipes`). */
export async function favouritesByPage(
  db: Executor,
  userId: string,
  offset: number,
  limit: number,
): Promise<FavouriteRecord[]> {
  const rows = await ofMember(db, userId)
    .orderBy('last_modified', 'desc')
    .orderBy('recipe_id')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map(toRecord);
}
