import { describe, expect, it } from 'vitest';
import { apiErrorOf, refusedFieldOf } from './api-error';

describe('apiErrorOf', () => {
  it("reads the API's error body", () => {
    const error = {
      status: 400,
      data: {
        code: 400,
        errno: 107,
        error: 'Invalid parameters',
        message: 'data.username in body: taken',
        details: [{ location: 'body', name: 'data.username', description: 'taken' }],
      },
    };
    expect(apiErrorOf(error)).toEqual({
      status: 400,
      errno: 107,
      message: 'data.username in body: taken',
      details: [{ location: 'body', name: 'data.username', description: 'taken' }],
      extra: {},
    });
    expect(refusedFieldOf(apiErrorOf(error))).toEqual({ location: 'body', name: 'username', description: 'taken' });
  });

  it('keeps details that are not a list, and the fields the body adds', () => {
    const ended = apiErrorOf({
      status: 401,
      data: { code: 401, errno: 105, error: 'Unauthorized', message: 'x', details: { header: 'Authorization' } },
    });
    expect(ended.details).toEqual({ header: 'Authorization' });
    expect(refusedFieldOf(ended)).toBeNull();
    const payment = apiErrorOf({
      status: 402,
      data: {
        code: 402,
        errno: 999,
        error: 'Payment Required',
        message: 'x',
        details: null,
        requires_action: true,
        client_secret: 'pi_1',
      },
    });
    expect(payment.extra).toEqual({ requires_action: true, client_secret: 'pi_1' });
  });

  it('says what failed when there was no body to read', () => {
    expect(apiErrorOf({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      status: 'FETCH_ERROR',
      errno: null,
      message: null,
      details: null,
      extra: {},
    });
    expect(
      apiErrorOf({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' }),
    ).toMatchObject({ status: 'PARSING_ERROR', errno: null });
    expect(apiErrorOf(undefined)).toEqual({ status: null, errno: null, message: null, details: null, extra: {} });
    expect(apiErrorOf(new Error('boom'))).toMatchObject({ status: null, errno: null });
  });
});
