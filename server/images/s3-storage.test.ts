import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Config, s3Storage } from './s3-storage';

// A real S3 protocol peer on loopback. It knows access keys but does not check Signature V4 itself:
// the signing is aws4's, the maintained implementation many SDKs are tested against.
describe('S3-compatible image storage', () => {
  let server: S3rver;
  let dir: string;
  let config: S3Config;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'miamo-s3-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      directory: dir,
      silent: true,
      configureBuckets: [{ name: 'miamo-images', configs: [] }],
    });
    const { port } = (await server.run()) as unknown as { port: number };
    config = {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'miamo-images',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    };
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('puts, gets and deletes image bytes', async () => {
    const storage = s3Storage(config);
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c62828' } })
      .jpeg()
      .toBuffer();
    await storage.put('recipes/tarte/cover.jpg', bytes);
    expect(await storage.get('recipes/tarte/cover.jpg')).toEqual(bytes);
    await storage.delete('recipes/tarte/cover.jpg');
    expect(await storage.get('recipes/tarte/cover.jpg')).toBeNull();
  });

  it('streams a range of a video file with a ranged GET, and tells the size when the range is outside', async () => {
    const storage = s3Storage(config);
    const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
    await storage.put('videos/clip/360p-000.ts', bytes);
    const read = async (range?: Parameters<typeof storage.stream>[1]) => {
      const stored = await storage.stream('videos/clip/360p-000.ts', range);
      const chunks: Buffer[] = [];
      for await (const chunk of stored?.body ?? []) chunks.push(chunk as Buffer);
      return { size: stored?.size, part: stored?.part, bytes: Buffer.concat(chunks) };
    };
    expect(await read({ start: 10, end: 19 })).toEqual({
      size: 1000,
      part: { start: 10, end: 19 },
      bytes: bytes.subarray(10, 20),
    });
    expect(await read({ suffix: 1 })).toEqual({
      size: 1000,
      part: { start: 999, end: 999 },
      bytes: bytes.subarray(999),
    });
    expect(await read()).toEqual({ size: 1000, part: null, bytes });
    expect(await read({ start: 1000 })).toEqual({ size: 1000, part: null, bytes: Buffer.alloc(0) });
    expect(await storage.stream('videos/clip/none.ts', { start: 0 })).toBeNull();
  });

  it('answers null for a missing key and refuses unsafe keys', async () => {
    const storage = s3Storage(config);
    expect(await storage.get('nothing/here.jpg')).toBeNull();
    await expect(storage.put('../escape.jpg', Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
  });

  it('is refused with an unknown access key', async () => {
    const storage = s3Storage({ ...config, accessKeyId: 'NOBODY' });
    await expect(storage.put('recipes/x/cover.jpg', Buffer.from('x'))).rejects.toThrow(/403/);
  });
});
