// A community recipe's pictures: their files, stored before the write that records them.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { ImageWork } from '../../images/image-work';
import type { ImageStorage } from '../../images/storage';
import { makeThumbnail } from '../../images/thumbnail';
import { deleteImageRecords } from '../../repositories/community-attachments';
import { publishedPictures } from '../../repositories/published-recipes';
import { recordMemberImages } from '../member-pictures';

export type Upload = Awaited<ReturnType<ImageWork['normalizeUpload']>>;

/** Of these keys, those the catalogue's copy of the recipe does not show (safe to delete). */
export async function unusedKeys(trx: Transaction<DB>, recipeId: string, keys: (string | null)[]): Promise<string[]> {
  const live = keys.filter((key): key is string => !!key);
  if (!live.length) return [];
  const copy = await publishedPictures(trx, recipeId);
  const shown = copy ? JSON.stringify(copy) : '';
  const unused = live.filter((key) => !shown.includes(key));
  await deleteImageRecords(trx, unused);
  return unused;
}

export async function deleteFiles(images: ImageStorage, keys: string[]) {
  await Promise.all(keys.map((key) => images.delete(key)));
}

/** Stores a picture's files (and a thumbnail when asked) before the transaction that uses them. */
export async function storePicture(
  deps: { images: ImageStorage; imageWork: ImageWork },
  ownerId: string,
  image: Upload,
  thumbnail: boolean,
) {
  const name = `recipes/${ownerId}/${randomUUID()}`;
  const files: { key: string; bytes: Buffer; width: number; height: number }[] = [
    { key: `${name}.${image.format}`, bytes: image.bytes, width: image.width, height: image.height },
  ];
  if (thumbnail)
    files.push({ key: `${name}-thumb.${image.format}`, ...(await makeThumbnail(deps.imageWork.jobs, image)) });
  await Promise.all(files.map((file) => deps.images.put(file.key, file.bytes)));
  const record = (trx: Transaction<DB>) =>
    recordMemberImages(
      trx,
      ownerId,
      files.map((file) => ({
        key: file.key,
        content_type: image.format === 'jpg' ? 'image/jpeg' : 'image/png',
        width: file.width,
        height: file.height,
        bytes: file.bytes.length,
      })),
    );
  return { keys: files.map((file) => file.key), record };
}
