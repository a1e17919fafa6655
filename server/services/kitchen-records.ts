import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { KITCHEN_LIMITS, type KitchenCollection } from '../../src/core/contract/kitchen';
import type { DB } from '../db/schema';
import { ApiError, ERRNO, invalidBody, notFound } from '../errors';
import { stampMemberCollection } from '../repositories/collection-timestamps';
import {
  type MemberRecordRow,
  countMemberRecords,
  deleteMemberRecords,
  findMemberRecord,
  saveMemberRecord,
} from '../repositories/member-records';
import type { Filter } from '../repositories/record-fields';

/** The client's view of a stored record: its data, id and timestamp (and a shared collection's token). */
export function kitchenRecordOf(collection: KitchenCollection, row: MemberRecordRow) {
  const record = { ...row.data, id: row.id, last_modified: row.last_modified };
  return collection === 'recipe-collections' ? { ...record, share_token: row.share_token } : record;
}

/** What a write may require of the record as it is (Kinto's `If-Match` and `If-None-Match: *`). */
export interface Preconditions {
  ifMatch?: string;
  ifNoneMatch?: string;
}

/**
 * 412 (errno 114) with the record as it is now in `details.existing` (null when gone), so the
 * client merges its change into it and tries again, as Kinto answers.
 */
function checkPreconditions(
  collection: KitchenCollection,
  existing: MemberRecordRow | undefined,
  given: Preconditions,
) {
  const etag = existing && `"${existing.last_modified}"`;
  const tags = (header: string) => header.split(',').map((value) => value.trim());
  const failed =
    (given.ifMatch !== undefined &&
      !(
        existing &&
        tags(given.ifMatch).some((tag) => tag === '*' || tag === etag || tag === `${existing.last_modified}`)
      )) ||
    (given.ifNoneMatch !== undefined && existing && tags(given.ifNoneMatch).some((tag) => tag === '*' || tag === etag));
  if (failed)
    throw new ApiError(412, ERRNO.MODIFIED_MEANWHILE, 'Resource was modified meanwhile', {
      existing: existing ? kitchenRecordOf(collection, existing) : null,
    });
}

const shareToken = () => randomBytes(16).toString('base64url');

/**
 * Writes one record (PUT replaces, PATCH merges) in one transaction with the collection's stamp:
 * the stamp locks the member's collection, so two devices writing at once take turns and the
 * second one's `If-Match` sees the first one's write.
 */
export async function writeKitchenRecord(
  db: Kysely<DB>,
  userId: string,
  collection: KitchenCollection,
  id: string,
  mode: 'put' | 'patch',
  body: Record<string, unknown>,
  preconditions: Preconditions,
  now = Date.now(),
) {
  if (body.id !== undefined && body.id !== id) throw invalidBody('id', 'does not match the record in the path');
  // The id is the path's, the timestamp and a collection's share token the server's.
  const data = Object.fromEntries(
    Object.entries(body).filter(([key]) => key !== 'id' && key !== 'last_modified' && key !== 'share_token'),
  );
  return db.transaction().execute(async (trx) => {
    const lastModified = await stampMemberCollection(trx, userId, collection, now);
    const existing = await findMemberRecord(trx, userId, collection, id);
    checkPreconditions(collection, existing, preconditions);
    if (mode === 'patch' && !existing) throw notFound(undefined, { id, resource_name: 'record' });
    if (!existing) {
      if ((await countMemberRecords(trx, userId, collection)) >= KITCHEN_LIMITS[collection])
        throw invalidBody('id', `the collection holds ${KITCHEN_LIMITS[collection]} records at most`, 409);
    }
    const merged = mode === 'patch' ? { ...existing!.data, ...data } : data;
    const shared = collection === 'recipe-collections' && merged.shared === true;
    const row: MemberRecordRow = {
      id,
      data: merged,
      last_modified: lastModified,
      share_token: shared ? (existing?.share_token ?? shareToken()) : null,
    };
    await saveMemberRecord(trx, userId, collection, row);
    return { created: !existing, record: kitchenRecordOf(collection, row) };
  });
}

/**
 * Deletes one record (with its preconditions) or every record the filters keep ("clear checked");
 * their tombstones, stamped by the collection's new timestamp.
 */
export async function deleteKitchenRecords(
  db: Kysely<DB>,
  userId: string,
  collection: KitchenCollection,
  target: { id: string; preconditions: Preconditions } | { filters: Filter[] },
  now = Date.now(),
) {
  return db.transaction().execute(async (trx) => {
    const lastModified = await stampMemberCollection(trx, userId, collection, now);
    if ('id' in target) {
      const existing = await findMemberRecord(trx, userId, collection, target.id);
      checkPreconditions(collection, existing, target.preconditions);
      if (!existing) throw notFound(undefined, { id: target.id, resource_name: 'record' });
    }
    const ids = await deleteMemberRecords(
      trx,
      userId,
      collection,
      { filters: 'id' in target ? [] : target.filters },
      'id' in target ? target.id : undefined,
    );
    return ids.map((id) => ({ id, last_modified: lastModified, deleted: true as const }));
  });
}
