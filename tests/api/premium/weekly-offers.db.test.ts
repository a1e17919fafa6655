import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRecipes } from '../../../server/seed/seed';
import { claimJobs } from '../../../server/repositories/jobs';
import { type Mailer, createMailer } from '../../../server/mail/mailer';
import { WEEKLY_OFFER_MAIL_JOB, offerWeeklyRecipes, runWeeklyOffers } from '../../../server/services/weekly-offers';
import { offerWeekOf } from '../../../src/core/premium/weekly-offer';
import { WEEKLY_OFFER_RECIPES } from '../../../src/core/rules';
import { contentRecipe } from '../../fixtures/content-recipes';
import { ENGINES, PUBLIC_URL, testApp } from '../engines';
import { PASSWORD, auth, signUp, validateEmail } from '../members';
import { memberWithRole } from '../staff';

const PREMIUM = ['gold-1', 'gold-2', 'gold-3', 'gold-4', 'gold-5'];
const DAY = 86_400_000;
const record = (id: string, locale = 'en-us') => `/v1/buckets/${locale}/collections/recipes/records/${id}`;

describe.each(ENGINES)('the weekly offer of exclusive recipes on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  /** What a server process hands the job: its own mailer over the shared database. */
  const processDeps = (mailer?: Mailer) => ({
    db: ctx.db.db,
    publicUrl: PUBLIC_URL,
    mailer: mailer ?? createMailer(ctx.db.db, '', 'Miamo <hello@miamo.test>', () => {}),
  });

  beforeAll(async () => {
    ctx = await testApp(engine);
    await seedRecipes(ctx.db.db, [
      contentRecipe('plain-dish'),
      contentRecipe('book-dish', { access_mode: 'book' }),
      ...PREMIUM.map((id) => contentRecipe(id, { access_mode: 'premium' })),
    ]);
  });
  afterAll(() => ctx.close());

  /** A member with a confirmed address, opted in to the weekly recipes or not, in a locale. */
  async function member(optIn: boolean, locale = 'en-US') {
    const email = `weekly-${Math.random().toString(36).slice(2)}@example.com`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/email/signup',
      headers: { 'accept-language': locale },
      payload: { email, password: PASSWORD, first_name: 'Ana', last_name: 'Lopez', is_optin_newsletter: optIn },
    });
    expect(res.statusCode, res.body).toBe(201);
    await validateEmail(ctx.app, email, res.json().access_token as string);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/v1/email/login',
      payload: { email, password: PASSWORD },
    });
    const user = await ctx.db.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return { email, token: login.json().access_token as string, id: user.id };
  }
  const offersOf = (userId: string) =>
    ctx.db.db.selectFrom('weekly_offers').selectAll().where('user_id', '=', userId).execute();
  const offerMails = async (to: string) =>
    await ctx.db.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', to)
      .where('kind', '=', 'weekly-offer')
      .execute();
  const steps = async (id: string, token?: string) =>
    (await ctx.app.inject({ url: record(id), headers: token ? auth(token) : {} })).json().data.steps;

  it('offers two premium recipes and mails once per member and week, however often and however many runners', async () => {
    const ana = await member(true);
    const now = new Date();
    await runWeeklyOffers(processDeps(), now);
    await runWeeklyOffers(processDeps(), now);
    // Two processes at once, then a restarted one: each with its own mailer.
    await Promise.all([runWeeklyOffers(processDeps(), now), runWeeklyOffers(processDeps(), now)]);
    await runWeeklyOffers(processDeps(), new Date(now.getTime() + 60_000));

    const offers = await offersOf(ana.id);
    expect(offers).toHaveLength(1);
    expect(offers[0]!.recipe_ids).toHaveLength(WEEKLY_OFFER_RECIPES);
    for (const id of offers[0]!.recipe_ids) expect(PREMIUM).toContain(id);
    expect(await offerMails(ana.email)).toHaveLength(1);
    const jobs = await ctx.db.db
      .selectFrom('jobs')
      .selectAll()
      .where('key', '=', `${ana.id}:${offerWeekOf(now).week}`)
      .execute();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.done_at).not.toBeNull();
    expect(jobs[0]!.attempts).toBe(1);
  });

  it('mails the recipes by title with links in the member locale, greeting the confirmed member by name', async () => {
    const marie = await member(true, 'fr');
    await runWeeklyOffers(processDeps(), new Date());
    const { recipe_ids } = (await offersOf(marie.id))[0]!;
    const [mail] = await offerMails(marie.email);
    expect(mail!.subject).toBe('Tes 2 recettes exclusives de la semaine');
    expect(mail!.text_body).toMatch(/^Salut Ana,/);
    for (const id of recipe_ids) {
      expect(mail!.text_body).toContain(`${id} (fr)`);
      expect(mail!.text_body).toContain(`${PUBLIC_URL}/fr/recettes/${id}-fr/`);
    }
  });

  it('opens the two recipes to that member only, and only during that week', async () => {
    const ana = await member(true);
    const bo = await member(true);
    await runWeeklyOffers(processDeps(), new Date());
    const [anaOffer] = await offersOf(ana.id);
    const [first, second] = anaOffer!.recipe_ids;
    expect((await steps(first!, ana.token))?.length).toBeGreaterThan(0);
    expect((await steps(second!, ana.token))?.length).toBeGreaterThan(0);
    const other = PREMIUM.find((id) => !anaOffer!.recipe_ids.includes(id))!;
    expect(await steps(other, ana.token)).toBeUndefined();
    expect(await steps(first!)).toBeUndefined();
    const [boOffer] = await offersOf(bo.id);
    for (const id of anaOffer!.recipe_ids.filter((id) => !boOffer!.recipe_ids.includes(id)))
      expect(await steps(id, bo.token)).toBeUndefined();
    // The list answers the same as the record.
    const list = (
      await ctx.app.inject({ url: '/v1/buckets/en-us/collections/recipes/records', headers: auth(ana.token) })
    ).json().data as { id: string; locked: boolean }[];
    expect(
      list
        .filter((r) => !r.locked && PREMIUM.includes(r.id))
        .map((r) => r.id)
        .sort(),
    ).toEqual([...anaOffer!.recipe_ids].sort());
  });

  it('an offer of another week opens nothing now, and the next week draws recipes not offered before', async () => {
    const cleo = await member(true);
    const lastWeek = new Date(Date.now() - 7 * DAY);
    await runWeeklyOffers(processDeps(), lastWeek);
    const [past] = await offersOf(cleo.id);
    expect(past!.ends_at.getTime()).toBeLessThanOrEqual(Date.now());
    for (const id of past!.recipe_ids) expect(await steps(id, cleo.token)).toBeUndefined();
    expect((await ctx.app.inject({ url: '/v1/weekly-offer', headers: auth(cleo.token) })).json().data).toEqual({
      week: null,
      ends_at: null,
      recipes: [],
    });

    const nextWeek = new Date(Date.now() + 7 * DAY);
    await runWeeklyOffers(processDeps(), nextWeek);
    const future = (await offersOf(cleo.id)).find((offer) => offer.starts_at.getTime() > Date.now())!;
    expect(future.recipe_ids.some((id) => past!.recipe_ids.includes(id))).toBe(false);
    for (const id of future.recipe_ids) expect(await steps(id, cleo.token)).toBeUndefined();
    expect(await offerMails(cleo.email)).toHaveLength(2);
  });

  it('gives nothing to a member not opted in, an unconfirmed address or a premium member', async () => {
    const dan = await member(false);
    const { email: unconfirmed } = await signUp(ctx.app, { is_optin_newsletter: true });
    const eve = await member(true);
    const sub = await ctx.app.inject({
      method: 'POST',
      url: '/v1/subscriptions/stripe',
      headers: auth(eve.token),
      payload: { payment_method_id: 'pm_card_visa', product_id: 'miamo-premium-monthly' },
    });
    expect(sub.statusCode).toBe(201);
    await runWeeklyOffers(processDeps(), new Date());
    expect(await offersOf(dan.id)).toEqual([]);
    expect(await offerMails(dan.email)).toEqual([]);
    expect(await offerMails(unconfirmed)).toEqual([]);
    expect(await offersOf(eve.id)).toEqual([]);
    for (const id of PREMIUM) expect(await steps(id, dan.token)).toBeUndefined();
  });

  it('shows the member their recipes of the week in the language asked, and nobody else', async () => {
    const fay = await member(true);
    await runWeeklyOffers(processDeps(), new Date());
    const [offer] = await offersOf(fay.id);
    const res = await ctx.app.inject({
      url: '/v1/weekly-offer',
      headers: { ...auth(fay.token), 'accept-language': 'de-DE' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.week).toBe(offerWeekOf(new Date()).week);
    expect(res.json().data.recipes.map((r: { id: string; title: string }) => [r.id, r.title])).toEqual(
      offer!.recipe_ids.map((id) => [id, `${id} (de)`]),
    );
    expect((await ctx.app.inject('/v1/weekly-offer')).statusCode).toBe(401);
  });

  it('retries a mail that failed, and mails whose worker died holding them, sending each once', async () => {
    const gus = await member(true);
    const hal = await member(true);
    const now = new Date(Date.now() + 14 * DAY);
    const real = processDeps().mailer;
    let failures = 1;
    const flaky: Mailer = {
      ...real,
      async send(mail) {
        if (mail.to === gus.email && failures-- > 0) throw new Error('connection refused');
        return real.send(mail);
      },
      sendComposed: real.sendComposed,
    };
    // That week's offers are written, then a worker claims their mails and dies before sending.
    await offerWeeklyRecipes(ctx.db.db, now);
    const claimed = await claimJobs(ctx.db.db, WEEKLY_OFFER_MAIL_JOB, {
      now,
      leaseMs: 10 * 60_000,
      limit: 1000,
      maxAttempts: 5,
    });
    const week = offerWeekOf(now).week;
    expect(claimed.map((job) => job.key)).toEqual(expect.arrayContaining([`${gus.id}:${week}`, `${hal.id}:${week}`]));
    // Until its lease ends nobody else takes them.
    expect((await runWeeklyOffers(processDeps(flaky), now)).mailed).toBe(0);
    const afterLease = new Date(now.getTime() + 11 * 60_000);
    expect((await runWeeklyOffers(processDeps(flaky), afterLease)).failed).toBe(1);
    expect(await offerMails(gus.email)).toHaveLength(0);
    expect(await offerMails(hal.email)).toHaveLength(1);
    // The failed one waits its retry delay, then goes once.
    expect((await runWeeklyOffers(processDeps(flaky), new Date(afterLease.getTime() + 30_000))).mailed).toBe(0);
    await runWeeklyOffers(processDeps(flaky), new Date(afterLease.getTime() + 5 * 60_000));
    await runWeeklyOffers(processDeps(flaky), new Date(afterLease.getTime() + 60 * 60_000));
    expect(await offerMails(gus.email)).toHaveLength(1);
    expect(await offerMails(hal.email)).toHaveLength(1);
  });

  it('runs on demand for staff with their second factor only', async () => {
    const ivy = await member(true);
    expect((await ctx.app.inject({ method: 'POST', url: '/v1/weekly-offers/run' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/v1/weekly-offers/run', headers: auth(ivy.token) })).statusCode,
    ).toBe(403);
    const staff = await memberWithRole(ctx);
    const res = await ctx.app.inject({ method: 'POST', url: '/v1/weekly-offers/run', headers: auth(staff.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.offered).toBeGreaterThanOrEqual(1);
    expect(await offerMails(ivy.email)).toHaveLength(1);
  });
});
