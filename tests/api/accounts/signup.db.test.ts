import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, testApp } from '../engines';
import { PASSWORD, auth, validateEmail } from '../members';

let counter = 0;
const address = (prefix: string) => `${prefix}-${++counter}-${Date.now()}@example.com`;

describe.each(ENGINES)('sign-up with credentials plus is_optin_newsletter (SPEC section 7) on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  const signUp = (payload: Record<string, unknown>, locale = 'en-US') =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/email/signup',
      headers: { 'accept-language': locale },
      payload: { password: PASSWORD, ...payload },
    });
  const mailsTo = async (to: string) =>
    (
      (await ctx.app.inject('/dev/outbox.json')).json().data as {
        to_address: string;
        kind: string;
        text_body: string;
      }[]
    ).filter((mail) => mail.to_address === to);
  const subscription = (email: string) =>
    ctx.db.db.selectFrom('newsletter_signups').selectAll().where('email', '=', email).executeTakeFirst();

  beforeAll(async () => {
    ctx = await testApp(engine);
  });
  afterAll(() => ctx.close());

  it('creates an account from an address and a password alone', async () => {
    const email = address('plain');
    const res = await signUp({ email });
    expect(res.statusCode).toBe(201);
    const profile = (await ctx.app.inject({ url: '/v1/profile', headers: auth(res.json().access_token) })).json().data;
    expect(profile).toMatchObject({ email, first_name: '', last_name: '', is_optin_newsletter: false });
  });

  it('still holds names, when given, to the name rule', async () => {
    const res = await signUp({ email: address('named'), first_name: 'Win https://evil.example' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([expect.objectContaining({ name: 'first_name' })]);
    expect((await signUp({ email: address('named'), first_name: 'Zoë', last_name: "O'Neil" })).statusCode).toBe(201);
  });

  it('subscribes an opted-in address once the validation link confirms it, with no second mail', async () => {
    const email = address('optin');
    const res = await signUp({ email, is_optin_newsletter: true }, 'fr-FR');
    expect(res.statusCode).toBe(201);
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.kind)).toEqual(['validation']);
    // The one mail says that confirming also subscribes.
    expect(mails[0]!.text_body).toContain('tu t’abonnes aussi à notre newsletter');
    expect(await subscription(email)).toBeUndefined();

    await validateEmail(ctx.app, email, res.json().access_token);
    expect(await subscription(email)).toMatchObject({ email, locale: 'fr', confirmed_at: expect.any(Date) });
  });

  it('confirms an earlier footer sign-up still waiting for its link', async () => {
    const email = address('footer');
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/v1/newsletter', payload: { email, locale: 'de' } })).statusCode,
    ).toBe(202);
    expect((await subscription(email))?.confirmed_at).toBeNull();
    const res = await signUp({ email, is_optin_newsletter: true });
    await validateEmail(ctx.app, email, res.json().access_token);
    expect((await subscription(email))?.confirmed_at).toBeInstanceOf(Date);
  });

  it('subscribes nobody who did not opt in, and says nothing of the newsletter', async () => {
    const email = address('optout');
    const res = await signUp({ email });
    expect((await mailsTo(email))[0]!.text_body).not.toContain('newsletter');
    await validateEmail(ctx.app, email, res.json().access_token);
    expect(await subscription(email)).toBeUndefined();
  });
});
