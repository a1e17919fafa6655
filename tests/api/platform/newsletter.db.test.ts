import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../../server/auth/secrets';
import { LOCALES, type Locale } from '../../../src/core/locales/locales';
import { routeTo } from '../../../src/core/locales/routes';
import { ENGINES, PUBLIC_URL, testApp } from '../engines';

const messagesOf = (locale: Locale): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../../locales/${locale}/messages.json`), 'utf8'));

describe.each(ENGINES)('the newsletter form service on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    ctx = await testApp(engine);
  });
  afterAll(() => ctx.close());

  const post = (payload: string, type = 'application/x-www-form-urlencoded') =>
    ctx.app.inject({ method: 'POST', url: '/v1/newsletter', payload, headers: { 'content-type': type } });

  it('takes the footer form post, once per address, keeping the latest locale', async () => {
    expect((await post('email=Lea%40Example.com&locale=fr')).statusCode).toBe(202);
    expect(
      (await post(JSON.stringify({ email: 'lea@example.com', locale: 'de' }), 'application/json')).statusCode,
    ).toBe(202);
    const rows = await ctx.db.db
      .selectFrom('newsletter_signups')
      .selectAll()
      .where('email', '=', 'lea@example.com')
      .execute();
    expect(rows.map((row) => row.locale)).toEqual(['de']);
  });

  it('names a wrong address or locale and stores nothing', async () => {
    const bad = await post('email=not-an-address&locale=fr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].name).toBe('email');
    expect((await post('email=ok%40example.com&locale=xx')).statusCode).toBe(400);
    expect((await post('locale=fr')).statusCode).toBe(400);
    const count = await ctx.db.db
      .selectFrom('newsletter_signups')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('email', 'in', ['not-an-address', 'ok@example.com'])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});

describe.each(ENGINES)('newsletter double opt-in on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    ctx = await testApp(engine);
  });
  afterAll(() => ctx.close());

  const signUp = (email: string, locale = 'fr') =>
    ctx.app.inject({ method: 'POST', url: '/v1/newsletter', payload: { email, locale } });
  const confirm = (key: string) => ctx.app.inject({ method: 'POST', url: '/v1/newsletter/confirm', payload: { key } });
  const mailsTo = (email: string) =>
    ctx.db.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', email)
      .where('kind', '=', 'newsletter')
      .orderBy('created_at')
      .execute();
  const keyOf = (mail: { text_body: string }) => new URL(/https?:\/\/\S+/.exec(mail.text_body)![0]);
  const row = (email: string) =>
    ctx.db.db.selectFrom('newsletter_signups').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

  it('subscribes an address only once the link mailed to it is opened', async () => {
    expect((await signUp('Zoe@Example.com')).statusCode).toBe(202);
    expect((await row('zoe@example.com')).confirmed_at).toBeNull();
    const [mail] = await mailsTo('zoe@example.com');
    const link = keyOf(mail!);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}${routeTo('fr', 'validation')}`);
    const key = link.searchParams.get('key')!;
    // Only the key's hash is stored.
    expect((await row('zoe@example.com')).confirm_key_hash).toBe(hashSecret(key));
    expect((await confirm('not-the-right-key')).json()).toMatchObject({ code: 400, details: [{ name: 'key' }] });
    expect((await confirm(key)).statusCode).toBe(200);
    expect((await row('zoe@example.com')).confirmed_at).toBeInstanceOf(Date);
    // Opening the link twice is fine.
    expect((await confirm(key)).statusCode).toBe(200);
  });

  it('answers alike for a new, a waiting and a confirmed address, and mails no more than it must', async () => {
    const answers = [];
    answers.push(await signUp('kim@example.com'));
    answers.push(await signUp('kim@example.com'));
    expect(await mailsTo('kim@example.com')).toHaveLength(1);
    // The mail of ten minutes ago may be lost: a new sign-up then sends a new link, the old one dies.
    const first = keyOf((await mailsTo('kim@example.com'))[0]!).searchParams.get('key')!;
    await ctx.db.db
      .updateTable('newsletter_signups')
      .set({ confirm_sent_at: new Date(Date.now() - 11 * 60_000) })
      .where('email', '=', 'kim@example.com')
      .execute();
    answers.push(await signUp('kim@example.com', 'de'));
    const mails = await mailsTo('kim@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(messagesOf('de')['email.newsletter.subject']);
    expect((await confirm(first)).statusCode).toBe(400);
    expect((await confirm(keyOf(mails[1]!).searchParams.get('key')!)).statusCode).toBe(200);
    answers.push(await signUp('kim@example.com', 'it'));
    expect(await mailsTo('kim@example.com')).toHaveLength(2);
    expect(await row('kim@example.com')).toMatchObject({ locale: 'de', confirmed_at: expect.any(Date) });
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
  });

  it('refuses a link older than a week', async () => {
    await signUp('late@example.com');
    const key = keyOf((await mailsTo('late@example.com'))[0]!).searchParams.get('key')!;
    await ctx.db.db
      .updateTable('newsletter_signups')
      .set({ confirm_sent_at: new Date(Date.now() - 8 * 86_400_000) })
      .where('email', '=', 'late@example.com')
      .execute();
    expect((await confirm(key)).statusCode).toBe(400);
    expect((await row('late@example.com')).confirmed_at).toBeNull();
  });

  it.each(LOCALES)('writes the confirmation mail in %s', async (locale) => {
    const email = `reader-${locale}@example.com`;
    await signUp(email, locale);
    const [mail] = await mailsTo(email);
    const messages = messagesOf(locale);
    expect(mail!.subject).toBe(messages['email.newsletter.subject']);
    expect(mail!.text_body).toContain(messages['email.newsletter.body']!.split('{link}')[0]);
    expect(keyOf(mail!).pathname).toBe(routeTo(locale, 'validation'));
  });
});
