import { createHash, createHmac } from 'node:crypto';
import { type ImageStorage, isImageKey } from './storage';

export interface S3Config {
  /** The service origin, e.g. https://s3.eu-west-3.amazonaws.com or a MinIO/R2 endpoint. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * Signs a path-style S3 request with AWS Signature Version 4: the one thing an S3-compatible
 * service (AWS, MinIO, R2, Scaleway…) needs, so no SDK is shipped for three calls.
 */
export function signS3Request(config: S3Config, method: string, key: string, body: Buffer | undefined, now = new Date()) {
  const url = new URL(`${config.endpoint.replace(/\/$/, '')}/${config.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`);
  const amzDate = now.toISOString().replace(/[:-]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256(body ?? '');
  const headers: Record<string, string> = { host: url.host, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate };
  const signedHeaders = Object.keys(headers).sort().join(';');
  const canonicalRequest = [
    method,
    url.pathname,
    '',
    ...Object.keys(headers)
      .sort()
      .map((name) => `${name}:${headers[name]}`),
    '',
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${config.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${config.secretAccessKey}`, day), config.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return {
    url: url.toString(),
    headers: {
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate,
      authorization: `AWS4-HMAC-SHA256 Credential=${config.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
    },
  };
}

/** Image bytes in an S3-compatible bucket (ARCHITECTURE section 2, production). */
export function s3Storage(config: S3Config): ImageStorage {
  const call = async (method: 'GET' | 'PUT' | 'DELETE', key: string, body?: Buffer) => {
    if (!isImageKey(key)) throw new Error(`invalid image key ${key}`);
    const { url, headers } = signS3Request(config, method, key, body);
    return fetch(url, { method, headers: body ? { ...headers, 'content-type': 'application/octet-stream' } : headers, body: body ? new Uint8Array(body) : undefined });
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
    async delete(key) {
      const response = await call('DELETE', key);
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${key} answered ${response.status}`);
    },
  };
}
