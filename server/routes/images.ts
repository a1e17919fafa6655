import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { notFound } from '../errors';
import { type ImageParams, renderImage } from '../images/process-image';
import { isImageKey } from '../images/storage';

interface Query {
  w?: number;
  h?: number;
  fit?: ImageParams['fit'];
  q?: number;
  blur?: number;
  auto?: string;
}

/** A small in-process cache of rendered variants; a CDN in front keeps them in production. */
const cache = new Map<string, { bytes: Buffer; contentType: string }>();
const CACHE_ENTRIES = 500;

export function registerImageRoutes(app: FastifyInstance, ctx: ApiContext) {
  app.get<{ Params: { '*': string }; Querystring: Query }>(
    '/images/*',
    {
      schema: {
        tags: ['images'],
        summary: 'An image, resized with imgix-style parameters',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            w: { type: 'integer', minimum: 1, maximum: 3000 },
            h: { type: 'integer', minimum: 1, maximum: 3000 },
            fit: { type: 'string', enum: ['crop', 'clip', 'max', 'fill'] },
            q: { type: 'integer', minimum: 1, maximum: 100 },
            blur: { type: 'integer', minimum: 0, maximum: 100 },
            auto: { type: 'string', pattern: '^(format|compress)(,(format|compress))*$' },
          },
        },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isImageKey(key)) throw notFound();
      const webp = (request.query.auto ?? '').includes('format') && (request.headers.accept ?? '').includes('image/webp');
      const params: ImageParams = { w: request.query.w, h: request.query.h, fit: request.query.fit, q: request.query.q, blur: request.query.blur, webp };
      const cacheKey = `${key}?${JSON.stringify(params)}`;
      let rendered = cache.get(cacheKey);
      if (!rendered) {
        const original = await ctx.images.get(key);
        if (!original) throw notFound();
        rendered = await renderImage(original, params);
        if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
        cache.set(cacheKey, rendered);
      }
      const etag = `"${createHash('sha1').update(rendered.bytes).digest('base64url')}"`;
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Vary', 'Accept')
        .header('ETag', etag)
        .type(rendered.contentType);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(rendered.bytes);
    },
  );
}
