import { expect, it } from 'vitest';
import { refusalOf } from './server-errors';

it('says "Incorrect email and/or password" for any login refusal', () => {
  expect(refusalOf({ status: 401, data: { errno: 105 } }, 'login')).toEqual({
    fields: {},
    status: 'errors.incorrectLogin',
  });
});

it('asks for the authenticator code when the API needs the second factor, and says when it is wrong', () => {
  expect(refusalOf({ status: 401, data: { errno: 131, details: [{ name: 'otp' }] } }, 'login')).toEqual({
    fields: {},
    status: 'auth.login.codeNeeded',
    secondFactor: true,
  });
  expect(refusalOf({ status: 401, data: { errno: 105, details: [{ name: 'otp' }] } }, 'login')).toEqual({
    fields: { otp: 'auth.login.codeWrong' },
    secondFactor: true,
  });
});

it('names the field the API names', () => {
  expect(refusalOf({ status: 400, data: { details: [{ name: 'password' }] } }, 'signup')).toEqual({
    fields: { password: 'errors.passwordRules' },
  });
});

it('says why a password long enough is refused: it is one of the common ones', () => {
  const common = { status: 400, data: { errno: 146, details: [{ name: 'password' }] } };
  expect(refusalOf(common, 'signup')).toEqual({ fields: { password: 'errors.passwordCommon' } });
  expect(refusalOf(common, 'other')).toEqual({ fields: { password: 'errors.passwordCommon' } });
});

it('falls back to the generic message, and to waiting when rate-limited', () => {
  expect(refusalOf({ status: 'FETCH_ERROR', error: 'TypeError' }, 'other')).toEqual({
    fields: {},
    status: 'errors.generic',
  });
  expect(refusalOf({ status: 429, data: {} }, 'login')).toEqual({ fields: {}, status: 'auth.tooMany' });
  expect(refusalOf({ status: 429, data: { errno: 141 } }, 'login')).toEqual({
    fields: {},
    status: 'auth.login.codeLocked',
    secondFactor: true,
  });
});

it('profile refusals name the field under data., a taken username included', () => {
  expect(refusalOf({ status: 409, data: { details: [{ name: 'data.username' }] } }, 'other')).toEqual({
    fields: { username: 'settings.usernameTaken' },
  });
  expect(refusalOf({ status: 400, data: { details: [{ name: 'data.instagram_profile' }] } }, 'other')).toEqual({
    fields: { instagram_profile: 'settings.instagramRules' },
  });
});

it('says which names and usernames the API refuses', () => {
  expect(refusalOf({ status: 400, data: { details: [{ name: 'first_name' }] } }, 'signup')).toEqual({
    fields: { first_name: 'errors.nameChars' },
  });
  expect(
    refusalOf(
      { status: 400, data: { details: [{ name: 'data.username', description: 'This username is reserved' }] } },
      'other',
    ),
  ).toEqual({
    fields: { username: 'settings.usernameReserved' },
  });
});
