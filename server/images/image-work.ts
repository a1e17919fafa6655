import { createHash } from 'node:crypto';
import { IMAGE_JOBS, type JobQueue, jobQueue } from './image-jobs';
import { type ImageParams, normalizeUpload, renderImage } from './process-image';
import type { ImageStorage } from './storage';
import { VARIANT_CACHE_BYTES, type Variant, type VariantCache, createVariantCache } from './variant-cache';

/**
 * The image work of one app (decorated as `app.imageWork`): the line every decode waits in and
 * the cache of drawn variants. Each app builds its own, so two apps in one process (as tests run
 * them) never wait in or serve from each other's.
 */
export interface ImageWork {
  readonly jobs: JobQueue;
  readonly variants: VariantCache;
  /** An upload checked by its bytes and re-encoded (ImageRejected when it is not a picture). */
  normalizeUpload(bytes: Buffer): ReturnType<typeof normalizeUpload>;
  /** A stored image drawn with the parameters (from the cache when drawn before); null when no image has the key. */
  variant(key: string, params: ImageParams): Promise<Variant | null>;
}

export function createImageWork(
  storage: ImageStorage,
  { jobs = IMAGE_JOBS, cacheBytes = VARIANT_CACHE_BYTES } = {},
): ImageWork {
  const queue = jobQueue(jobs);
  const variants = createVariantCache(cacheBytes);
  return {
    jobs: queue,
    variants,
    normalizeUpload: (bytes) => normalizeUpload(queue, bytes),
    async variant(key, params) {
      const cacheKey = `${key}?${JSON.stringify(params)}`;
      const cached = variants.get(cacheKey);
      if (cached) return cached;
      const original = await storage.get(key);
      if (!original) return null;
      const rendered = await renderImage(queue, original, params);
      const variant = { ...rendered, etag: `"${createHash('sha1').update(rendered.bytes).digest('base64url')}"` };
      variants.set(cacheKey, variant);
      return variant;
    },
  };
}
