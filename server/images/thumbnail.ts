import sharp from 'sharp';
import { IMAGE_PARAMS } from '../../src/core/rules';
import type { JobQueue } from './image-jobs';

/** The long side of a community photo's stored thumbnail, what feed cards and galleries show. */
export const THUMBNAIL_SIDE = 400;

/**
 * The stored thumbnail of a normalized upload (already checked and re-encoded, so it decodes), in
 * its format, at most THUMBNAIL_SIDE px on its long side; drawn in the app's line of image jobs.
 */
export async function makeThumbnail(
  jobs: JobQueue,
  image: { bytes: Buffer; format: 'jpg' | 'png' },
): Promise<{ bytes: Buffer; width: number; height: number }> {
  return jobs.run(async () => {
    const pipeline = sharp(image.bytes).resize({
      width: THUMBNAIL_SIDE,
      height: THUMBNAIL_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const output =
      image.format === 'jpg'
        ? pipeline.jpeg({ quality: IMAGE_PARAMS.q, mozjpeg: true })
        : pipeline.png({ compressionLevel: 9 });
    const { data, info } = await output.toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  });
}
