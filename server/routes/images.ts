import { errorSchema } from '../../src/core/contract/errors';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { IMAGE_PARAMS, IMAGE_VARIANTS } from '../../src/core/rules';
import type { ApiContext } from '../context';
import { invalidParameter, notFound } from '../errors';
import { variantProblem } from '../../src/core/images/image-url';
import { ImagesBusy } from '../images/image-jobs';
import { type ImageParams, renderImage } from '../images/process-image';
import { isImageKey } from '../images/storage';
import { createVariantCache } from '../images/variant-cache';

interface Query {
  w?: number;
  h?: number;
  fit?: ImageParams['fit'];
  q?: number;
  blur?: number;
  auto?: string;
}

const allowed = (values: readonly number[], description: string) => ({ type: 'integer', enum: [...values], description });

/** A small in-process cache of rendered variants, bounded by bytes. */
const cache = createVariantCache();

export function registerImageRoutes(app: FastifyInstance, ctx: ApiContext) {
  app.get<{ Params: { '*': string }; Querystring: Query }>(
    '/images/*',
    {
      // Per client, hits included: a page shows a few dozen pictures, a crawler of variants is slowed.
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        tags: ['images'],
        summary: 'An image, resized with imgix-style parameters',
        description: 'Only the sizes, qualities and blur the site uses are drawn; any other value is a 400 naming the parameter.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            w: allowed(IMAGE_VARIANTS.sizes, 'Width in pixels'),
            h: allowed(IMAGE_VARIANTS.sizes, 'Height in pixels'),
            fit: { type: 'string', enum: ['crop', 'clip', 'max', 'fill'] },
            q: allowed(IMAGE_VARIANTS.qualities, 'Quality'),
            blur: allowed(IMAGE_VARIANTS.blurs, 'Blur radius (the placeholder)'),
            auto: { type: 'string', pattern: '^(format|compress)(,(format|compress))*$' },
          },
        },
        response: {
          200: { description: 'The image, in the asked format', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } },
          304: { description: 'Not modified since the ETag the client holds' },
          404: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isImageKey(key)) throw notFound();
      const problem = variantProblem(request.query as Parameters<typeof variantProblem>[0]);
      if (problem) throw invalidParameter(problem, 'Only the square crops and the placeholder the site shows are drawn');
      const { w, h, fit, q = IMAGE_PARAMS.q, blur } = request.query;
      const webp = (request.query.auto ?? '').includes('format') && (request.headers.accept ?? '').includes('image/webp');
      const params: ImageParams = { w, h, fit: w || h ? (fit ?? 'max') : undefined, q, blur, webp };
      const cacheKey = `${key}?${JSON.stringify(params)}`;
      let variant = cache.get(cacheKey);
      if (!variant) {
        const original = await ctx.images.get(key);
        if (!original) throw notFound();
        try {
          const rendered = await renderImage(original, params);
          variant = { ...rendered, etag: `"${createHash('sha1').update(rendered.bytes).digest('base64url')}"` };
        } catch (error) {
          if (error instanceof ImagesBusy) reply.header('Retry-After', String(error.retryAfterSeconds));
          throw error;
        }
        cache.set(cacheKey, variant);
      }
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Vary', 'Accept')
        .header('ETag', variant.etag)
        .type(variant.contentType);
      if (request.headers['if-none-match'] === variant.etag) return reply.status(304).send();
      return reply.send(variant.bytes);
    },
  );
}
