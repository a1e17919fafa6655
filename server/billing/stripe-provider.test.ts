import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeStripe, fakeStripe } from '../../tests/api/fake-stripe';
import { ProviderUnavailable } from './provider';
import { STRIPE_API_VERSION, type StripeSettings, stripeProvider } from './stripe-provider';

const SECRET = 'whsec_test';
const newSubscription = {
  email: 'a@b.c',
  customerId: null,
  paymentMethodId: 'pm_card_visa',
  plan: 'monthly' as const,
  amount: 499,
  currency: 'USD',
  existingSubscriptionId: null,
  operationId: 'op-1',
};

describe('the Stripe provider, through the SDK against Stripe over HTTP', () => {
  let stripe: FakeStripe;
  let settings: StripeSettings;
  const provider = (overrides: Partial<StripeSettings> = {}) => stripeProvider({ ...settings, ...overrides });
  beforeAll(async () => {
    stripe = await fakeStripe();
    settings = {
      secretKey: 'sk_test_x',
      apiBase: stripe.apiBase,
      webhookSecret: SECRET,
      prices: { monthly: 'price_m', yearly: 'price_y' },
      timeoutMs: 300,
    };
  });
  afterAll(() => stripe.close());
  beforeEach(() => {
    stripe.calls.length = 0;
    stripe.state.silent = () => false;
    stripe.state.fail = () => false;
  });

  const writes = () => stripe.calls.map((c) => [`${c.method} ${c.path.replace(/cus_\d+/, 'cus')}`, c.key]);

  it('creates the customer, attaches the card and subscribes with the pinned API version and the secret key', async () => {
    const result = await provider().charge(newSubscription);
    expect(result).toMatchObject({
      kind: 'active',
      subscriptionId: expect.stringMatching(/^sub_/),
      customerId: expect.stringMatching(/^cus_/),
      card: { brand: 'visa', last4: '4242' },
    });
    const create = stripe.calls.find((c) => c.method === 'POST' && c.path === '/subscriptions')!;
    expect(Object.fromEntries(create.body)).toMatchObject({
      'items[0][price]': 'price_m',
      payment_behavior: 'error_if_incomplete',
      default_payment_method: 'pm_card_visa',
    });
    expect(create.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(create.headers.authorization).toBe('Bearer sk_test_x');
  });

  it('sends an Idempotency-Key with every write, the same for a retry of the operation and new for another one', async () => {
    await provider().charge(newSubscription);
    const first = writes();
    expect(first).toEqual([
      ['POST /customers', 'op-1:customer'],
      ['POST /payment_methods/pm_card_visa/attach', 'op-1:attach'],
      ['POST /customers/cus', 'op-1:default-card'],
      ['POST /subscriptions', 'op-1:subscription'],
      ['GET /payment_methods/pm_card_visa', undefined],
    ]);
    stripe.calls.length = 0;
    await provider().charge(newSubscription);
    expect(writes()).toEqual(first);
    stripe.calls.length = 0;
    const other = await provider().charge({ ...newSubscription, operationId: 'op-2' });
    expect(stripe.calls.filter((c) => c.key).every((c) => c.key!.startsWith('op-2:'))).toBe(true);

    const id = other.kind === 'active' ? other.subscriptionId : '';
    stripe.calls.length = 0;
    await provider().cancelAtPeriodEnd(id, 'op-3');
    await provider().cancelNow(id, 'op-4');
    expect(stripe.calls.map((c) => c.key)).toEqual([`op-3:cancel-at-period-end:${id}`, `op-4:cancel:${id}`]);
  });

  it('retries a call Stripe left unanswered with the same key: done once', async () => {
    let silences = 1;
    stripe.state.silent = (path) => path === '/subscriptions' && silences-- > 0;
    const result = await provider({ maxNetworkRetries: 1 }).charge({ ...newSubscription, operationId: 'op-retry' });
    expect(result.kind).toBe('active');
    const creates = stripe.calls.filter((c) => c.method === 'POST' && c.path === '/subscriptions');
    expect(creates.map((c) => c.key)).toEqual(['op-retry:subscription', 'op-retry:subscription']);
    expect(
      [...stripe.subscriptions.values()].filter((s) => s.customer === creates[0]!.body.get('customer')),
    ).toHaveLength(1);
  });

  /** A live monthly subscription, set to end with its period. */
  async function endingMonthly(operationId: string) {
    const created = await provider().charge({ ...newSubscription, operationId });
    if (created.kind !== 'active') throw new Error('not subscribed');
    await provider().cancelAtPeriodEnd(created.subscriptionId, operationId);
    stripe.calls.length = 0;
    return {
      ...newSubscription,
      customerId: created.customerId,
      paymentMethodId: null,
      plan: 'yearly' as const,
      existingSubscriptionId: created.subscriptionId,
    };
  }

  it('changes a plan with pending_if_incomplete: a payment still to confirm changes nothing and resumes nothing', async () => {
    const change = await endingMonthly('op-pending');
    const result = await provider().charge({
      ...change,
      paymentMethodId: 'pm_card_authenticationRequired',
      operationId: 'op-change',
    });
    expect(result).toEqual({ kind: 'requires_action', clientSecret: `pi_${change.existingSubscriptionId}_secret_x` });
    const planWrite = stripe.calls.find((c) => c.key === 'op-change:plan')!;
    expect(Object.fromEntries(planWrite.body)).toEqual({
      'items[0][id]': `si_${change.existingSubscriptionId}`,
      'items[0][price]': 'price_y',
      payment_behavior: 'pending_if_incomplete',
      proration_behavior: 'always_invoice',
      'expand[0]': 'latest_invoice.confirmation_secret',
    });
    expect(stripe.calls.some((c) => c.key === 'op-change:resume')).toBe(false);
    expect(stripe.subscriptions.get(change.existingSubscriptionId)).toMatchObject({
      price: 'price_m',
      cancel_at_period_end: true,
    });
  });

  it('applies a paid plan change, then resumes a subscription set to end', async () => {
    const change = await endingMonthly('op-paid');
    const result = await provider().charge({ ...change, operationId: 'op-change-2' });
    expect(result).toMatchObject({ kind: 'active', subscriptionId: change.existingSubscriptionId });
    expect(stripe.calls.filter((c) => c.method === 'POST').map((c) => c.key)).toEqual([
      'op-change-2:plan',
      'op-change-2:resume',
    ]);
    expect(stripe.subscriptions.get(change.existingSubscriptionId)).toMatchObject({
      price: 'price_y',
      cancel_at_period_end: false,
    });
  });

  it('turns a card error into a declined payment, an unknown payment method into another card to pick', async () => {
    expect(
      await provider().charge({
        ...newSubscription,
        paymentMethodId: 'pm_card_chargeDeclined',
        operationId: 'op-declined',
      }),
    ).toEqual({ kind: 'declined', message: 'Your card was declined.' });
    expect(
      await provider().charge({ ...newSubscription, paymentMethodId: 'pm_nonsense', operationId: 'op-unknown' }),
    ).toEqual({ kind: 'invalid_payment_method' });
  });

  it('fails loudly when Stripe refuses the request itself (a price that does not exist)', async () => {
    const misconfigured = provider({ prices: { monthly: 'price_gone', yearly: 'price_y' } });
    await expect(misconfigured.charge({ ...newSubscription, operationId: 'op-price' })).rejects.toThrow(
      /No such price/,
    );
  });

  it('gives up on a silent Stripe after the timeout, and tells a failing or unreachable one apart', async () => {
    stripe.state.silent = () => true;
    const started = Date.now();
    const timedOut = provider({ timeoutMs: 50, maxNetworkRetries: 0 }).cancelNow('sub_x', 'op-1');
    await expect(timedOut).rejects.toThrow(ProviderUnavailable);
    await expect(timedOut).rejects.toMatchObject({ reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);

    stripe.state.silent = () => false;
    stripe.state.fail = () => true;
    await expect(provider({ maxNetworkRetries: 0 }).cancelNow('sub_x', 'op-1')).rejects.toMatchObject({
      reason: 'failed',
    });
    // Nothing listens on port 9 of loopback (discard): the connection is refused.
    await expect(
      provider({ apiBase: 'http://127.0.0.1:9', maxNetworkRetries: 0 }).charge(newSubscription),
    ).rejects.toMatchObject({ reason: 'unreachable' });
  });

  it('ends a subscription now with DELETE, and takes one Stripe no longer has as ended', async () => {
    const created = await provider().charge({ ...newSubscription, operationId: 'op-end' });
    const id = created.kind === 'active' ? created.subscriptionId : '';
    stripe.calls.length = 0;
    await provider().cancelNow(id, 'op-end');
    await provider().cancelNow('sub_gone', 'op-end');
    expect(stripe.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `DELETE /subscriptions/${id}`,
      'DELETE /subscriptions/sub_gone',
    ]);
    expect(stripe.subscriptions.get(id)?.status).toBe('canceled');
  });

  it("lists the customer's subscriptions not ended, past_due, unpaid and incomplete included", async () => {
    const statuses = ['active', 'past_due', 'unpaid', 'incomplete', 'canceled', 'incomplete_expired'];
    statuses.forEach((status, i) =>
      stripe.subscriptions.set(`sub_list_${i}`, {
        id: `sub_list_${i}`,
        customer: 'cus_list',
        status,
        price: 'price_m',
        card: 'pm_card_visa',
        cancel_at_period_end: false,
      }),
    );
    expect((await provider().openSubscriptions('cus_list')).map((s) => s.status)).toEqual([
      'active',
      'past_due',
      'unpaid',
      'incomplete',
    ]);
    expect(stripe.calls.map((c) => [c.method, c.key])).toEqual([['GET', undefined]]);
  });

  it("reads a webhook's event only under a recent signature made with the webhook secret", () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'invoice.paid',
      created: 1,
      data: { object: {} },
    });
    const sign = (secret: string, timestamp = Math.floor(Date.now() / 1000)) =>
      Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
    expect(provider().webhookEvent(payload, sign(SECRET))).toMatchObject({ id: 'evt_1', type: 'invoice.paid' });
    expect(provider().webhookEvent(payload, sign('whsec_other'))).toBeNull();
    expect(provider().webhookEvent(payload, sign(SECRET, Math.floor(Date.now() / 1000) - 301))).toBeNull();
    expect(provider().webhookEvent(payload, sign(SECRET, Math.floor(Date.now() / 1000) + 3600))).toBeNull();
    expect(provider().webhookEvent(payload, undefined)).toBeNull();
    expect(provider({ webhookSecret: '' }).webhookEvent(payload, sign(''))).toBeNull();
  });
});
