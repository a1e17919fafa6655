import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../../server/auth/common-passwords';
import { ERRNO } from '../../../src/core/contract/errors';
import { ENGINES, testApp } from '../engines';
import { PASSWORD, auth, lastMail, signUp } from '../members';
import { login } from '../staff';

describe('the common-password list', () => {
  it('holds the passwords attackers try first, whatever their case or width', () => {
    for (const password of ['password1', 'iloveyou', 'PassWord1', 'ＩＬＯＶＥＹＯＵ', 'azertyuiop', 'motdepasse'])
      expect(isCommonPassword(password), password).toBe(true);
    for (const password of [PASSWORD, 'crème brûlée au four', 'tomates farcies du dimanche'])
      expect(isCommonPassword(password), password).toBe(false);
  });
});

describe.each(ENGINES)('new passwords on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    ctx = await testApp(engine);
  });
  afterAll(() => ctx.close());

  const FRENCH = { 'accept-language': 'fr-FR' };
  const refusedAsCommon = (res: { statusCode: number; json: () => unknown }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errno: ERRNO.PASSWORD_TOO_COMMON,
      details: [
        {
          location: 'body',
          name: 'password',
          description:
            'Ce mot de passe fait partie des plus courants : c’est l’un des premiers que les pirates essaient. Choisis-en un autre.',
        },
      ],
    });
  };

  it('signs up with any password of 8 characters or more that is not a common one, no character classes', async () => {
    const signup = (email: string, password: string) =>
      ctx.app.inject({ method: 'POST', url: '/v1/email/signup', headers: FRENCH, payload: { email, password } });
    refusedAsCommon(await signup('common@example.com', 'ILoveYou'));
    const short = await signup('short@example.com', 'Tomate!');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      errno: ERRNO.INVALID_POSTED_DATA,
      details: [{ name: 'password', description: expect.stringMatching(/^Utilise au moins 8 caractères\./) }],
    });
    const phrase = 'crème brûlée au four';
    expect((await signup('phrase@example.com', phrase)).statusCode).toBe(201);
    expect((await login(ctx.app, 'phrase@example.com', { password: phrase })).statusCode).toBe(200);
  });

  it('refuses a common password for a reset link and for a change from the settings', async () => {
    const { email } = await signUp(ctx.app);
    await ctx.app.inject({ method: 'POST', url: '/v1/email/send-reset', payload: { email } });
    const { secrets } = await lastMail(ctx.app, email);
    const reset = (token: string, password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/email/reset',
        headers: { ...auth(token), ...FRENCH },
        payload: { password },
      });
    refusedAsCommon(await reset(secrets.token, 'password1'));
    const session = (await login(ctx.app, email)).json().access_token as string;
    refusedAsCommon(await reset(session, 'football'));
    // Neither refusal changed the password, nor spent the link.
    expect((await login(ctx.app, email)).statusCode).toBe(200);
    expect((await reset(secrets.token, 'tomates farcies du dimanche')).statusCode).toBe(200);
  });
});
