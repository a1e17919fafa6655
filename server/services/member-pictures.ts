import type { Insertable, Transaction } from 'kysely';
import { PICTURE_STORAGE_QUOTA_BYTES, PICTURE_STORAGE_QUOTA_MEGABYTES } from '../../src/core/rules';
import type { DB, Images } from '../db/schema';
import { ApiError, ERRNO } from '../errors';
import { insertImage, lockImageOwner, storedBytesOf } from '../repositories/images';

/** The member's pictures would pass PICTURE_STORAGE_QUOTA_BYTES: 409 errno 142 naming `file`. */
export function pictureQuotaReached() {
  const description = `Your pictures already take the ${PICTURE_STORAGE_QUOTA_MEGABYTES} MB a member may store: delete some first`;
  return new ApiError(409, ERRNO.PICTURE_QUOTA_REACHED, `file in body: ${description}.`, [
    { location: 'body', name: 'file', description },
  ]);
}

/**
 * Records a member's new image files in the caller's transaction, within their storage quota
 * (every upload goes through here): under the member's lock, so two uploads at once cannot both
 * fit in the last megabytes. The caller deletes the stored bytes when this throws.
 */
export async function recordMemberImages(
  trx: Transaction<DB>,
  ownerId: string,
  files: Omit<Insertable<Images>, 'created_at' | 'owner_id'>[],
): Promise<void> {
  await lockImageOwner(trx, ownerId);
  const adding = files.reduce((sum, file) => sum + Number(file.bytes), 0);
  if ((await storedBytesOf(trx, ownerId)) + adding > PICTURE_STORAGE_QUOTA_BYTES) throw pictureQuotaReached();
  for (const file of files) await insertImage(trx, { ...file, owner_id: ownerId });
}
