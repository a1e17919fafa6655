import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentRecipes, seedRecipes } from '../../server/db/seed';
import { seedVideos } from '../../server/db/seed-videos';
import { byteRange } from '../../server/routes/videos';
import { runVideoJobs } from '../../server/services/videos';
import { ENGINES, PUBLIC_URL, testApp } from './engines';
import { auth, signUp } from './members';
import { memberWithRole } from './staff';

const CONTENT = path.resolve(__dirname, '../../content');

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
    ['bytes=990-2000', 1000, { start: 990, end: 999 }],
    ['bytes=1000-', 1000, null],
    ['bytes=5-1', 1000, null],
    ['items=0-1', 1000, null],
  ] as const)('%s of %d bytes', (header, size, range) => {
    expect(byteRange(header, size)).toEqual(range);
  });
});

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
    const master = await get(local(video.master));
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(master.body).toContain('720p.m3u8');
    expect(master.body).toContain('360p.m3u8');
    expect((await get(local(video.poster))).headers['content-type']).toBe('image/jpeg');
    expect(video.captions.map((c) => c.language).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'pt']);
    const french = await get(local(video.captions.find((c) => c.language === 'fr')!.src));
    expect(french.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(french.body).toMatch(/^WEBVTT\n\n00:00:00.000 --> 00:00:04.000\n.+/);
  });

  it('serves byte ranges, and nothing outside a video’s files', async () => {
    const { data } = (await get('/v1/recipe-videos')).json() as { data: Record<string, Source> };
    const segment = local(data.mojito.master).replace('master.m3u8', '360p-000.ts');
    const whole = await get(segment);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await get(segment, { range: 'bytes=0-187' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toHaveLength(188);
    expect(part.headers['content-range']).toBe(`bytes 0-187/${whole.rawPayload.length}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 188))).toBe(true);
    expect((await get(segment, { range: `bytes=${whole.rawPayload.length}-` })).statusCode).toBe(416);
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
    expect(shows[0].teaser?.preview).toMatch(/\/preview\.mp4$/);
    const one = await get(`/v1/buckets/de/collections/shows/records/${shows[2].id}`);
    expect(one.json().data.title).toBe('Sonntagsklassiker');
    expect((await get('/v1/buckets/de/collections/shows/records/nope')).statusCode).toBe(404);
  });

  it('lists episodes by show and season, the newest first when asked, each with its recipe and video', async () => {
    const shows = (await get('/v1/buckets/en-gb/collections/shows/records?_sort=position')).json().data as Show[];
    const sunday = shows[2];
    const episodes = (
      await get(`/v1/buckets/en-gb/collections/episodes/records?show_id=${sunday.id}&_sort=season,number`)
    ).json().data as Episode[];
    expect(episodes.map((e) => [e.season, e.number, e.recipe_id])).toEqual([
      [1, 1, 'lasagna-bolognese'],
      [1, 2, 'smash-burgers'],
      [2, 1, 'pull-apart-garlic-bread'],
    ]);
    expect(episodes[0].slug).toMatch(/^s1e1-/);
    expect(episodes[0].video.master).toMatch(/\/master\.m3u8$/);
    const newest = (await get('/v1/buckets/fr/collections/episodes/records?_sort=-published_at&_limit=2')).json()
      .data as Episode[];
    expect(newest.map((e) => e.recipe_id)).toEqual(['salmon-poke-bowl', 'banana-oat-pancakes']);
    const season2 = (await get(`/v1/buckets/fr/collections/episodes/records?show_id=${sunday.id}&season=2`)).json()
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

    const accepted = await upload(staff.token, mp4);
    expect(accepted.statusCode).toBe(202);
    const { id } = accepted.json() as { id: string; status: string };
    await runVideoJobs({ db: ctx.db.db, storage: ctx.app.images }, new Date());
    await expect
      .poll(async () => (await get(`/v1/videos/${id}`, auth(staff.token))).json().status, { timeout: 30_000 })
      .toBe('ready');
    const ready = (await get(`/v1/videos/${id}`, auth(staff.token))).json() as { source: Source };
    expect((await get(local(ready.source.master))).body).toContain('360p.m3u8');
    expect((await get(local(ready.source.preview))).statusCode).toBe(200);
    expect((await get(`/videos/${id}/source.mp4`)).statusCode).toBe(404);
  }, 60_000);
});
