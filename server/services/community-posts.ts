import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Post } from '../../src/core/contract/posts';
import { type Locale, languageOf, toLocale } from '../../src/core/locales/locales';
import { keysetPage } from '../../src/core/lists';
import type { Db } from '../db/create-db';
import type { DB } from '../db/schema';
import { invalidBody } from '../errors';
import type { ImageWork } from '../images/image-work';
import type { ImageStorage } from '../images/storage';
import { makeThumbnail } from '../images/thumbnail';
import {
  type AttachmentRow,
  attachToPost,
  attachmentKeysOfPost,
  attachmentOf,
  attachmentsOfPosts,
  claimAttachment,
  deleteImageRecords,
  insertAttachment,
} from '../repositories/community-attachments';
import {
  type PostFilters,
  type PostListRow,
  deletePostRow,
  insertPost,
  listPosts,
  lockPost,
  recipeSummaryRows,
} from '../repositories/community-posts';
import { recordMemberImages } from './member-pictures';
import { isPublishedRecipe } from '../repositories/published-recipes';
import { authorOf } from './profile';

interface ImageDeps {
  db: Db;
  images: ImageStorage;
  imageWork: ImageWork;
}

type Upload = Awaited<ReturnType<ImageWork['normalizeUpload']>>;

const contentTypeOf = (format: 'jpg' | 'png') => (format === 'jpg' ? 'image/jpeg' : 'image/png');

/**
 * Stores a member's photo and its thumbnail under unguessable keys and records both (so deleting
 * the account deletes their bytes) with the attachment, which stays the uploader's, unused, until
 * a post or a comment takes it; the purge deletes it after a day otherwise.
 */
export async function uploadAttachment(
  { db: { db }, images, imageWork }: ImageDeps,
  ownerId: string,
  image: Upload,
): Promise<AttachmentRow> {
  const thumbnail = await makeThumbnail(imageWork.jobs, image);
  const name = `community/${ownerId}/${randomUUID()}`;
  const original = { key: `${name}.${image.format}`, ...image };
  const small = { key: `${name}-thumb.${image.format}`, ...thumbnail };
  const files = [original, small];
  await Promise.all(files.map((file) => images.put(file.key, file.bytes)));
  try {
    return await db.transaction().execute(async (trx) => {
      await recordMemberImages(
        trx,
        ownerId,
        files.map((file) => ({
          key: file.key,
          content_type: contentTypeOf(image.format),
          width: file.width,
          height: file.height,
          bytes: file.bytes.length,
        })),
      );
      return insertAttachment(trx, {
        id: randomUUID(),
        owner_id: ownerId,
        media_key: original.key,
        thumbnail_key: small.key,
        width: image.width,
        height: image.height,
      });
    });
  } catch (error) {
    await Promise.all(files.map((file) => images.delete(file.key)));
    throw error;
  }
}

/**
 * Creates a re-creation post of a published recipe (any language, locked or not) with its photos,
 * in one transaction: each attachment must be one of
 * the author's own, unused (taken under its row lock, so a photo joins one post or comment only),
 * else nothing is written and the answer is a 400 naming `attachments`.
 */
export async function createPost(
  db: Kysely<DB>,
  authorId: string,
  post: { title: string; message: string; recipe: string; locale: Locale; attachments: string[] },
): Promise<string> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    if (!(await isPublishedRecipe(trx, post.recipe)))
      throw invalidBody('recipe', 'Unfortunately this recipe does not exist');
    for (const attachmentId of post.attachments)
      if (!(await claimAttachment(trx, authorId, attachmentId)))
        throw invalidBody('attachments', `${attachmentId} is not a photo of yours that no post or comment uses`);
    await insertPost(trx, {
      id,
      author_id: authorId,
      recipe_id: post.recipe,
      locale: post.locale,
      title: post.title,
      message: post.message,
    });
    await attachToPost(trx, id, post.attachments);
  });
  return id;
}

/**
 * Deletes the member's own post (its likes, comments and photo rows go with it by cascade), then
 * its photos' bytes once the deletion has committed. 'missing' or 'forbidden' when it cannot.
 */
export async function deletePost(
  { db: { db }, images }: Pick<ImageDeps, 'db' | 'images'>,
  memberId: string,
  postId: string,
): Promise<'deleted' | 'missing' | 'forbidden'> {
  const outcome = await db.transaction().execute(async (trx) => {
    const post = await lockPost(trx, postId);
    if (!post) return { status: 'missing' as const, keys: [] };
    if (post.author_id !== memberId) return { status: 'forbidden' as const, keys: [] };
    const keys = await attachmentKeysOfPost(trx, postId);
    await deleteImageRecords(trx, keys);
    await deletePostRow(trx, postId);
    return { status: 'deleted' as const, keys };
  });
  await Promise.all(outcome.keys.map((key) => images.delete(key)));
  return outcome.status;
}

/** The posts of rows read by listPosts, every field of the contract, photos and recipe included. */
async function postsOf(db: Kysely<DB>, rows: PostListRow[], publicUrl: string): Promise<Post[]> {
  const [attachments, recipes] = await Promise.all([
    attachmentsOfPosts(
      db,
      rows.map((row) => row.id),
    ),
    recipeSummaryRows(
      db,
      rows.map((row) => row.recipe_id),
    ),
  ]);
  return rows.map((row) => {
    const locale = toLocale(row.locale);
    const language = languageOf(locale);
    const translations = recipes.filter((recipe) => recipe.id === row.recipe_id);
    // The recipe in the post's language, else in any language it has (a post keeps its recipe).
    const recipe = translations.find((r) => r.language === language) ?? translations[0];
    return {
      uuid: row.id,
      title: row.title,
      message: row.message,
      user_reaction: row.liked_by_viewer ? 'like' : null,
      from_user: authorOf({ ...row, id: row.author_id }, publicUrl),
      recipe: {
        id: row.recipe_id,
        language: recipe?.language ?? language,
        title: recipe?.title ?? '',
        url_slug: recipe?.url_slug ?? '',
        web_cover_thumbnail: recipe?.web_cover_thumbnail ?? null,
      },
      is_challenge_winner: row.challenge_id !== null,
      likes_count: Number(row.likes_count),
      comments_count: Number(row.comments_count),
      challenge_id: row.challenge_id,
      created_time: row.created_time,
      attachments: attachments.filter((a) => a.post_id === row.id).map((a) => attachmentOf(a, publicUrl)),
      locale,
    };
  });
}

/** One post as the viewer sees it; undefined when it does not exist or a block stands either way. */
export async function readPost(
  db: Kysely<DB>,
  publicUrl: string,
  postId: string,
  viewerId: string | null,
): Promise<Post | undefined> {
  const rows = await listPosts(db, { viewerId, id: postId, limit: 1 });
  const [post] = await postsOf(db, rows.slice(0, 1), publicUrl);
  return post;
}

/** A page of posts, newest first, and the position of its last one when a next page exists. */
export async function readPostPage(
  db: Kysely<DB>,
  publicUrl: string,
  query: { viewerId: string | null; filters: PostFilters; after?: { at: string; id: string }; limit: number },
) {
  const rows = await listPosts(db, query);
  const { page, next } = keysetPage(rows, query.limit, (row) => ({ at: row.created_time, id: row.id }));
  return { posts: await postsOf(db, page, publicUrl), next };
}
