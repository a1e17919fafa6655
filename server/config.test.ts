import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('parseConfig', () => {
  it('keeps images on disk unless a bucket is named', () => {
    expect(parseConfig({}, '/srv').s3).toBeNull();
  });

  it('needs the endpoint and both keys once S3_BUCKET is set, naming what is missing', () => {
    expect(() => parseConfig({ S3_BUCKET: 'img', S3_ENDPOINT: 'https://s3.example' }, '/srv')).toThrow(ConfigError);
    expect(() => parseConfig({ S3_BUCKET: 'img', S3_ENDPOINT: 'https://s3.example' }, '/srv')).toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
    expect(parseConfig({ S3_BUCKET: 'img', S3_ENDPOINT: 'https://s3.example', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }, '/srv').s3).toMatchObject({
      bucket: 'img',
      region: 'us-east-1',
    });
  });

  it('reads staff addresses as a lower-case list', () => {
    expect(parseConfig({ STAFF_EMAILS: ' Chef@Miamo.test, ,sous@miamo.test' }, '/srv').staffEmails).toEqual(['chef@miamo.test', 'sous@miamo.test']);
  });

  it('limits account attempts to 10 a minute unless told otherwise, and refuses nonsense', () => {
    expect(parseConfig({}, '/srv').authRateLimit).toBe(10);
    expect(parseConfig({ AUTH_RATE_LIMIT: '1000' }, '/srv').authRateLimit).toBe(1000);
    expect(() => parseConfig({ AUTH_RATE_LIMIT: '0' }, '/srv')).toThrow(/AUTH_RATE_LIMIT/);
  });
});
