import os from 'node:os';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { freshDb } from '../../tests/api/engines';
import { buildApp } from '../app';
import { apiConfig } from '../config';
import { loggerOptions, requestSerializer } from './request-log';

const SECRET = 's3cr3t-Value-42';

describe('requestSerializer', () => {
  it('logs the method, the address without its secrets, and who asked', () => {
    const logged = requestSerializer({
      method: 'GET',
      url: `/en-us/accounts/validation/?auth_id=7&activation_key=${SECRET}`,
      host: 'miamo.test',
      ip: '203.0.113.9',
      headers: { authorization: `Bearer ${SECRET}` },
      socket: { remotePort: 5000 },
    });
    expect(logged).toEqual({
      method: 'GET',
      url: '/en-us/accounts/validation/?auth_id=7&activation_key=[redacted]',
      version: undefined,
      host: 'miamo.test',
      remoteAddress: '203.0.113.9',
      remotePort: 5000,
    });
  });

  it('redacts every kind of secret link', () => {
    const urls = [
      `/fr/accounts/reset-password/?token=${SECRET}`,
      `/de/profil/settings/?confirm_email=${SECRET}`,
      `/v1/newsletter/confirm?key=${SECRET}`,
      `/en-us/login/?next=${encodeURIComponent(`/en-us/profile/settings/?confirm_email=${SECRET}`)}`,
      `/en-us/accounts/reset-password/${SECRET}/`,
      `/v1/previews/${SECRET}`,
      `/v1/shared-collections/${SECRET}`,
      `/en-us/collection/?token=${SECRET}`,
    ];
    for (const url of urls) expect(requestSerializer({ method: 'GET', url }).url).not.toContain(SECRET);
  });
});

describe('the server log', () => {
  it('holds no secret of the links it served', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const db = await freshDb('pglite');
    const app = await buildApp({
      config: apiConfig({ publicUrl: 'http://miamo.test' }),
      db,
      images: os.tmpdir(),
      logger: { ...(loggerOptions('info') as object), stream },
    });
    try {
      await app.inject({ method: 'GET', url: `/en-us/accounts/reset-password/?token=${SECRET}` });
      await app.inject({ method: 'POST', url: `/v1/email/validate?activation_key=${SECRET}`, payload: {} });
      await app.inject({ method: 'GET', url: `/v1/?key=${SECRET}` });
      await app.inject({ method: 'GET', url: `/v1/previews/${SECRET}` });
      await app.inject({ method: 'GET', url: `/v1/shared-collections/${SECRET}` });
    } finally {
      await app.close();
      await db.close();
    }
    const log = lines.join('');
    expect(log).toContain('[redacted]');
    expect(log).toContain('/en-us/accounts/reset-password/');
    expect(log).toContain('/v1/shared-collections/[redacted]');
    expect(log).not.toContain(SECRET);
  });
});
