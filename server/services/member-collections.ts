import type { Kysely } from 'kysely';
import type { UnlockedBookRecord } from '../../src/core/contract/books';
import type { FavouriteRecord } from '../../src/core/contract/member-recipes';
import type { DB } from '../db/schema';
import { BOOK_COPY_MEMBERS } from '../../src/core/rules';
import { ApiError, ERRNO } from '../errors';
import {
  countCopyMembers,
  findUnlockedBook,
  unlockBook as insertUnlockedBook,
  lockBookCopy,
  redeemBookCopy,
} from '../repositories/books';
import { stampMemberCollection } from '../repositories/collection-timestamps';
import { deleteFavourite, findFavourite, insertFavourite } from '../repositories/favourites';

/**
 * Writes to the member's `default` bucket (favourites, unlocked books), each in one transaction
 * with its collection timestamp: a write moves the timestamp on, and the record takes it as its
 * `last_modified`, so the collection's ETag changes with every add and every removal.
 */

/**
 * Saves a favourite: `created` the first time; the same record after. The collection's stamp is
 * taken first and locks the member's collection, so a removal of this favourite still in flight
 * commits before this looks: a quick unsave then save always ends saved.
 */
export async function addFavourite(
  db: Kysely<DB>,
  userId: string,
  recipeId: string,
  now = Date.now(),
): Promise<{ created: boolean; record: FavouriteRecord }> {
  return db.transaction().execute(async (trx) => {
    const lastModified = await stampMemberCollection(trx, userId, 'saved-recipes', now);
    if (await insertFavourite(trx, userId, recipeId, lastModified))
      return { created: true, record: { id: recipeId, last_modified: lastModified } };
    return { created: false, record: (await findFavourite(trx, userId, recipeId))! };
  });
}

/** Removes a favourite (under the same lock); its tombstone, or undefined when the member did not hold it. */
export async function removeFavourite(db: Kysely<DB>, userId: string, recipeId: string, now = Date.now()) {
  return db.transaction().execute(async (trx) => {
    const lastModified = await stampMemberCollection(trx, userId, 'saved-recipes', now);
    const deleted = await deleteFavourite(trx, userId, recipeId);
    return deleted ? { id: recipeId, last_modified: lastModified, deleted: true as const } : undefined;
  });
}

/** A printed copy that already serves as many members as it may (409 errno 135, naming the code). */
export function bookCopyUsedUp() {
  const description = `This copy of the book has already unlocked it for ${BOOK_COPY_MEMBERS} members`;
  return new ApiError(409, ERRNO.BOOK_COPY_USED_UP, `data.qrcode in body: ${description}.`, [
    { location: 'body', name: 'data.qrcode', description },
  ]);
}

/**
 * Unlocks a book for the member with a code of one printed copy: `created` the first time; the
 * same record after, and a member who holds the book already takes no place of the copy. A copy
 * serves BOOK_COPY_MEMBERS members, counted and added under its lock (409 errno 135 past that);
 * `members` is how many it serves once this one is in.
 */
export async function unlockBook(
  db: Kysely<DB>,
  userId: string,
  code: { bookId: string; copyId: string },
  now = Date.now(),
): Promise<{ created: boolean; record: UnlockedBookRecord; members?: number }> {
  const { bookId, copyId } = code;
  const existing = await findUnlockedBook(db, userId, bookId);
  if (existing) return { created: false, record: existing };
  return db.transaction().execute(async (trx) => {
    await lockBookCopy(trx, copyId);
    const others = await countCopyMembers(trx, copyId, userId);
    if (others >= BOOK_COPY_MEMBERS) throw bookCopyUsedUp();
    await redeemBookCopy(trx, copyId, userId, bookId);
    const lastModified = await stampMemberCollection(trx, userId, 'unlocked-recipes', now);
    const created = await insertUnlockedBook(trx, userId, bookId, new Date(lastModified));
    return { created, record: (await findUnlockedBook(trx, userId, bookId))!, members: others + 1 };
  });
}
