import type { ImageVariantQuery } from '../contract/images';
import { IMAGE_PARAMS, type ImageSize, PLACEHOLDER_PARAMS } from '../rules';

/** The variant parameters the image route accepts (IMAGE_VARIANTS): any other value is a 400. */
export type ImageUrlParams = Omit<ImageVariantQuery, 'auto'>;

/** An image path (`/images/...`) with imgix-style parameters (ARCHITECTURE section 6). */
export function imageUrl(path: string, params: ImageUrlParams = {}): string {
  const query = new URLSearchParams({
    auto: IMAGE_PARAMS.auto,
    q: String(IMAGE_PARAMS.q),
    ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  });
  return `${path}?${query.toString().replace(/%2C/g, ',')}`;
}

/** The blurred placeholder shown while the picture loads: w=100, blur=15, q=50. */
export function placeholderUrl(path: string): string {
  return imageUrl(path, { w: PLACEHOLDER_PARAMS.w, blur: PLACEHOLDER_PARAMS.blur, q: PLACEHOLDER_PARAMS.q });
}

/** A srcset of square crops at the given widths. */
export function squareSrcSet(path: string, widths: readonly ImageSize[]): string {
  return widths.map((w) => `${imageUrl(path, { w, h: w, fit: 'crop' })} ${w}w`).join(', ');
}

/** A recipe card's picture: square crops, half a phone's width or a quarter of a wide screen's. */
export function cardPicture(path: string): { src: string; srcSet: string; sizes: string } {
  return {
    src: imageUrl(path, { w: 400, h: 400, fit: 'crop' }),
    srcSet: squareSrcSet(path, [200, 400]),
    sizes: '(min-width: 768px) 25vw, 50vw',
  };
}

/**
 * Which parameter puts a variant outside the shapes the site draws, or null when it is one: the
 * original (q 90), a square crop (w = h, fit=crop, q 90) or the placeholder (w 100, blur 15, q 50).
 * Each image then has a handful of variants, not thousands a crawler could make it draw.
 */
export function variantProblem(params: ImageUrlParams): keyof ImageUrlParams | null {
  const { w, h, fit, q = IMAGE_PARAMS.q, blur } = params;
  if (blur !== undefined || q === PLACEHOLDER_PARAMS.q) {
    if (w !== PLACEHOLDER_PARAMS.w) return 'w';
    if (h !== undefined) return 'h';
    if (fit !== undefined) return 'fit';
    if (blur !== PLACEHOLDER_PARAMS.blur) return 'blur';
    return q === PLACEHOLDER_PARAMS.q ? null : 'q';
  }
  if (w === undefined && h === undefined) return fit === undefined ? null : 'fit';
  if (h !== w) return 'h';
  return fit === 'crop' ? null : 'fit';
}
