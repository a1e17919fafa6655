import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { auth } from './members';

/** A one-file multipart/form-data body, as a browser's form sends a picture. */
export function multipart(bytes: Buffer, contentType = 'image/png') {
  const boundary = '----miamo-images-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="picture"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small green square, a valid picture. */
export const smallPicture = () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer();

/** Uploads the member's profile picture. */
export function uploadPicture(app: FastifyInstance, token: string, bytes: Buffer, contentType?: string) {
  const body = multipart(bytes, contentType);
  return app.inject({
    method: 'POST',
    url: '/v1/profile/picture',
    headers: { ...auth(token), ...body.headers },
    payload: body.payload,
  });
}
