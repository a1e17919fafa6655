import type { FromSchema } from 'json-schema-to-ts';
import { IMAGE_VARIANTS } from '../rules';
import { errorSchema } from './errors';

/**
 * The image route (`/images/{key}`, imgix-style parameters, ARCHITECTURE section 6). Only the
 * variants the site draws are accepted (IMAGE_VARIANTS); which combinations make a variant is
 * `variantProblem` (images/image-url.ts), named in a 400.
 */

export const IMAGE_FITS = ['crop', 'clip', 'max', 'fill'] as const;
/** What the route answers: WebP to browsers that accept it with auto=format, else the original's. */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

const imageKeySchema = {
  type: 'string',
  description: 'The image key, slashes included: recipes/{id}/cover.jpg',
} as const;

/** The route's wildcard (`/images/*`): the key spans slashes. */
export const imageParamsSchema = { type: 'object', properties: { '*': imageKeySchema }, required: ['*'] } as const;
/** The same in the OpenAPI document, which has no wildcard: `/images/{key}`. */
export const imageKeyParamsSchema = { type: 'object', properties: { key: imageKeySchema }, required: ['key'] } as const;

export const imageVariantQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    w: { type: 'integer', enum: IMAGE_VARIANTS.sizes, description: 'Width in pixels' },
    h: { type: 'integer', enum: IMAGE_VARIANTS.sizes, description: 'Height in pixels' },
    fit: { type: 'string', enum: IMAGE_FITS },
    q: { type: 'integer', enum: IMAGE_VARIANTS.qualities, description: 'Quality' },
    blur: { type: 'integer', enum: IMAGE_VARIANTS.blurs, description: 'Blur radius (the placeholder)' },
    auto: { type: 'string', pattern: '^(format|compress)(,(format|compress))*$' },
  },
} as const;

const imageBody = { schema: { type: 'string', format: 'binary' } } as const;

/** Every answer of the image route but the 400 and 429 the app declares itself. */
export const imageResponses = {
  200: {
    description: 'The image, in the asked format; cached for a year',
    headers: {
      ETag: { type: 'string', description: 'The hash of the drawn bytes' },
      'Cache-Control': { type: 'string' },
    },
    content: Object.fromEntries(IMAGE_CONTENT_TYPES.map((type) => [type, imageBody])) as Record<
      (typeof IMAGE_CONTENT_TYPES)[number],
      typeof imageBody
    >,
  },
  304: { type: 'null', description: 'Not modified: the If-None-Match ETag is the current one' },
  404: { ...errorSchema, description: 'No such image' },
  503: {
    ...errorSchema,
    description: 'Every image worker and waiting place is taken',
    headers: { 'Retry-After': { type: 'integer', description: 'Seconds to wait' } },
  },
} as const;

export type ImageFit = (typeof IMAGE_FITS)[number];
export type ImageVariantQuery = FromSchema<typeof imageVariantQuerySchema>;
