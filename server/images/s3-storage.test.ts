import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import aws4 from 'aws4';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Config, s3Storage, signS3Request } from './s3-storage';

// A real S3 protocol peer on loopback (s3rver checks Signature V4 like the service does).
describe('S3-compatible image storage', () => {
  let server: S3rver;
  let dir: string;
  let config: S3Config;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'miamo-s3-'));
    server = new S3rver({ port: 0, address: '127.0.0.1', directory: dir, silent: true, configureBuckets: [{ name: 'miamo-images', configs: [] }] });
    const { port } = (await server.run()) as unknown as { port: number };
    config = { endpoint: `http://127.0.0.1:${port}`, bucket: 'miamo-images', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('puts, gets and deletes image bytes', async () => {
    const storage = s3Storage(config);
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c62828' } }).jpeg().toBuffer();
    await storage.put('recipes/tarte/cover.jpg', bytes);
    expect(await storage.get('recipes/tarte/cover.jpg')).toEqual(bytes);
    await storage.delete('recipes/tarte/cover.jpg');
    expect(await storage.get('recipes/tarte/cover.jpg')).toBeNull();
  });

  it('answers null for a missing key and refuses unsafe keys', async () => {
    const storage = s3Storage(config);
    expect(await storage.get('nothing/here.jpg')).toBeNull();
    await expect(storage.put('../escape.jpg', Buffer.from('x'))).rejects.toThrow(/invalid image key/);
  });

  it('is refused with an unknown access key', async () => {
    const storage = s3Storage({ ...config, accessKeyId: 'NOBODY' });
    await expect(storage.put('recipes/x/cover.jpg', Buffer.from('x'))).rejects.toThrow(/403/);
  });

  // s3rver does not check V4 signatures: the reference implementation used by many SDKs does.
  it('signs exactly as the aws4 reference implementation', () => {
    const now = new Date('2026-11-22T12:34:56.000Z');
    const ours = signS3Request({ ...config, endpoint: 'https://s3.eu-west-3.amazonaws.com', region: 'eu-west-3' }, 'GET', 'recipes/tarte/cover.jpg', undefined, now);
    const reference = aws4.sign(
      {
        host: 's3.eu-west-3.amazonaws.com',
        method: 'GET',
        path: '/miamo-images/recipes/tarte/cover.jpg',
        service: 's3',
        region: 'eu-west-3',
        headers: { 'X-Amz-Date': '20261122T123456Z', 'X-Amz-Content-Sha256': ours.headers['x-amz-content-sha256'] },
        signQuery: false,
      },
      { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    );
    expect(ours.headers.authorization).toBe((reference.headers as Record<string, string>).Authorization);
  });
});
