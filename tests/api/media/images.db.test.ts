import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageUrl, placeholderUrl } from '../../../src/core/images/image-url';
import { PHOTO_UPLOAD } from '../../../src/core/rules';
import { IMAGE_JOBS, jobQueue } from '../../../server/images/image-jobs';
import { renderImage } from '../../../server/images/process-image';
import { ENGINES, testApp } from '../engines';
import { auth } from '../members';
import { confirmedMember } from '../posts';
import { smallPicture, uploadPicture } from '../uploads';

/** Noise, so that every resize of it takes the image workers a while. */
const noisy = () =>
  sharp({
    create: {
      width: 1200,
      height: 1200,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();

/** 256 million pixels in about 776 KB: what the 5 MB limit alone let through. */
let huge: Buffer;
beforeAll(async () => {
  huge = await sharp({ create: { width: 16000, height: 16000, channels: 3, background: '#fff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  expect(huge.length).toBeLessThan(PHOTO_UPLOAD.maxBytes);
});

it("gives each app its own image workers: one app's full line never holds up another in the process", async () => {
  const [busy, other] = [await testApp('pglite'), await testApp('pglite')];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const holds = Array.from({ length: IMAGE_JOBS.concurrency + IMAGE_JOBS.maxWaiting }, () =>
    busy.app.imageWork.jobs.run(() => gate),
  );
  try {
    expect(
      (await uploadPicture(other.app, (await confirmedMember(other.app)).token, await smallPicture())).statusCode,
    ).toBe(200);
    expect(
      (await uploadPicture(busy.app, (await confirmedMember(busy.app)).token, await smallPicture())).statusCode,
    ).toBe(503);
  } finally {
    release();
    await Promise.all(holds);
    await busy.close();
    await other.close();
  }
});

it('never decodes a stored image beyond the pixel limit either', async () => {
  await expect(renderImage(jobQueue(IMAGE_JOBS), huge, { w: 100, webp: false })).rejects.toThrow(/pixel limit/);
});

describe.each(ENGINES)('images on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    ctx = await testApp(engine);
  });
  afterAll(() => ctx.close());

  const upload = (token: string, bytes: Buffer, contentType?: string) =>
    uploadPicture(ctx.app, token, bytes, contentType);
  /** A member with an uploaded picture, and its path under /images/. */
  const memberPicture = async (bytes: Buffer, contentType?: string) => {
    const { token } = await confirmedMember(ctx.app);
    const res = await upload(token, bytes, contentType);
    expect(res.statusCode).toBe(200);
    return { token, path: new URL(res.json().data.profile_picture).pathname };
  };

  it('refuses a picture of too many pixels, naming the file, and keeps none', async () => {
    const { token } = await confirmedMember(ctx.app);
    const res = await upload(token, huge);
    expect(res.statusCode).toBe(415);
    expect(res.json().details[0]).toMatchObject({ name: 'file', description: 'The image is too large in pixels' });
    expect((await ctx.app.inject({ url: '/v1/profile', headers: auth(token) })).json().data.profile_picture).toBeNull();
  });

  it('draws only the sizes, qualities and blur the site asks for, naming any other parameter', async () => {
    const { path } = await memberPicture(await smallPicture());
    for (const url of [
      placeholderUrl(path),
      imageUrl(path, { w: 1200, h: 1200, fit: 'crop' }),
      imageUrl(path, { w: 88, h: 88, fit: 'crop' }),
      `${path}?w=160&h=160&fit=crop`,
    ]) {
      expect((await ctx.app.inject(url)).statusCode, url).toBe(200);
    }
    for (const [query, name] of [
      ['w=123', 'w'],
      ['w=2999', 'w'],
      ['h=401', 'h'],
      ['q=80', 'q'],
      ['q=100', 'q'],
      ['w=100&blur=100', 'blur'],
      ['blur=0', 'blur'],
      ['w=400&h=800&fit=crop', 'h'],
      ['w=400&h=400&fit=fill', 'fit'],
      ['w=400', 'h'],
      ['w=200&blur=15&q=50', 'w'],
    ]) {
      const res = await ctx.app.inject(`${path}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().details[0].name, query).toBe(name);
    }
  });

  it('answers 304 to the ETag it sent, and 404 to a key no image has', async () => {
    const { path } = await memberPicture(await smallPicture());
    const first = await ctx.app.inject(placeholderUrl(path));
    const again = await ctx.app.inject({
      url: placeholderUrl(path),
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await ctx.app.inject('/images/profiles/nobody/none.png')).statusCode).toBe(404);
    expect((await ctx.app.inject('/images/../secrets.png')).statusCode).toBe(404);
  });

  it('never runs more resizes at once than the image workers allow', async () => {
    const { path } = await memberPicture(await noisy(), 'image/jpeg');
    // sharp's own count of tasks being processed on its threads. (Its queue count is left out: sharp
    // answers a finished task before lowering its counters, so the next task of our line can be
    // queued for a moment beside one already done.)
    let peak = 0;
    const sample = () => {
      peak = Math.max(peak, sharp.counters().process);
    };
    sharp.queue.on('change', sample);
    const timer = setInterval(sample, 1);
    try {
      const sizes = [88, 100, 160, 176, 200, 400, 800, 1200] as const;
      const answers = await Promise.all(sizes.map((w) => ctx.app.inject(imageUrl(path, { w, h: w, fit: 'crop' }))));
      expect(answers.map((res) => res.statusCode)).toEqual(sizes.map(() => 200));
    } finally {
      clearInterval(timer);
      sharp.queue.off('change', sample);
    }
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(IMAGE_JOBS.concurrency);
  });

  it('answers 503 with Retry-After when every worker and waiting place is taken', async () => {
    const { token, path } = await memberPicture(await smallPicture());
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const holds = Array.from({ length: IMAGE_JOBS.concurrency + IMAGE_JOBS.maxWaiting }, () =>
      ctx.app.imageWork.jobs.run(() => gate),
    );
    try {
      const variant = await ctx.app.inject(imageUrl(path, { w: 400, h: 400, fit: 'crop' }));
      expect(variant.statusCode).toBe(503);
      expect(Number(variant.headers['retry-after'])).toBeGreaterThan(0);
      expect(variant.headers['cache-control']).toBeUndefined();
      const picture = await upload(token, await smallPicture());
      expect(picture.statusCode).toBe(503);
      expect(Number(picture.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      release();
      await Promise.all(holds);
    }
    expect((await ctx.app.inject(imageUrl(path, { w: 400, h: 400, fit: 'crop' }))).statusCode).toBe(200);
  });

  it(`takes at most ${PHOTO_UPLOAD.perMemberPerHour} pictures an hour from one member`, async () => {
    const { token } = await confirmedMember(ctx.app);
    const picture = await smallPicture();
    for (let i = 0; i < PHOTO_UPLOAD.perMemberPerHour; i += 1)
      expect((await upload(token, picture)).statusCode).toBe(200);
    const refused = await upload(token, picture);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().details[0].name).toBe('file');
    expect(refused.json().message).toContain(`At most ${PHOTO_UPLOAD.perMemberPerHour} pictures an hour`);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The limit is the member's, not the client's: another member on the same address still may.
    expect((await upload((await confirmedMember(ctx.app)).token, picture)).statusCode).toBe(200);
  });
});
