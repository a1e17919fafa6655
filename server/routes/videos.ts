import type { Readable } from 'node:stream';
import { errorSchema } from '../../src/core/contract/errors';
import { recipeVideosSchema, videoParamsSchema, videoStatusSchema } from '../../src/core/contract/videos';
import { invalidBody, notFound } from '../errors';
import { localeFor } from '../i18n';
import { parseRange } from '../http/byte-range';
import { isMediaKey } from '../images/storage';
import { findVideo, linkRecipeVideo } from '../repositories/videos';
import { MAX_VIDEO_BYTES, acceptUpload, recipeVideos, runVideoJobs, videoStatus } from '../services/videos';
import type { App } from '../typed-app';

const TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  mp4: 'video/mp4',
  vtt: 'text/vtt; charset=utf-8',
  jpg: 'image/jpeg',
};

/**
 * Videos (SPEC sections 1 and 3): their files (playlists, segments, poster, preview, captions)
 * from the storage with byte ranges and a year's cache (a video's files never change under its
 * id); staff upload an MP4 that a job makes into the HLS ladder; recipe pages read each recipe's
 * video.
 */
export function registerVideoRoutes(app: App) {
  const { db } = app.db;
  const deps = { db, storage: app.images };

  app.get(
    '/videos/*',
    {
      config: { rateLimit: { max: 1200, timeWindow: '1 minute' } },
      // A range is counted in the stored bytes: never compressed.
      compress: false,
      schema: { hide: true },
    },
    async (request, reply) => {
      const key = `videos/${(request.params as { '*': string })['*']}`;
      // The upload waits in the same folder: never served.
      if (!isMediaKey(key) || key.endsWith('/source.mp4')) throw notFound();
      const range = request.headers.range ? parseRange(request.headers.range) : null;
      // Streamed from the storage, only the range asked for: a one-byte range reads one byte.
      const stored = await app.images.stream(key, range ?? undefined);
      if (!stored) throw notFound();
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Accept-Ranges', 'bytes')
        .type(TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream');
      if (!stored.body) return reply.status(416).header('Content-Range', `bytes */${stored.size}`).send();
      const { part } = stored;
      if (!part) return reply.header('Content-Length', stored.size).send(stored.body);
      return reply
        .status(206)
        .header('Content-Range', `bytes ${part.start}-${part.end}/${stored.size}`)
        .header('Content-Length', part.end - part.start + 1)
        .send(stored.body);
    },
  );

  app.get(
    '/v1/recipe-videos',
    {
      schema: {
        tags: ['videos'],
        operationId: 'listRecipeVideos',
        summary: 'Every catalogue recipe’s ready video, by recipe id',
        response: { 200: recipeVideosSchema },
      },
    },
    async () => ({ data: await recipeVideos(db) }),
  );

  // The upload is the raw MP4 body, streamed to a temporary file (never held in memory whole).
  app.register(async (uploads) => {
    uploads.addContentTypeParser('video/mp4', { bodyLimit: MAX_VIDEO_BYTES }, (_request, payload, done) =>
      done(null, payload),
    );
    uploads.post(
      '/v1/videos',
      {
        bodyLimit: MAX_VIDEO_BYTES,
        config: { auth: 'staff' },
        schema: {
          tags: ['videos'],
          operationId: 'uploadVideo',
          summary: 'Upload an MP4 (raw body, Content-Type video/mp4): it is made into HLS, a poster and a preview',
          description: `At most ${MAX_VIDEO_BYTES / 1024 / 1024} MB, judged by its bytes, and at most 1080p, 60 frames a second and 10 minutes (400, errno 145, naming \`video.resolution\`, \`video.frame_rate\` or \`video.duration\`). 503 when this server has no ffmpeg.`,
          response: { 202: videoStatusSchema, 400: errorSchema, 413: errorSchema, 415: errorSchema, 503: errorSchema },
        },
      },
      async (request, reply) => {
        if (!request.body) throw invalidBody('video', 'is missing: send the MP4 as the body (Content-Type video/mp4)');
        const locale = localeFor(request.headers['accept-language']);
        const id = await acceptUpload(deps, request.body as Readable, request.memberId, locale);
        runVideoJobs(deps, new Date()).catch((error: unknown) => app.log.error({ err: error }, 'video job failed'));
        return reply.status(202).send(await videoStatus(db, id));
      },
    );
  });

  app.get(
    '/v1/videos/:id',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['videos'],
        operationId: 'getVideo',
        summary: 'A video’s processing state and, once ready, its sources',
        params: videoParamsSchema,
        response: { 200: videoStatusSchema, 404: errorSchema },
      },
    },
    async (request) => videoStatus(db, request.params.id),
  );

  app.put(
    '/v1/recipe-videos/:recipe',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['videos'],
        operationId: 'setRecipeVideo',
        summary: 'Give a catalogue recipe its video (a ready one)',
        params: {
          type: 'object',
          properties: { recipe: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,199}$' } },
          required: ['recipe'],
        },
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { video: { type: 'string', format: 'uuid' } },
          required: ['video'],
        },
        response: { 200: videoStatusSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const video = await findVideo(db, request.body.video);
      if (!video)
        throw notFound('This video does not exist.', [
          { location: 'body', name: 'video', description: 'no such video' },
        ]);
      if (video.status !== 'ready') throw invalidBody('video', 'is not ready yet', 409);
      await linkRecipeVideo(db, request.params.recipe, video.id);
      return videoStatus(db, video.id);
    },
  );
}
