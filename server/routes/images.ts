import {
  imageKeyParamsSchema,
  imageParamsSchema,
  imageResponses,
  imageVariantQuerySchema,
} from '../../src/core/contract/images';
import { variantProblem } from '../../src/core/images/image-url';
import { IMAGE_PARAMS } from '../../src/core/rules';
import { invalidParameter, notFound } from '../errors';
import type { ImageParams } from '../images/process-image';
import { isImageKey } from '../images/storage';
import type { App } from '../typed-app';

/** Stored images, drawn at the sizes the site asks for and cached per app (images/image-work.ts). */
export function registerImageRoutes(app: App) {
  app.get(
    '/images/*',
    {
      // Per client, hits included: a page shows a few dozen pictures, a crawler of variants is slowed.
      config: {
        rateLimit: { max: 600, timeWindow: '1 minute' },
        swaggerTransform: ({ schema, url }) => ({
          schema: { ...schema, params: imageKeyParamsSchema },
          url: url.replace('*', '{key}'),
        }),
      },
      schema: {
        tags: ['images'],
        summary: 'An image, resized with imgix-style parameters',
        description:
          'Only the sizes, qualities and blur the site uses are drawn; any other value is a 400 naming the parameter.',
        operationId: 'getImage',
        // Public bytes: no token is read outside /v1.
        security: [],
        params: imageParamsSchema,
        querystring: imageVariantQuerySchema,
        response: imageResponses,
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isImageKey(key)) throw notFound();
      const problem = variantProblem(request.query);
      if (problem)
        throw invalidParameter(problem, 'Only the square crops and the placeholder the site shows are drawn');
      const { w, h, fit, q = IMAGE_PARAMS.q, blur } = request.query;
      const webp =
        (request.query.auto ?? '').includes('format') && (request.headers.accept ?? '').includes('image/webp');
      const params: ImageParams = { w, h, fit: w || h ? (fit ?? 'max') : undefined, q, blur, webp };
      // Busy image workers throw ImagesBusy: a 503 with its Retry-After.
      const variant = await app.imageWork.variant(key, params);
      if (!variant) throw notFound();
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Vary', 'Accept')
        .header('ETag', variant.etag)
        .type(variant.contentType);
      if (request.headers['if-none-match'] === variant.etag) return reply.status(304).send(null);
      return reply.send(variant.bytes);
    },
  );
}
