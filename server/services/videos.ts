import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import type { VideoSource, VideoStatus } from '../../src/core/contract/videos';
import { numberFormat } from '../../src/core/format/number-format';
import { type Locale, htmlLangOf } from '../../src/core/locales/locales';
import { VIDEO_UPLOAD_LIMITS, type VideoLimit, videoOverLimits } from '../../src/core/videos/upload-limits';
import { videoKey, videoUrls } from '../../src/core/videos/video-files';
import type { DB } from '../db/schema';
import { ApiError, ERRNO, invalidBody, notFound } from '../errors';
import type { ImageStorage } from '../images/storage';
import { payloadField, runDueJobs } from '../jobs/job-runner';
import { enqueueJob } from '../repositories/jobs';
import { findVideo, insertVideo, markVideo, recipeVideoRows } from '../repositories/videos';
import { translatorFor } from '../i18n';
import { type Probe, hasFfmpeg, probe, transcode } from '../videos/transcode';

export const VIDEO_JOB = 'video-transcode';
/** The largest upload: a few minutes of phone video. */
export const MAX_VIDEO_BYTES = 200 * 1024 * 1024;
const SOURCE_FILE = 'source.mp4';

export function videoSourceOf(
  id: string,
  durationSeconds: number | null,
  captionLanguages: readonly string[],
): VideoSource {
  return { id, duration_seconds: durationSeconds ?? 0, ...videoUrls(id, captionLanguages) };
}

/** Every ready recipe video, by recipe id. */
export async function recipeVideos(db: Kysely<DB>): Promise<Record<string, VideoSource>> {
  const rows = await recipeVideoRows(db);
  return Object.fromEntries(
    rows.map((row) => [row.recipe_id, videoSourceOf(row.id, row.duration_seconds, row.caption_languages)]),
  );
}

export async function videoStatus(db: Kysely<DB>, id: string): Promise<VideoStatus> {
  const row = await findVideo(db, id);
  if (!row)
    throw notFound('This video does not exist.', [{ location: 'path', name: 'id', description: `no video ${id}` }]);
  return {
    id: row.id,
    status: row.status as VideoStatus['status'],
    error: row.error,
    source: row.status === 'ready' ? videoSourceOf(row.id, row.duration_seconds, row.caption_languages) : null,
  };
}

/** An MP4 (ISO base media) file says so in its first box: bytes 4 to 8 are "ftyp". */
const isMp4 = (head: Buffer) => head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp';

/** The limits a probed video passes over, each named `video.<limit>` in the caller's language (errno 145). */
function overLimits(video: Probe, locale: Locale): ApiError | null {
  const over = videoOverLimits(video);
  if (!over.length) return null;
  const { t } = translatorFor(locale);
  const decimal = numberFormat(htmlLangOf(locale), { maximumFractionDigits: 1 });
  const limits = VIDEO_UPLOAD_LIMITS;
  const describe: Record<VideoLimit, () => string> = {
    resolution: () =>
      t('video.upload.resolution', {
        long: limits.longSide,
        short: limits.shortSide,
        width: video.width,
        height: video.height,
      }),
    frame_rate: () =>
      t('video.upload.frameRate', { max: limits.framesPerSecond, rate: decimal.format(video.framesPerSecond) }),
    duration: () =>
      t('video.upload.duration', {
        max: limits.seconds / 60,
        minutes: decimal.format(video.durationSeconds / 60),
      }),
  };
  const details = over.map((limit) => ({ location: 'body', name: `video.${limit}`, description: describe[limit]() }));
  return new ApiError(400, ERRNO.VIDEO_OVER_LIMITS, details[0]!.description, details);
}

/**
 * Takes an uploaded MP4 (the request body as a stream): refused at once without ffmpeg (503, a
 * clear message), then read to a temporary file at most MAX_VIDEO_BYTES long and judged by its
 * bytes and by ffprobe (over 1080p, 60 fps or 10 minutes is a 400 naming the limit, in
 * `locale`); kept as the video's source in the storage and queued for its transcoding job.
 */
