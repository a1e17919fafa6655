import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readContentRecipes } from '../../../server/seed/content-recipes';
import { seedRecipes } from '../../../server/seed/seed';
import { seedVideos } from '../../../server/seed/seed-videos';
import { parseRange, resolveRange } from '../../../server/http/byte-range';
import { ERRNO } from '../../../src/core/contract/errors';
import { ENGINES, PUBLIC_URL, testApp } from '../engines';
import { auth, signUp } from '../members';
import { memberWithRole } from '../staff';
import { VIDEO_JOB, runVideoJobs } from '../../../server/services/videos';

const CONTENT = path.resolve(__dirname, '../../../content');

interface Source {
  id: string;
  master: string;
  poster: string;
  preview: string;
  captions: { language: string; src: string }[];
}
interface Show {
  id: string;
  title: string;
  seasons_count: number;
  episodes_count: number;
  teaser: Source | null;
}
interface Episode {
  id: string;
  show_id: string;
  season: number;
  number: number;
  slug: string;
  title: string;
  recipe_id: string;
  video: Source;
}

describe('byte ranges', () => {
  it.each([
    ['bytes=0-99', 1000, { start: 0, end: 99 }],
    ['bytes=900-', 1000, { start: 900, end: 999 }],
    ['bytes=-100', 1000, { start: 900, end: 999 }],
    ['bytes=-5000', 1000, { start: 0, end: 999 }],
    ['bytes=990-2000', 1000, { start: 990, end: 999 }],
    ['bytes=1000-', 1000, null],
    ['bytes=-0', 1000, null],
  ] as const)('%s of %d bytes', (header, size, range) => {
    expect(resolveRange(parseRange(header)!, size)).toEqual(range);
  });

  it.each(['items=0-1', 'bytes=5-1', 'bytes=0-1,5-6', 'bytes=-', 'bytes=1e3-'])(
    'ignores %s (the whole body)',
    (header) => {
      expect(parseRange(header)).toBeNull();
    },
  );
});

/** A small video of this shape, made by ffmpeg's test source: `seconds` long, at `rate` frames a second. */
function testVideo(dir: string, size: string, rate: number, seconds: number): Buffer {
  const file = path.join(dir, `${size}-${rate}-${seconds}.mp4`);
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `color=c=red:s=${size}:r=${rate}`],
    ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file],
  ]);
  return fs.readFileSync(file);
}

