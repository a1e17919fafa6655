import type { Selectable, Transaction } from 'kysely';
import type { FromSchema } from 'json-schema-to-ts';
import type { attachmentSchema } from '../../src/core/contract/community';
import type { Executor } from '../db/executor';
import type { CommunityAttachments, DB } from '../db/schema';

export type AttachmentRow = Selectable<CommunityAttachments>;
export type Attachment = FromSchema<typeof attachmentSchema>;

/** The contract's attachment: absolute URLs of the picture and of its thumbnail. */
export function attachmentOf(
  row: Pick<AttachmentRow, 'id' | 'media_key' | 'thumbnail_key' | 'width' | 'height'>,
  publicUrl: string,
): Attachment {
  return {
    uuid: row.id,
    media: `${publicUrl}/images/${row.media_key}`,
    media_thumbnail: `${publicUrl}/images/${row.thumbnail_key}`,
    width: row.width,
    height: row.height,
  };
}

export async function insertAttachment(
  db: Executor,
  row: Pick<AttachmentRow, 'id' | 'owner_id' | 'media_key' | 'thumbnail_key' | 'width' | 'height'>,
): Promise<AttachmentRow> {
  return db.insertInto('community_attachments').values(row).returningAll().executeTakeFirstOrThrow();
}

/**
 * Takes one of the owner's unused attachments (no post, no comment names it) under its row lock,
 * so two concurrent posts or comments cannot both take it: null when it is missing, someone
 * else's, or used already. The caller then links it in the same transaction (a post through
 * `attachToPost`, a comment by writing its `attachment_id`).
 */
export async function claimAttachment(
  trx: Transaction<DB>,
  ownerId: string,
  attachmentId: string,
): Promise<AttachmentRow | null> {
  const row = await trx
    .selectFrom('community_attachments as a')
    .selectAll('a')
    .where('a.id', '=', attachmentId)
    .where('a.owner_id', '=', ownerId)
    .forUpdate()
    .executeTakeFirst();
  if (!row || row.post_id !== null) return null;
  // The comment that names it took it under this same lock, so this read after the lock is exact.
  const usedByComment = await trx
    .selectFrom('community_comments')
    .select('id')
    .where('attachment_id', '=', attachmentId)
    .limit(1)
    .executeTakeFirst();
  return usedByComment ? null : row;
}

/** Links claimed attachments to their post, in the order given (position 0 first). */
export async function attachToPost(trx: Transaction<DB>, postId: string, attachmentIds: string[]) {
  for (const [position, id] of attachmentIds.entries())
    await trx.updateTable('community_attachments').set({ post_id: postId, position }).where('id', '=', id).execute();
}

/** The photos of these posts, each post's in order. */
export async function attachmentsOfPosts(db: Executor, postIds: string[]): Promise<AttachmentRow[]> {
  if (!postIds.length) return [];
  return db
    .selectFrom('community_attachments')
    .selectAll()
    .where('post_id', 'in', postIds)
    .orderBy('post_id')
    .orderBy('position')
    .execute();
}

/**
 * Deletes the attachments nothing uses (no post, no comment) created before `before`, and their
 * `images` records; answers the storage keys whose bytes the caller deletes after the commit. Rows
 * a post or a comment is taking at this moment are locked by it and skipped; those locked here
 * first are gone when the taker reads them, which then refuses the photo.
 */
export async function deleteUnusedAttachments(trx: Transaction<DB>, before: Date): Promise<string[]> {
  const unused = await trx
    .selectFrom('community_attachments as a')
    .select('a.id')
    .where('a.post_id', 'is', null)
    .where('a.created_at', '<', before)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('community_comments as c').select('c.id').whereRef('c.attachment_id', '=', 'a.id')),
      ),
    )
    .forUpdate()
    .skipLocked()
    .execute();
  if (!unused.length) return [];
  const rows = await trx
    .deleteFrom('community_attachments')
    .where(
      'id',
      'in',
      unused.map((row) => row.id),
    )
    .returning(['media_key', 'thumbnail_key'])
    .execute();
  const keys = rows.flatMap((row) => [row.media_key, row.thumbnail_key]);
  await deleteImageRecords(trx, keys);
  return keys;
}

/** The storage keys of a post's photos (read before deleting it: the cascade removes the rows). */
export async function attachmentKeysOfPost(db: Executor, postId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('community_attachments')
    .select(['media_key', 'thumbnail_key'])
    .where('post_id', '=', postId)
    .execute();
  return rows.flatMap((row) => [row.media_key, row.thumbnail_key]);
}

/** Forgets the `images` records of deleted photos (their bytes go after the commit). */
export async function deleteImageRecords(db: Executor, keys: string[]) {
  if (keys.length) await db.deleteFrom('images').where('key', 'in', keys).execute();
}