export async function acceptUpload(
  deps: { db: Kysely<DB>; storage: ImageStorage },
  body: Readable,
  uploadedBy: string,
  locale: Locale,
): Promise<string> {
  if (!(await hasFfmpeg()))
    throw new ApiError(
      503,
      ERRNO.BACKEND,
      'Video processing is not available on this server: ffmpeg is not installed.',
      [{ location: 'body', name: 'video', description: 'this server cannot transcode videos' }],
    );
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'miamo-upload-'));
  const file = path.join(dir, SOURCE_FILE);
  try {
    let size = 0;
    body.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_VIDEO_BYTES)
        body.destroy(invalidBody('video', `is larger than ${MAX_VIDEO_BYTES / 1024 / 1024} MB`, 413));
    });
    await pipeline(body, createWriteStream(file));
    const handle = await fs.open(file);
    const head = Buffer.alloc(12);
    await handle.read(head, 0, 12, 0);
    await handle.close();
    const video = isMp4(head) ? await probe(file) : null;
    if (!video) throw invalidBody('video', 'is not an MP4 video');
    const refusal = overLimits(video, locale);
    if (refusal) throw refusal;
    const id = randomUUID();
    await deps.storage.put(videoKey(id, SOURCE_FILE), await fs.readFile(file));
    await deps.db.transaction().execute(async (trx) => {
      await insertVideo(trx, { id, status: 'processing', uploaded_by: uploadedBy });
      await enqueueJob(trx, { kind: VIDEO_JOB, key: id, payload: { video_id: id } });
    });
    return id;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** One transcoding job: source from the storage, the ladder, poster and preview back into it. */
async function transcodeVideo(deps: { db: Kysely<DB>; storage: ImageStorage }, id: string) {
  const source = await deps.storage.get(videoKey(id, SOURCE_FILE));
  if (!source) return markVideo(deps.db, id, { status: 'failed', error: 'The uploaded file is gone.' });
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'miamo-video-'));
  try {
    const input = path.join(dir, SOURCE_FILE);
    await fs.writeFile(input, source);
    const info = await probe(input);
    if (!info) return markVideo(deps.db, id, { status: 'failed', error: 'The file is not a video ffprobe can read.' });
    // A source kept from before the limits: the job refuses it too.
    const refusal = overLimits(info, 'en-us');
    if (refusal) return markVideo(deps.db, id, { status: 'failed', error: refusal.message });
    const out = path.join(dir, 'out');
    await transcode(input, out, { hasAudio: info.hasAudio });
    // All of the ladder or none of it: files stored before a failure go, and the retry starts clean.
    const stored: string[] = [];
    try {
      for (const file of await fs.readdir(out)) {
        stored.push(videoKey(id, file));
        await deps.storage.put(videoKey(id, file), await fs.readFile(path.join(out, file)));
      }
    } catch (error) {
      await Promise.all(stored.map((key) => deps.storage.delete(key).catch(() => {})));
      throw error;
    }
    await markVideo(deps.db, id, {
      status: 'ready',
      error: null,
      duration_seconds: info.durationSeconds,
      width: info.width,
      height: info.height,
    });
    await deps.storage.delete(videoKey(id, SOURCE_FILE));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The process's transcoding runs, one after another: ffmpeg takes every core it is given. */
let transcodingLine: Promise<unknown> = Promise.resolve();

/**
 * Runs the due transcoding jobs, one at a time in this process: a run asked for while another is
 * under way (an upload, the minute's timer) starts when it ends. A job that keeps failing marks
 * its video failed.
 */
export function runVideoJobs(deps: { db: Kysely<DB>; storage: ImageStorage }, now: Date) {
  const run = transcodingLine.then(() =>
    runDueJobs(
      deps.db,
      VIDEO_JOB,
      async (job) => {
        const videoId = payloadField(job, 'video_id');
        try {
          await transcodeVideo(deps, videoId);
        } catch (error) {
          if (job.attempts >= 2)
            await markVideo(deps.db, videoId, {
              status: 'failed',
              error: error instanceof Error ? error.message.slice(0, 500) : 'transcoding failed',
            });
          throw error;
        }
      },
      // The run may have waited behind another transcode: its leases start when it does.
      { now: new Date(Math.max(now.getTime(), Date.now())), leaseMs: 30 * 60_000, maxAttempts: 3, batch: 1 },
    ),
  );
  transcodingLine = run.catch(() => {});
  return run;
}
