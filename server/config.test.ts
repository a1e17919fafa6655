import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, productionProblems } from './config';

describe('parseConfig', () => {
  it('keeps images on disk unless a bucket is named', () => {
    expect(parseConfig({}, '/srv').s3).toBeNull();
  });

  it('needs the endpoint and both keys once S3_BUCKET is set, naming what is missing', () => {
    expect(() => parseConfig({ S3_BUCKET: 'img', S3_ENDPOINT: 'https://s3.example' }, '/srv')).toThrow(ConfigError);
    expect(() => parseConfig({ S3_BUCKET: 'img', S3_ENDPOINT: 'https://s3.example' }, '/srv')).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(
      parseConfig(
        { S3_BUCKET: 'img', S3_ENDPOINT: 'https://s3.example', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' },
        '/srv',
      ).s3,
    ).toMatchObject({
      bucket: 'img',
      region: 'us-east-1',
    });
  });

  it('has no staff address list any more: roles are granted by the roles command', () => {
    expect(JSON.stringify(parseConfig({ STAFF_EMAILS: 'chef@miamo.test' }, '/srv'))).not.toContain('chef@miamo.test');
  });

  it('limits account attempts to 10 a minute unless told otherwise, and refuses nonsense', () => {
    expect(parseConfig({}, '/srv').authRateLimit).toBe(10);
    expect(parseConfig({ AUTH_RATE_LIMIT: '1000' }, '/srv').authRateLimit).toBe(1000);
    expect(() => parseConfig({ AUTH_RATE_LIMIT: '0' }, '/srv')).toThrow(/AUTH_RATE_LIMIT/);
  });

  it('builds the site in the project unless SITE_DIR names a directory of its own', () => {
    expect(parseConfig({}, '/srv').siteDir).toBe('');
    expect(parseConfig({ SITE_DIR: '.data-e2e-site' }, '/srv').siteDir).toBe('/srv/.data-e2e-site');
  });

  it('keeps the outbox page off unless asked, SMTP or not', () => {
    expect(parseConfig({}, '/srv').outboxPage).toBe(false);
    expect(parseConfig({ OUTBOX_PAGE: 'on' }, '/srv').outboxPage).toBe(true);
  });

  it('trusts no proxy by default, else a hop count or addresses', () => {
    expect(parseConfig({}, '/srv').trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '1' }, '/srv').trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }, '/srv').trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
    expect(() => parseConfig({ TRUST_PROXY: 'everyone' }, '/srv')).toThrow(/TRUST_PROXY/);
  });
});

describe('productionProblems', () => {
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://db/miamo',
    SEED: 'never',
    SMTP_URL: 'smtp://mail:587',
    STRIPE_SECRET_KEY: 'sk_live_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
    STRIPE_PRICE_MONTHLY: 'price_m',
    STRIPE_PRICE_YEARLY: 'price_y',
    TOTP_KEYS: `2026:${Buffer.alloc(32, 7).toString('base64')}`,
  };

  it('accepts a production set-up', () => {
    expect(productionProblems(parseConfig(production, '/srv'))).toEqual([]);
  });

  it('refuses each development convenience, naming the setting to change', () => {
    const problems = (env: Record<string, string | undefined>) =>
      productionProblems(parseConfig({ ...production, ...env }, '/srv')).join(' ');
    expect(problems({ OUTBOX_PAGE: 'on' })).toMatch(/OUTBOX_PAGE=off/);
    expect(problems({ STRIPE_SECRET_KEY: undefined })).toMatch(/STRIPE_SECRET_KEY/);
    expect(problems({ SEED: 'auto' })).toMatch(/SEED=never/);
    expect(problems({ DATABASE_URL: undefined })).toMatch(/DATABASE_URL/);
    expect(problems({ TOTP_KEYS: undefined })).toMatch(/TOTP_KEYS/);
  });

  it('asks nothing of a development start', () => {
    expect(productionProblems(parseConfig({ OUTBOX_PAGE: 'on' }, '/srv'))).toEqual([]);
  });
});