describe.each(ENGINES)('videos and shows on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });
  const local = (url: string) => url.replace(PUBLIC_URL, '');

  beforeAll(async () => {
    ctx = await testApp(engine);
    const recipes = readContentRecipes(CONTENT);
    await seedRecipes(ctx.db.db, recipes);
    expect(await seedVideos(ctx.db.db, ctx.app.images, CONTENT, recipes)).toBe(10);
    expect(await seedVideos(ctx.db.db, ctx.app.images, CONTENT, recipes)).toBe(0);
  });
  afterAll(() => ctx.close());

  it('gives each seed recipe with a video its HLS ladder, poster, preview and captions in every language', async () => {
    const { data } = (await get('/v1/recipe-videos')).json() as { data: Record<string, Source> };
    expect(Object.keys(data)).toHaveLength(10);
    const video = data['mac-and-cheese'];
    const master = await get(local(video!.master));
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(master.body).toContain('720p.m3u8');
    expect(master.body).toContain('360p.m3u8');
    expect((await get(local(video!.poster))).headers['content-type']).toBe('image/jpeg');
    expect(video!.captions.map((c) => c.language).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'pt']);
    const french = await get(local(video!.captions.find((c) => c.language === 'fr')!.src));
    expect(french.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(french.body).toMatch(/^WEBVTT\n\n00:00:00.000 --> 00:00:04.000\n.+/);
  });

  it('streams byte ranges from the storage, never reading a file whole, and nothing outside a video’s files', async () => {
    const { data } = (await get('/v1/recipe-videos')).json() as { data: Record<string, Source> };
    const segment = local(data.mojito!.master).replace('master.m3u8', '360p-000.ts');
    const readWhole = vi.spyOn(ctx.app.images, 'get');
    const whole = await get(segment);
    const size = whole.rawPayload.length;
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-length']).toBe(String(size));
    const part = await get(segment, { range: 'bytes=0-187' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toHaveLength(188);
    expect(part.headers['content-range']).toBe(`bytes 0-187/${size}`);
    expect(part.headers['content-length']).toBe('188');
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 188))).toBe(true);
    const one = await get(segment, { range: 'bytes=-1', 'accept-encoding': 'gzip' });
    expect([one.statusCode, one.headers['content-range'], one.headers['content-encoding']]).toEqual([
      206,
      `bytes ${size - 1}-${size - 1}/${size}`,
      undefined,
    ]);
    expect(one.rawPayload.equals(whole.rawPayload.subarray(size - 1))).toBe(true);
    const beyond = await get(segment, { range: `bytes=${size}-` });
    expect([beyond.statusCode, beyond.headers['content-range']]).toEqual([416, `bytes */${size}`]);
    // Several ranges, or another unit: the whole file, as RFC 9110 lets a server answer.
    expect((await get(segment, { range: 'bytes=0-1,4-5' })).rawPayload).toHaveLength(size);
    const head = await ctx.app.inject({ method: 'HEAD', url: segment });
    expect([head.statusCode, head.headers['content-length'], head.rawPayload.length]).toEqual([200, String(size), 0]);
    expect(readWhole).not.toHaveBeenCalled();
    readWhole.mockRestore();
    for (const url of [
      segment.replace('360p-000.ts', 'source.mp4'),
      '/videos/../images/recipes/mojito/cover.jpg',
      '/videos/x/../../etc/passwd',
      segment.replace('.ts', '.exe'),
    ])
      expect((await get(url)).statusCode, url).toBe(404);
  });

  it('lists the shows of a locale as records, with their seasons, episodes and teaser', async () => {
    const res = await get('/v1/buckets/fr/collections/shows/records?_sort=position');
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^"\d+"$/);
    const shows = res.json().data as Show[];
    expect(shows.map((s) => [s.title, s.seasons_count, s.episodes_count])).toEqual([
      ['Sauvetage en semaine', 1, 3],
      ['Petits chefs', 1, 2],
      ['Les classiques du dimanche', 2, 3],
      ['Shake it', 1, 2],
    ]);
    expect(shows[0]!.teaser?.preview).toMatch(/\/preview\.mp4$/);
    const one = await get(`/v1/buckets/de/collections/shows/records/${shows[2]!.id}`);
    expect(one.json().data.title).toBe('Sonntagsklassiker');
    expect((await get('/v1/buckets/de/collections/shows/records/nope')).statusCode).toBe(404);
  });

  it('lists episodes by show and season, the newest first when asked, each with its recipe and video', async () => {
    const shows = (await get('/v1/buckets/en-gb/collections/shows/records?_sort=position')).json().data as Show[];
    const sunday = shows[2];
    const episodes = (
      await get(`/v1/buckets/en-gb/collections/episodes/records?show_id=${sunday!.id}&_sort=season,number`)
    ).json().data as Episode[];
    expect(episodes.map((e) => [e.season, e.number, e.recipe_id])).toEqual([
      [1, 1, 'lasagna-bolognese'],
      [1, 2, 'smash-burgers'],
      [2, 1, 'pull-apart-garlic-bread'],
    ]);
    expect(episodes[0]!.slug).toMatch(/^s1e1-/);
    expect(episodes[0]!.video.master).toMatch(/\/master\.m3u8$/);
    const newest = (await get('/v1/buckets/fr/collections/episodes/records?_sort=-published_at&_limit=2')).json()
      .data as Episode[];
    expect(newest.map((e) => e.recipe_id)).toEqual(['salmon-poke-bowl', 'banana-oat-pancakes']);
    const season2 = (await get(`/v1/buckets/fr/collections/episodes/records?show_id=${sunday!.id}&season=2`)).json()
      .data as Episode[];
    expect(season2).toHaveLength(1);
  });

  it('makes an uploaded MP4 into a playable ladder; refuses members, non-videos, and servers without ffmpeg', async () => {
    const staff = await memberWithRole(ctx);
    const member = await signUp(ctx.app);
    const mp4 = fs.readFileSync(path.join(CONTENT, 'videos/mojito/preview.mp4'));
    const upload = (token: string, body: Buffer) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/videos',
        headers: { ...auth(token), 'content-type': 'video/mp4' },
        payload: body,
      });
    expect((await upload(member.token, mp4)).statusCode).toBe(403);
    const notVideo = await upload(staff.token, Buffer.from('<html>not a video</html>'.repeat(10)));
    expect(notVideo.statusCode).toBe(400);
    expect(notVideo.json().details).toEqual([{ location: 'body', name: 'video', description: 'is not an MP4 video' }]);

    const savedPath = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      const refused = await upload(staff.token, mp4);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe('Video processing is not available on this server: ffmpeg is not installed.');
    } finally {
      process.env.PATH = savedPath;
    }

    // Each upload asks for a transcoding run; in one process they run one after the other.
    const sources: string[] = [];
    const storage = ctx.app.images;
    const read = storage.get.bind(storage);
    const dropped = storage.delete.bind(storage);
    const started = vi.spyOn(storage, 'get').mockImplementation(async (key) => {
      if (key.endsWith('/source.mp4')) sources.push('start');
      return read(key);
    });
    const ended = vi.spyOn(storage, 'delete').mockImplementation(async (key) => {
      if (key.endsWith('/source.mp4')) sources.push('end');
      return dropped(key);
    });
    const accepted = await upload(staff.token, mp4);
    expect(accepted.statusCode).toBe(202);
    const { id } = accepted.json() as { id: string; status: string };
    const second = await upload(staff.token, mp4);
    expect(second.statusCode).toBe(202);
    for (const video of [id, second.json().id as string])
      await expect
        .poll(async () => (await get(`/v1/videos/${video}`, auth(staff.token))).json().status, { timeout: 30_000 })
        .toBe('ready');
    expect(sources).toEqual(['start', 'end', 'start', 'end']);
    started.mockRestore();
    ended.mockRestore();
    const ready = (await get(`/v1/videos/${id}`, auth(staff.token))).json() as { source: Source };
    expect((await get(local(ready.source.master))).body).toContain('360p.m3u8');
    expect((await get(local(ready.source.preview))).statusCode).toBe(200);
    expect((await get(`/videos/${id}/source.mp4`)).statusCode).toBe(404);
  }, 60_000);

  it('leaves nothing half-made when ffmpeg is killed mid-transcode, and the retry publishes the ladder', async () => {
    const staff = await memberWithRole(ctx);
    const mp4 = fs.readFileSync(path.join(CONTENT, 'videos/mojito/preview.mp4'));
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/v1/videos',
      headers: { ...auth(staff.token), 'content-type': 'video/mp4' },
      payload: mp4,
    });
    expect(accepted.statusCode).toBe(202);
    const { id } = accepted.json() as { id: string };
    // The transcoding starts at once: its ffmpeg (working in a miamo-video- directory) is killed.
    let killed = 0;
    for (let tries = 0; tries < 1_000 && !killed; tries += 1) {
      const pids = execFileSync('sh', ['-c', 'pgrep -f "^ffmpeg .*miamo-video-" || true'], { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean);
      for (const pid of pids) {
        try {
          process.kill(Number(pid), 'SIGKILL');
          killed += 1;
        } catch {
          // It ended on its own meanwhile.
        }
      }
      if (!killed) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(killed).toBeGreaterThan(0);
    const job = () =>
      ctx.db.db
        .selectFrom('jobs')
        .selectAll()
        .where('kind', '=', VIDEO_JOB)
        .where('key', '=', id)
        .executeTakeFirstOrThrow();
    await expect.poll(async () => (await job()).last_error, { timeout: 20_000 }).not.toBeNull();
    expect(await job()).toMatchObject({ attempts: 1, locked_until: null, done_at: null });
    const status = (await get(`/v1/videos/${id}`, auth(staff.token))).json().status;
    expect(status).toBe('processing');
    expect(await ctx.app.images.get(`videos/${id}/master.m3u8`)).toBeNull();
    // The retry, once due, makes the whole ladder.
    await runVideoJobs({ db: ctx.db.db, storage: ctx.app.images }, new Date(Date.now() + 5 * 60_000));
    expect((await get(`/v1/videos/${id}`, auth(staff.token))).json().status).toBe('ready');
    expect(await ctx.app.images.get(`videos/${id}/master.m3u8`)).not.toBeNull();
  }, 60_000);

  it('refuses uploads over 1080p, 60 frames a second or 10 minutes, naming each in the caller’s language', async () => {
    const staff = await memberWithRole(ctx);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'miamo-video-limits-'));
    try {
      const upload = async (body: Buffer) => {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/v1/videos',
          headers: { ...auth(staff.token), 'content-type': 'video/mp4', 'accept-language': 'fr-FR' },
          payload: body,
        });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().errno).toBe(ERRNO.VIDEO_OVER_LIMITS);
        return res.json() as { message: string; details: { name: string; description: string }[] };
      };
      const large = await upload(testVideo(dir, '2560x1440', 1, 1));
      expect(large.details.map((detail) => detail.name)).toEqual(['video.resolution']);
      expect(large.message).toBe(
        'Vidéo : 1080p au maximum (1920 × 1080 pixels, dans un sens ou dans l’autre) ; celle-ci fait 2560 × 1440',
      );
      const fast = await upload(testVideo(dir, '160x120', 120, 1));
      expect(fast.details).toEqual([
        {
          location: 'body',
          name: 'video.frame_rate',
          description: 'Vidéo : 60 images par seconde au maximum ; celle-ci en a 120',
        },
      ]);
      const long = await upload(testVideo(dir, '16x16', 1, 601));
      expect(long.details.map((detail) => detail.name)).toEqual(['video.duration']);
      expect(long.message).toBe('Vidéo : 10 minutes au maximum ; celle-ci dure 10 minutes');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
