import { expect, it } from 'vitest';
import { refusalOf } from './server-errors';

it('says "Incorrect email and/or password" for any login refusal', () => {
  expect(refusalOf({ status: 401, data: { errno: 105 } }, 'login')).toEqual({ fields: {}, status: 'errors.incorrectLogin' });
});

it('names the field the API names', () => {
  expect(refusalOf({ status: 400, data: { details: [{ name: 'password' }] } }, 'signup')).toEqual({ fields: { password: 'errors.passwordRules' } });
  expect(refusalOf({ status: 409, data: {} }, 'signup')).toEqual({ fields: { email: 'auth.emailTaken' } });
});

it('falls back to the generic message, and to waiting when rate-limited', () => {
  expect(refusalOf({ status: 'FETCH_ERROR', error: 'TypeError' }, 'other')).toEqual({ fields: {}, status: 'errors.generic' });
  expect(refusalOf({ status: 429, data: {} }, 'login')).toEqual({ fields: {}, status: 'auth.tooMany' });
});

it('profile refusals name the field under data., a taken username included', () => {
  expect(refusalOf({ status: 409, data: { details: [{ name: 'data.username' }] } }, 'other')).toEqual({ fields: { username: 'settings.usernameTaken' } });
  expect(refusalOf({ status: 400, data: { details: [{ name: 'data.instagram_profile' }] } }, 'other')).toEqual({ fields: { instagram_profile: 'settings.instagramRules' } });
});
