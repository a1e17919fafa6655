import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import aws4 from 'aws4';
import { parseContentRange, rangeHeader, resolveRange } from '../http/byte-range';
import { type ImageStorage, isStorableKey } from './storage';
import { StorageUnavailableError } from './storage-unavailable';

/** A storage call that has not answered in this long is an outage, not a wait. */
const S3_TIMEOUT_MS = 10_000;

export interface S3Config {
  /** The service origin, e.g. https://s3.eu-west-3.amazonaws.com or a MinIO/R2 endpoint. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * A path-style S3 request signed with AWS Signature Version 4 by `aws4` (the body's hash included,
 * as S3 requires): all an S3-compatible service (AWS, MinIO, R2, Scaleway…) needs for three calls.
 */
function signS3Request(
  config: S3Config,
  method: string,
  key: string,
  body: Buffer | undefined,
  extra: Record<string, string> = {},
) {
  const url = new URL(
    `${config.endpoint.replace(/\/$/, '')}/${config.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`,
  );
  const headers: Record<string, string> = { ...extra, ...(body ? { 'content-type': 'application/octet-stream' } : {}) };
  const signed = aws4.sign(
    { host: url.host, path: url.pathname, method, service: 's3', region: config.region, headers, body },
    { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  );
  // fetch sets Host and Content-Length itself, to the same values.
  const sent = Object.entries(signed.headers as Record<string, string>).filter(
    ([name]) => name !== 'Host' && name !== 'Content-Length',
  );
  return { url: url.toString(), headers: Object.fromEntries(sent) };
}

/** Image bytes in an S3-compatible bucket (ARCHITECTURE section 2, production). */
export function s3Storage(config: S3Config): ImageStorage {
  const call = async (
    method: 'GET' | 'HEAD' | 'PUT' | 'DELETE',
    key: string,
    body?: Buffer,
    extra?: Record<string, string>,
  ) => {
    if (!isStorableKey(key)) throw new Error(`invalid storage key ${key}`);
    const { url, headers } = signS3Request(config, method, key, body, extra);
    // The timeout covers the wait for an answer, not the reading of a streamed body.
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new Error(`no answer within ${S3_TIMEOUT_MS} ms`)), S3_TIMEOUT_MS);
    const response = await fetch(url, {
      method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
      signal: abort.signal,
    })
      .catch((error: unknown) => {
        throw new StorageUnavailableError(`S3 ${method} ${key} failed: ${(error as Error).message}`, { cause: error });
      })
      .finally(() => clearTimeout(timer));
    if (response.status >= 500) throw new StorageUnavailableError(`S3 ${method} ${key} answered ${response.status}`);
    return response;
  };
  return {
    async put(key, bytes) {
      const response = await call('PUT', key, bytes);
      if (!response.ok) throw new Error(`S3 PUT ${key} answered ${response.status}: ${await response.text()}`);
    },
    async get(key) {
      const response = await call('GET', key);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET ${key} answered ${response.status}: ${await response.text()}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async stream(key, range) {
      const sizeOf = async () => {
        const head = await call('HEAD', key);
        if (head.status === 404) return null;
        if (!head.ok) throw new Error(`S3 HEAD ${key} answered ${head.status}`);
        return Number(head.headers.get('content-length'));
      };
      // A suffix (the last n bytes) is asked for as the plain range it is: not every S3-compatible
      // server reads `bytes=-n` right.
      let wanted = range;
      if (wanted && 'suffix' in wanted) {
        const size = await sizeOf();
        if (size === null) return null;
        const part = resolveRange(wanted, size);
        if (!part) return { size, part: null, body: null };
        wanted = part;
      }
      // The range goes to S3, which sends only those bytes: nothing is read whole here.
      const response = await call('GET', key, undefined, wanted ? { range: rangeHeader(wanted) } : {});
      if (response.status === 404) return null;
      if (response.status === 416) {
        await response.body?.cancel();
        const size = await sizeOf();
        return size === null ? null : { size, part: null, body: null };
      }
      if (!response.ok || !response.body)
        throw new Error(`S3 GET ${key} answered ${response.status}: ${await response.text()}`);
      const body = Readable.fromWeb(response.body as ReadableStream<Uint8Array>);
      if (response.status !== 206) return { size: Number(response.headers.get('content-length')), part: null, body };
      const sent = parseContentRange(response.headers.get('content-range'));
      if (!sent) {
        body.destroy();
        throw new Error(`S3 GET ${key} answered 206 without a readable Content-Range`);
      }
      return { size: sent.size, part: { start: sent.start, end: sent.end }, body };
    },
    async delete(key) {
      const response = await call('DELETE', key);
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${key} answered ${response.status}`);
    },
  };
}
