import sharp from 'sharp';
import { PHOTO_UPLOAD } from '../../src/core/rules';

export class ImageRejected extends Error {}

/**
 * An upload judged by its bytes, not its name: at most 5 MB, a real JPEG or PNG, re-encoded
 * (which drops EXIF, GPS and any trailing payload) and bounded to 2400 px.
 */
export async function normalizeUpload(bytes: Buffer): Promise<{ bytes: Buffer; format: 'jpg' | 'png'; width: number; height: number }> {
  if (bytes.length > PHOTO_UPLOAD.maxBytes) throw new ImageRejected('The photo is larger than 5 MB');
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    throw new ImageRejected('The file is not a JPG or PNG image');
  }
  if (format !== 'jpeg' && format !== 'png') throw new ImageRejected('The file is not a JPG or PNG image');
  const pipeline = sharp(bytes, { failOn: 'error' }).rotate().resize({ width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true });
  const output = format === 'jpeg' ? pipeline.jpeg({ quality: 90, mozjpeg: true }) : pipeline.png({ compressionLevel: 9 });
  try {
    const { data, info } = await output.toBuffer({ resolveWithObject: true });
    return { bytes: data, format: format === 'jpeg' ? 'jpg' : 'png', width: info.width, height: info.height };
  } catch {
    throw new ImageRejected('The image could not be read');
  }
}

export interface ImageParams {
  w?: number;
  h?: number;
  fit?: 'crop' | 'clip' | 'max' | 'fill';
  q?: number;
  blur?: number;
  /** auto=format picks WebP for browsers that accept it. */
  webp: boolean;
}

const FITS = { crop: 'cover', clip: 'inside', max: 'inside', fill: 'fill' } as const;

/** imgix-style resizing: w, h, fit, q, blur, auto=format,compress. */
export async function renderImage(bytes: Buffer, params: ImageParams): Promise<{ bytes: Buffer; contentType: string }> {
  let pipeline = sharp(bytes);
  if (params.w || params.h) {
    pipeline = pipeline.resize({ width: params.w, height: params.h, fit: FITS[params.fit ?? 'max'], withoutEnlargement: true });
  }
  if (params.blur) pipeline = pipeline.blur(Math.max(0.3, params.blur / 2));
  const quality = params.q ?? 90;
  if (params.webp) return { bytes: await pipeline.webp({ quality }).toBuffer(), contentType: 'image/webp' };
  const { format } = await sharp(bytes).metadata();
  if (format === 'png') return { bytes: await pipeline.png().toBuffer(), contentType: 'image/png' };
  return { bytes: await pipeline.jpeg({ quality, mozjpeg: true }).toBuffer(), contentType: 'image/jpeg' };
}
