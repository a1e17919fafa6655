import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors';
import { StorageUnavailableError } from './images/storage-unavailable';

/** An app whose one route throws what it is given. */
async function throwing(error: Error) {
  const app = Fastify();
  registerErrorHandling(app);
  app.get('/', async () => {
    throw error;
  });
  const res = await app.inject('/');
  await app.close();
  return res;
}

const withCode = (message: string, fields: Record<string, unknown>) => Object.assign(new Error(message), fields);

describe('a dependency away for a moment', () => {
  it('is a 503 with Retry-After, never a 500, for a database restart, a full server or a lost socket', async () => {
    for (const error of [
      withCode('terminating connection due to administrator command', { code: '57P01' }),
      withCode('sorry, too many clients already', { code: '53300' }),
      withCode('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
      new StorageUnavailableError('S3 GET answered 502'),
    ]) {
      const res = await throwing(error);
      expect([res.statusCode, res.headers['retry-after'], res.json().errno]).toEqual([503, '5', 201]);
    }
  });

  it('leaves a client’s own fault and a plain bug as they are', async () => {
    const cut = await throwing(withCode('aborted', { code: 'ECONNRESET', statusCode: 400 }));
    expect(cut.statusCode).toBe(400);
    const bug = await throwing(new TypeError('x is undefined'));
    expect(bug.statusCode).toBe(500);
  });
});
