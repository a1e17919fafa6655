import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stripeProvider } from '../../../server/billing/stripe-provider';
import { ENGINES, testApp } from '../engines';
import { type FakeStripe, fakeStripe } from '../fake-stripe';
import { auth, clientOf, payingMember } from '../members';

const SETTINGS = {
  secretKey: 'sk_test_x',
  webhookSecret: 'whsec_x',
  prices: { monthly: 'price_m', yearly: 'price_y' },
  timeoutMs: 300,
};
const MONTHLY = { payment_method_id: 'pm_card_visa', product_id: 'miamo-premium-monthly' };

/** Rejects when the promise takes longer than `ms`: a query stuck behind a lock fails instead of hanging. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms)),
  ]);

describe.each(ENGINES)('billing through Stripe on %s', (engine) => {
  let stripe: FakeStripe;
  let ctx: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    // Real HTTP: the SDK calls the fake on loopback, as it would call api.stripe.com.
    stripe = await fakeStripe();
    ctx = await testApp(engine, { payments: stripeProvider({ ...SETTINGS, apiBase: stripe.apiBase }) });
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });
  beforeEach(() => {
    stripe.state.silent = () => false;
    stripe.state.hold = () => false;
  });

  const subscribe = (token: string, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/subscriptions/stripe',
      headers: auth(token),
      payload,
      remoteAddress: clientOf(token),
    });
  const cancel = (token: string, productId: string) =>
    ctx.app.inject({
      method: 'DELETE',
      url: '/v1/subscriptions/stripe',
      headers: auth(token),
      payload: { product_id: productId },
    });
  const deleteAccount = (token: string, email: string) =>
    ctx.app.inject({ method: 'DELETE', url: '/v1/profile', headers: auth(token), payload: { email } });
  const list = async (token: string) =>
    (await ctx.app.inject({ url: '/v1/subscriptions', headers: auth(token) })).json().data as {
      id: string;
      type: string;
      expires_date_ms: number;
    }[];
  const member = async () => {
    const { email, token } = await payingMember(ctx.app);
    const userId = (await ctx.app.inject({ url: '/v1/profile', headers: auth(token) })).json().data.id as string;
    return { email, token, userId };
  };
  const customerOf = async (userId: string) =>
    (
      await ctx.db.db
        .selectFrom('users')
        .select('stripe_customer_id')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).stripe_customer_id!;
  const stripeSubscriptionsOf = (customer: string) =>
    [...stripe.subscriptions.values()].filter((s) => s.customer === customer);

  it('holds no lock while Stripe works, and answers 409 to any other billing call meanwhile', async () => {
    const { email, token, userId } = await member();
    stripe.state.hold = (path) => path === '/subscriptions';
    const first = subscribe(token, MONTHLY);
    try {
      await vi.waitFor(() =>
        expect(stripe.calls.some((c) => c.path === '/subscriptions' && c.method === 'POST')).toBe(true),
      );
      // On PGlite's one connection, a transaction kept open across the call would stall this query;
      // on PostgreSQL, a row lock would refuse NOWAIT.
      await expect(
        within(
          ctx.db.db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().noWait().execute(),
          3_000,
        ),
      ).resolves.toHaveLength(1);
      const second = await within(subscribe(token, { product_id: 'miamo-premium-yearly' }), 3_000);
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({ code: 409, errno: 114, message: expect.stringMatching(/under way/) });
      expect((await within(cancel(token, 'miamo-premium-monthly'), 3_000)).statusCode).toBe(409);
      expect((await within(deleteAccount(token, email), 3_000)).statusCode).toBe(409);
    } finally {
      stripe.state.hold = () => false;
      stripe.release();
    }
    expect((await first).statusCode).toBe(201);
    expect((await cancel(token, 'miamo-premium-monthly')).statusCode).toBe(200);
  });

  it('answers 503 when Stripe stays silent through the retries, and a retry replays the same writes: one subscription, paid once', async () => {
    const { token, userId } = await member();
    stripe.state.silent = (path) => path === '/subscriptions';
    const started = Date.now();
    const silent = await subscribe(token, MONTHLY);
    expect(silent.statusCode).toBe(503);
    expect(silent.json()).toMatchObject({
      code: 503,
      errno: 201,
      error: 'Service Unavailable',
      message: expect.stringMatching(/did not answer in time/),
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await list(token)).toEqual([]);

    stripe.state.silent = () => false;
    const retried = await subscribe(token, MONTHLY);
    expect(retried.statusCode).toBe(201);
    const customer = await customerOf(userId);
    const creates = stripe.calls.filter(
      (c) => c.method === 'POST' && c.path === '/subscriptions' && c.body.get('customer') === customer,
    );
    // The SDK's own retries of the silent call, then the member's retry: one idempotency key.
    expect(creates.length).toBeGreaterThan(2);
    expect(new Set(creates.map((c) => c.key)).size).toBe(1);
    expect(stripeSubscriptionsOf(customer)).toHaveLength(1);
    expect(await list(token)).toHaveLength(1);
  });

  it('changes the plan only once paid: a change waiting for the bank keeps the stored plan and period', async () => {
    const { token } = await member();
    const created = (await subscribe(token, MONTHLY)).json().data;
    const confirm = await subscribe(token, {
      payment_method_id: 'pm_card_authenticationRequired',
      product_id: 'miamo-premium-yearly',
    });
    expect(confirm.statusCode).toBe(402);
    expect(confirm.json()).toMatchObject({
      requires_action: true,
      client_secret: expect.stringMatching(/^pi_sub_\d+_secret_/),
    });
    const change = stripe.calls.findLast((c) => c.body.get('items[0][price]') === 'price_y')!;
    expect(change.body.get('payment_behavior')).toBe('pending_if_incomplete');
    expect(await list(token)).toMatchObject([
      { id: created.id, type: 'monthly', expires_date_ms: created.expires_date_ms },
    ]);

    const paid = await subscribe(token, { payment_method_id: 'pm_card_visa', product_id: 'miamo-premium-yearly' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.type).toBe('yearly');
  });

  it('deletes an account only once Stripe ended every subscription not ended, one never recorded here included', async () => {
    const { email, token, userId } = await member();
    const { id } = (await subscribe(token, MONTHLY)).json().data;
    const customer = await customerOf(userId);
    // A subscription this server never heard of (its answer was lost), that Stripe still retries.
    stripe.subscriptions.set('sub_lost', {
      id: 'sub_lost',
      customer,
      status: 'past_due',
      price: 'price_m',
      card: 'pm_card_visa',
      cancel_at_period_end: false,
    });

    stripe.state.silent = (path) => path === '/subscriptions/sub_lost';
    const silent = await deleteAccount(token, email);
    expect(silent.statusCode).toBe(503);
    expect((await ctx.app.inject({ url: '/v1/profile', headers: auth(token) })).statusCode).toBe(200);
    expect(await ctx.db.db.selectFrom('subscriptions').select('id').where('id', '=', id).execute()).toHaveLength(1);

    stripe.state.silent = () => false;
    expect((await deleteAccount(token, email)).statusCode).toBe(200);
    expect(stripeSubscriptionsOf(customer).map((s) => s.status)).toEqual(['canceled', 'canceled']);
    const deletes = stripe.calls.filter((c) => c.method === 'DELETE' && c.path.startsWith('/subscriptions/'));
    expect(deletes.every((c) => c.key)).toBe(true);
  });
});
