import sharp from 'sharp';
import { IMAGE_PARAMS, PHOTO_UPLOAD } from '../../src/core/rules';
import type { ImageFit } from '../../src/core/contract/images';
import type { JobQueue } from './image-jobs';

export class ImageRejected extends Error {}

// One libvips thread per image: with the queue's two jobs, image work takes at most two cores'
// worth of time and argon2 hashes are never starved of CPU.
sharp.concurrency(1);

/** Every decode refuses more pixels than an upload may have, before allocating anything. */
const DECODE = { limitInputPixels: PHOTO_UPLOAD.maxPixels } as const;

/**
 * An upload judged by its bytes, not its name: at most 5 MB and 40 megapixels, a real JPEG or
 * PNG, re-encoded (which drops EXIF, GPS and any trailing payload) and bounded to 2400 px; decoded
 * in the app's line of image jobs.
 */
export async function normalizeUpload(
  jobs: JobQueue,
  bytes: Buffer,
): Promise<{ bytes: Buffer; format: 'jpg' | 'png'; width: number; height: number }> {
  if (bytes.length > PHOTO_UPLOAD.maxBytes) throw new ImageRejected('The photo is larger than 5 MB');
  return jobs.run(async () => {
    let metadata: sharp.Metadata;
    try {
      metadata = await sharp(bytes, DECODE).metadata();
    } catch (error) {
      if (/pixel limit/i.test((error as Error).message)) throw new ImageRejected('The image is too large in pixels');
      throw new ImageRejected('The file is not a JPG or PNG image');
    }
    const { format, width = 0, height = 0 } = metadata;
    if (format !== 'jpeg' && format !== 'png') throw new ImageRejected('The file is not a JPG or PNG image');
    if (width * height > PHOTO_UPLOAD.maxPixels) throw new ImageRejected('The image is too large in pixels');
    const side = PHOTO_UPLOAD.maxSide;
    const pipeline = sharp(bytes, { ...DECODE, failOn: 'error' })
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
    const output =
      format === 'jpeg' ? pipeline.jpeg({ quality: 90, mozjpeg: true }) : pipeline.png({ compressionLevel: 9 });
    try {
      const { data, info } = await output.toBuffer({ resolveWithObject: true });
      return { bytes: data, format: format === 'jpeg' ? 'jpg' : 'png', width: info.width, height: info.height };
    } catch {
      throw new ImageRejected('The image could not be read');
    }
  });
}

export interface ImageParams {
  w?: number;
  h?: number;
  fit?: ImageFit;
  q?: number;
  blur?: number;
  /** auto=format picks WebP for browsers that accept it. */
  webp: boolean;
}

const FITS = { crop: 'cover', clip: 'inside', max: 'inside', fill: 'fill' } as const;

/** imgix-style resizing: w, h, fit, q, blur, auto=format,compress; queued like every decode. */
export async function renderImage(
  jobs: JobQueue,
  bytes: Buffer,
  params: ImageParams,
): Promise<{ bytes: Buffer; contentType: string }> {
  return jobs.run(async () => {
    const { format } = await sharp(bytes, DECODE).metadata();
    let pipeline = sharp(bytes, DECODE);
    if (params.w || params.h) {
      pipeline = pipeline.resize({
        width: params.w,
        height: params.h,
        fit: FITS[params.fit ?? 'max'],
        withoutEnlargement: true,
      });
    }
    if (params.blur) pipeline = pipeline.blur(Math.max(0.3, params.blur / 2));
    const quality = params.q ?? IMAGE_PARAMS.q;
    if (params.webp) return { bytes: await pipeline.webp({ quality }).toBuffer(), contentType: 'image/webp' };
    if (format === 'png') return { bytes: await pipeline.png().toBuffer(), contentType: 'image/png' };
    return { bytes: await pipeline.jpeg({ quality, mozjpeg: true }).toBuffer(), contentType: 'image/jpeg' };
  });
}
