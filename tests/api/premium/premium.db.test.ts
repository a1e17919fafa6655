import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProvider } from '../../../server/billing/test-provider';
import { seedRecipes } from '../../../server/seed/seed';
import { contentRecipe } from '../../fixtures/content-recipes';
import { ENGINES, testApp } from '../engines';
import { auth, clientOf, payingMember } from '../members';

const SECRET = 'whsec_test_secret';
const RECORDS = '/v1/buckets/en-us/collections/recipes/records';
/** The Stripe-Signature header Stripe would send: the SDK's own signing. */
const signStripePayload = (payload: string, secret: string, timestamp: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

describe.each(ENGINES)('premium subscriptions and the Stripe webhook on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  const payments = testProvider({ webhookSecret: SECRET });
  beforeAll(async () => {
    ctx = await testApp(engine, { payments });
    await seedRecipes(ctx.db.db, [
      contentRecipe('free-dish'),
      contentRecipe('gold-dish', { access_mode: 'premium' }),
      contentRecipe('book-dish', { access_mode: 'book' }),
    ]);
  });
  afterAll(() => ctx.close());

  const subscribe = (token: string, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/subscriptions/stripe',
      headers: { ...auth(token), 'accept-language': 'en-GB' },
      payload,
      remoteAddress: clientOf(token),
    });
  const list = async (token: string) =>
    (await ctx.app.inject({ url: '/v1/subscriptions', headers: auth(token) })).json().data as Record<string, unknown>[];
  const premium = async (token: string) =>
    (await ctx.app.inject({ url: '/v1/profile', headers: auth(token) })).json().data.is_premium as boolean;
  const goldSteps = async (headers: Record<string, string>) =>
    (await ctx.app.inject({ url: `${RECORDS}/gold-dish`, headers })).json().data.steps;

  it('prices the plans in the visitor locale currency', async () => {
    const plans = (
      await ctx.app.inject({ url: '/v1/subscriptions/plans', headers: { 'accept-language': 'pt-BR' } })
    ).json().data;
    expect(
      plans.map((p: { type: string; amount: number; currency: string }) => [p.type, p.amount, p.currency]),
    ).toEqual([
      ['monthly', 1990, 'BRL'],
      ['yearly', 18990, 'BRL'],
    ]);
  });

  it('needs a member for everything but the plans', async () => {
    expect((await ctx.app.inject('/v1/subscriptions')).statusCode).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/v1/subscriptions/stripe',
          payload: { product_id: 'miamo-premium-monthly', payment_method_id: 'pm_card_visa' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('subscribes monthly, switches to yearly on the same subscription, cancels at the period end', async () => {
    const { token } = await payingMember(ctx.app);
    expect(await goldSteps(auth(token))).toBeUndefined();
    const created = await subscribe(token, { payment_method_id: 'pm_card_visa', product_id: 'miamo-premium-monthly' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      type: 'monthly',
      platform: 'test',
      card: { brand: 'visa', last4: '4242' },
      cancellation_date: null,
      last_receipt: { amount: 399, currency: 'GBP' },
    });
    expect(await premium(token)).toBe(true);
    expect((await goldSteps(auth(token))).length).toBeGreaterThan(0);

    const switched = await subscribe(token, { product_id: 'miamo-premium-yearly' });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data).toMatchObject({ type: 'yearly', card: { last4: '4242' } });
    expect(switched.json().data.expires_date_ms - Date.now()).toBeGreaterThan(360 * 86_400_000);
    expect(await list(token)).toHaveLength(1);

    const wrong = await ctx.app.inject({
      method: 'DELETE',
      url: '/v1/subscriptions/stripe',
      headers: auth(token),
      payload: { product_id: 'miamo-premium-monthly' },
    });
    expect(wrong.statusCode).toBe(404);
    const cancelled = await ctx.app.inject({
      method: 'DELETE',
      url: '/v1/subscriptions/stripe',
      headers: auth(token),
      payload: { product_id: 'miamo-premium-yearly' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.cancellation_date_ms).toBeGreaterThan(0);
    expect(await premium(token)).toBe(true);
  });

  const userIdOf = async (token: string) =>
    (await ctx.app.inject({ url: '/v1/profile', headers: auth(token) })).json().data.id as string;
  const customerOf = async (token: string) =>
    (
      await ctx.db.db
        .selectFrom('users')
        .select('stripe_customer_id')
        .where('id', '=', await userIdOf(token))
        .executeTakeFirstOrThrow()
    ).stripe_customer_id!;
  const providerIdOf = async (id: string) =>
    (
      await ctx.db.db
        .selectFrom('subscriptions')
        .select('provider_subscription_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).provider_subscription_id!;

  it('pays once when the member subscribes twice at the same moment', async () => {
    const { token } = await payingMember(ctx.app);
    const answers = await Promise.all(
      [1, 2, 3].map(() => subscribe(token, { payment_method_id: 'pm_card_visa', product_id: 'miamo-premium-monthly' })),
    );
    // One pays; the others either found another operation under way (409) or the live subscription (200).
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.every((code) => [200, 201, 409].includes(code))).toBe(true);
    expect(await list(token)).toHaveLength(1);
    const [subscription] = payments.subscriptionsOf(await customerOf(token));
    expect(payments.subscriptionsOf(await customerOf(token))).toHaveLength(1);
    expect(payments.paymentsOf(subscription!)).toHaveLength(1);
  });

  it('changes the plan only once paid: a card declined or waiting for the bank keeps the plan and period', async () => {
    const { token } = await payingMember(ctx.app);
    const monthly = (
      await subscribe(token, { payment_method_id: 'pm_card_visa', product_id: 'miamo-premium-monthly' })
    ).json().data;
    const providerId = await providerIdOf(monthly.id);
    const declined = await subscribe(token, {
      payment_method_id: 'pm_card_chargeDeclined',
      product_id: 'miamo-premium-yearly',
    });
    expect(declined.statusCode).toBe(402);
    const confirm = await subscribe(token, {
      payment_method_id: 'pm_card_authenticationRequired',
      product_id: 'miamo-premium-yearly',
    });
    expect(confirm.statusCode).toBe(402);
    expect(confirm.json()).toMatchObject({ requires_action: true, client_secret: expect.any(String) });
    expect(await list(token)).toMatchObject([
      { type: 'monthly', product_id: 'miamo-premium-monthly', expires_date_ms: monthly.expires_date_ms },
    ]);
    expect(payments.planOf(providerId)).toBe('monthly');
    expect(payments.paymentsOf(providerId)).toHaveLength(1);

    // Confirmed in the browser, Stripe applies the change and tells the webhook: the plan follows.
    const now = Math.floor(Date.now() / 1000);
    const applied = {
      id: `evt_${providerId}_plan`,
      type: 'customer.subscription.updated',
      created: now,
      data: {
        object: {
          id: providerId,
          status: 'active',
          items: { data: [{ current_period_end: now + 365 * 86_400, price: { recurring: { interval: 'year' } } }] },
        },
      },
    };
    const payload = JSON.stringify(applied);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/subscriptions/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signStripePayload(payload, SECRET, now) },
      payload,
    });
    expect(res.json().result).toBe('applied');
    expect(await list(token)).toMatchObject([
      { type: 'yearly', product_id: 'miamo-premium-yearly', expires_date_ms: (now + 365 * 86_400) * 1000 },
    ]);
  });

  /** A member whose first subscription's renewal failed (past_due at the provider, expired here), who subscribed again. */
  async function memberWithLeftover() {
    const { email, token } = await payingMember(ctx.app);
    const first = (
      await subscribe(token, { payment_method_id: 'pm_card_visa', product_id: 'miamo-premium-monthly' })
    ).json().data;
    const leftover = await providerIdOf(first.id);
    payments.setStatus(leftover, 'past_due');
    await ctx.db.db
      .updateTable('subscriptions')
      .set({ status: 'past_due', expires_at: new Date(Date.now() - 86_400_000) })
      .where('id', '=', first.id)
      .execute();
    const second = await subscribe(token, { payment_method_id: 'pm_card_visa', product_id: 'miamo-premium-yearly' });
    expect(second.statusCode).toBe(201);
    return { email, token, leftover, live: await providerIdOf(second.json().data.id) };
  }

  it('ends every provider subscription not ended when the member deletes their account, past_due and unrecorded ones included', async () => {
    const { email, token, leftover, live } = await memberWithLeftover();
    // One the provider has and this server never recorded (its answer was lost).
    const lost = await payments.charge({
      email,
      customerId: await customerOf(token),
      paymentMethodId: 'pm_card_visa',
      plan: 'monthly',
      amount: 499,
      currency: 'USD',
      existingSubscriptionId: null,
      operationId: 'lost',
    });
    const unrecorded = lost.kind === 'active' ? lost.subscriptionId : '';
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/v1/profile',
      headers: auth(token),
      payload: { email },
    });
    expect(deleted.statusCode).toBe(200);
    expect([leftover, live, unrecorded].map((id) => payments.statusOf(id))).toEqual([
      'canceled',
      'canceled',
      'canceled',
    ]);
  });

  it('cancels the live subscription at the period end and ends a past_due leftover now', async () => {
    const { token, leftover, live } = await memberWithLeftover();
    const cancelled = await ctx.app.inject({
      method: 'DELETE',
      url: '/v1/subscriptions/stripe',
      headers: auth(token),
      payload: { product_id: 'miamo-premium-yearly' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(payments.statusOf(live)).toBe('cancel_at_period_end');
    expect(payments.statusOf(leftover)).toBe('canceled');
    expect((await list(token)).map((s) => s.status).sort()).toEqual(['active', 'canceled']);
    expect(await premium(token)).toBe(true);
  });

  it('stops the billing at the provider when the member deletes their account', async () => {
    const { email, token } = await payingMember(ctx.app);
    const { id } = (
      await subscribe(token, { payment_method_id: 'pm_card_visa', product_id: 'miamo-premium-yearly' })
    ).json().data;
    const { provider_subscription_id } = await ctx.db.db
      .selectFrom('subscriptions')
      .select('provider_subscription_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(payments.statusOf(provider_subscription_id!)).toBe('active');
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/v1/profile',
      headers: auth(token),
      payload: { email },
    });
    expect(deleted.statusCode).toBe(200);
    expect(payments.statusOf(provider_subscription_id!)).toBe('canceled');
  });

  it('refuses a declined card, a card needing confirmation, an unknown plan or method, and records nothing', async () => {
    const { token } = await payingMember(ctx.app);
    const declined = await subscribe(token, {
      payment_method_id: 'pm_card_chargeDeclined',
      product_id: 'miamo-premium-monthly',
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      message: 'Your card was declined.',
      details: [{ name: 'payment_method_id' }],
    });
    const confirm = await subscribe(token, {
      payment_method_id: 'pm_card_authenticationRequired',
      product_id: 'miamo-premium-monthly',
    });
    expect(confirm.statusCode).toBe(402);
    expect(confirm.json()).toMatchObject({ requires_action: true, details: [{ name: 'payment_method_id' }] });
    expect(confirm.json().client_secret).toMatch(/^seti_test_/);
    expect(
      (await subscribe(token, { payment_method_id: 'pm_card_visa', product_id: 'gold' })).json().details[0].name,
    ).toBe('product_id');
    expect(
      (await subscribe(token, { payment_method_id: 'pm_nonsense', product_id: 'miamo-premium-monthly' })).json()
        .details[0].name,
    ).toBe('payment_method_id');
    expect((await subscribe(token, { product_id: 'miamo-premium-monthly' })).statusCode).toBe(400);
    expect(await list(token)).toEqual([]);
    expect(await premium(token)).toBe(false);
  });

  it('never sends locked steps or ingredients to a caller without access', async () => {
    const { token } = await payingMember(ctx.app);
    for (const headers of [{}, auth(token)]) {
      const one = (await ctx.app.inject({ url: `${RECORDS}/gold-dish`, headers })).json().data;
      expect(one.steps).toBeUndefined();
      expect(one.ingredients).toBeUndefined();
      for (const query of [
        '',
        '?_fields=steps,ingredients',
        '?access_mode=premium',
        '?in_id=gold-dish,book-dish&_fields=id,steps',
      ]) {
        const rows = (await ctx.app.inject({ url: `${RECORDS}${query}`, headers })).json().data as Record<
          string,
          unknown
        >[];
        for (const row of rows.filter((r) => r.id === 'gold-dish' || r.id === 'book-dish')) {
          expect(row.steps, `${query} ${row.id}`).toBeUndefined();
          expect(row.ingredients, `${query} ${row.id}`).toBeUndefined();
        }
      }
    }
  });

  describe('webhook', () => {
    const post = (payload: string, signature: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/subscriptions/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    const signed = (event: Record<string, unknown>, at = Math.floor(Date.now() / 1000)) => {
      const payload = JSON.stringify(event);
      return post(payload, signStripePayload(payload, SECRET, at));
    };
    const invoicePaid = (id: string, subscription: string, created: number, periodEnd: number) => ({
      id,
      type: 'invoice.paid',
      created,
      data: {
        object: {
          amount_paid: 499,
          currency: 'eur',
          parent: { subscription_details: { subscription } },
          lines: { data: [{ period: { end: periodEnd } }] },
        },
      },
    });

    async function member() {
      const { token } = await payingMember(ctx.app);
      const sub = (
        await subscribe(token, { payment_method_id: 'pm_card_visa', product_id: 'miamo-premium-monthly' })
      ).json().data;
      const row = await ctx.db.db
        .selectFrom('subscriptions')
        .select('provider_subscription_id')
        .where('id', '=', sub.id)
        .executeTakeFirstOrThrow();
      return { token, providerId: row.provider_subscription_id!, subscriptionId: sub.id as string };
    }
    const expiresOf = async (id: string) =>
      new Date(
        (
          await ctx.db.db
            .selectFrom('subscriptions')
            .select('expires_at')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).expires_at,
      ).getTime();

    it('applies a renewal once, even replayed, and an older event delivered late changes nothing', async () => {
      const { providerId, subscriptionId } = await member();
      const now = Math.floor(Date.now() / 1000);
      const renewal = invoicePaid(`evt_${providerId}_2`, providerId, now, now + 62 * 86_400);
      expect((await signed(renewal)).json().result).toBe('applied');
      const extended = await expiresOf(subscriptionId);
      expect(extended).toBe((now + 62 * 86_400) * 1000);
      expect((await signed(renewal)).json().result).toBe('replayed');
      expect(await expiresOf(subscriptionId)).toBe(extended);
      const older = invoicePaid(`evt_${providerId}_1`, providerId, now - 3600, now + 31 * 86_400);
      expect((await signed(older)).json().result).toBe('stale');
      expect(await expiresOf(subscriptionId)).toBe(extended);
      const rows = await ctx.db.db
        .selectFrom('webhook_events')
        .select('id')
        .where('id', 'in', [renewal.id, older.id])
        .execute();
      expect(rows).toHaveLength(2);
    });

    it('ends premium when the subscription is deleted', async () => {
      const { token, providerId } = await member();
      const now = Math.floor(Date.now() / 1000);
      const deleted = {
        id: `evt_${providerId}_del`,
        type: 'customer.subscription.deleted',
        created: now + 5,
        data: { object: { id: providerId, ended_at: now } },
      };
      expect((await signed(deleted)).json().result).toBe('applied');
      expect(await premium(token)).toBe(false);
    });

    const subscriptionUpdated = (
      id: string,
      subscription: string,
      created: number,
      status: string,
      periodEnd: number,
    ) => ({
      id,
      type: 'customer.subscription.updated',
      created,
      data: { object: { id: subscription, status, items: { data: [{ current_period_end: periodEnd }] } } },
    });

    it('extends premium only for a paid period: a failed renewal keeps the paid end, unpaid ends premium', async () => {
      const { token, providerId, subscriptionId } = await member();
      const now = Math.floor(Date.now() / 1000);
      const paidUntil = await expiresOf(subscriptionId);
      expect(
        (
          await signed(subscriptionUpdated(`evt_${providerId}_pd`, providerId, now, 'past_due', now + 400 * 86_400))
        ).json().result,
      ).toBe('applied');
      expect(await expiresOf(subscriptionId)).toBe(paidUntil);
      expect(await premium(token)).toBe(true);
      expect(
        (
          await signed(subscriptionUpdated(`evt_${providerId}_up`, providerId, now + 1, 'unpaid', now + 400 * 86_400))
        ).json().result,
      ).toBe('applied');
      expect(await premium(token)).toBe(false);
      expect(
        (
          await signed(subscriptionUpdated(`evt_${providerId}_ok`, providerId, now + 2, 'active', now + 62 * 86_400))
        ).json().result,
      ).toBe('applied');
      expect(await expiresOf(subscriptionId)).toBe((now + 62 * 86_400) * 1000);
      expect(await premium(token)).toBe(true);
    });

    it('answers an event about a subscription not written yet with a non-2xx, keeping nothing, so Stripe retries', async () => {
      const now = Math.floor(Date.now() / 1000);
      const early = invoicePaid(`evt_early_${engine}`, `sub_not_yet_${engine}`, now, now + 31 * 86_400);
      expect((await signed(early)).statusCode).toBe(409);
      expect(await ctx.db.db.selectFrom('webhook_events').select('id').where('id', '=', early.id).execute()).toEqual(
        [],
      );
      const other = {
        id: `evt_other_${engine}`,
        type: 'customer.created',
        created: now,
        data: { object: { id: 'cus_1' } },
      };
      expect((await signed(other)).json().result).toBe('ignored');
    });

    it('refuses a forged signature, another secret, a stale timestamp or no signature, changing nothing', async () => {
      const { providerId, subscriptionId } = await member();
      const before = await expiresOf(subscriptionId);
      const now = Math.floor(Date.now() / 1000);
      const event = invoicePaid(`evt_${providerId}_forged`, providerId, now, now + 400 * 86_400);
      const payload = JSON.stringify(event);
      expect((await post(payload, signStripePayload(payload, 'whsec_someone_else', now))).statusCode).toBe(400);
      expect((await post(payload, signStripePayload(`${payload} `, SECRET, now))).statusCode).toBe(400);
      expect((await post(payload, signStripePayload(payload, SECRET, now - 301))).statusCode).toBe(400);
      expect((await post(payload, '')).statusCode).toBe(400);
      expect(await expiresOf(subscriptionId)).toBe(before);
      const recorded = await ctx.db.db.selectFrom('webhook_events').select('id').where('id', '=', event.id).execute();
      expect(recorded).toEqual([]);
    });
  });
});
