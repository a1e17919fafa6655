import { describe, expect, it } from 'vitest';
import { ProviderUnavailable } from './provider';
import { STRIPE_API_VERSION, stripeForm, stripeProvider } from './stripe-provider';

const settings = { secretKey: 'sk_test_x', apiBase: 'https://stripe.test', prices: { monthly: 'price_m', yearly: 'price_y' } };
type Answer = [number, unknown] | ((body: URLSearchParams) => [number, unknown]);

/** A fetch that answers Stripe's calls from a table and records them. */
function fakeStripe(answers: Record<string, Answer>) {
  const calls: { method: string; path: string; body: string; headers: Record<string, string> }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    const path = url.replace('https://stripe.test/v1', '');
    calls.push({ method: init.method!, path, body: String(init.body ?? ''), headers: init.headers as Record<string, string> });
    const answer = answers[`${init.method} ${path}`] ?? [404, { error: { type: 'invalid_request_error', message: `no ${path}` } }];
    const [status, body] = typeof answer === 'function' ? answer(new URLSearchParams(String(init.body ?? ''))) : answer;
    return new Response(JSON.stringify(body), { status });
  }) as typeof fetch;
  return { fetcher, calls };
}

const newSubscription = { email: 'a@b.c', customerId: null, paymentMethodId: 'pm_1', plan: 'monthly' as const, amount: 499, currency: 'USD', existingSubscriptionId: null, operationId: 'op-1' };
const subscribing = {
  'POST /customers': [200, { id: 'cus_1' }],
  'POST /payment_methods/pm_1/attach': [200, { id: 'pm_1' }],
  'POST /customers/cus_1': [200, { id: 'cus_1' }],
  'POST /subscriptions': [200, { id: 'sub_1', status: 'active', items: { data: [{ id: 'si_1', current_period_end: 1_800_000_000 }] } }],
  'GET /payment_methods/pm_1': [200, { card: { brand: 'visa', last4: '4242', exp_month: 1, exp_year: 2030 } }],
} satisfies Record<string, Answer>;

describe('the Stripe provider', () => {
  it('encodes nested parameters as Stripe expects', () => {
    expect(stripeForm({ customer: 'cus_1', items: [{ price: 'price_m' }], invoice_settings: { default_payment_method: 'pm_1' }, skip: undefined })).toEqual([
      'customer=cus_1',
      'items%5B0%5D%5Bprice%5D=price_m',
      'invoice_settings%5Bdefault_payment_method%5D=pm_1',
    ]);
  });

  it('creates the customer, attaches the card and subscribes with the pinned API version', async () => {
    const { fetcher, calls } = fakeStripe(subscribing);
    const result = await stripeProvider(settings, fetcher).charge(newSubscription);
    expect(result).toEqual({ kind: 'active', subscriptionId: 'sub_1', customerId: 'cus_1', periodEnd: new Date(1_800_000_000_000), card: { brand: 'visa', last4: '4242', exp_month: 1, exp_year: 2030 } });
    const create = calls.find((c) => c.path === '/subscriptions')!;
    expect(create.body).toContain('payment_behavior=error_if_incomplete');
    expect(create.body).toContain('items%5B0%5D%5Bprice%5D=price_m');
    expect(create.headers['Stripe-Version']).toBe(STRIPE_API_VERSION);
    expect(create.headers.Authorization).toBe('Bearer sk_test_x');
  });

  it('sends an Idempotency-Key with every write, the same for a retry of the operation and new for another one', async () => {
    const keysOf = async (operationId: string) => {
      const { fetcher, calls } = fakeStripe(subscribing);
      await stripeProvider(settings, fetcher).charge({ ...newSubscription, operationId });
      return calls.map((c) => [`${c.method} ${c.path}`, c.headers['Idempotency-Key']]);
    };
    const first = await keysOf('op-1');
    expect(first).toEqual([
      ['POST /customers', 'op-1:customer'],
      ['POST /payment_methods/pm_1/attach', 'op-1:attach'],
      ['POST /customers/cus_1', 'op-1:default-card'],
      ['POST /subscriptions', 'op-1:subscription'],
      ['GET /payment_methods/pm_1', undefined],
    ]);
    expect(await keysOf('op-1')).toEqual(first);
    expect((await keysOf('op-2')).filter(([, key]) => key).every(([, key]) => key!.startsWith('op-2:'))).toBe(true);

    const { fetcher, calls } = fakeStripe({ 'DELETE /subscriptions/sub_1': [200, {}], 'POST /subscriptions/sub_1': [200, {}] });
    await stripeProvider(settings, fetcher).cancelNow('sub_1', 'op-3');
    await stripeProvider(settings, fetcher).cancelAtPeriodEnd('sub_1', 'op-4');
    expect(calls.map((c) => c.headers['Idempotency-Key'])).toEqual(['op-3:cancel:sub_1', 'op-4:cancel-at-period-end:sub_1']);
  });

  const existing = { id: 'sub_1', status: 'active', cancel_at_period_end: true, items: { data: [{ id: 'si_1', current_period_end: 1_800_000_000, price: { id: 'price_m' } }] } };
  const planChange = { ...newSubscription, customerId: 'cus_1', paymentMethodId: null, plan: 'yearly' as const, existingSubscriptionId: 'sub_1' };

  it('changes a plan with pending_if_incomplete: a payment still to confirm changes nothing and resumes nothing', async () => {
    const { fetcher, calls } = fakeStripe({
      'GET /subscriptions/sub_1': [200, existing],
      'POST /subscriptions/sub_1': [200, { ...existing, pending_update: { expires_at: 1_800_000_000 }, latest_invoice: { confirmation_secret: { client_secret: 'pi_1_secret_2' } } }],
    });
    expect(await stripeProvider(settings, fetcher).charge(planChange)).toEqual({ kind: 'requires_action', clientSecret: 'pi_1_secret_2' });
    const writes = calls.filter((c) => c.method === 'POST');
    expect(writes).toHaveLength(1);
    const body = new URLSearchParams(writes[0].body);
    expect(Object.fromEntries(body)).toEqual({
      'items[0][id]': 'si_1',
      'items[0][price]': 'price_y',
      payment_behavior: 'pending_if_incomplete',
      proration_behavior: 'always_invoice',
      'expand[0]': 'latest_invoice.confirmation_secret',
    });
  });

  it('applies a paid plan change, then resumes a subscription set to end', async () => {
    const { fetcher, calls } = fakeStripe({
      'GET /subscriptions/sub_1': [200, existing],
      'POST /subscriptions/sub_1': (body) =>
        body.get('cancel_at_period_end') === 'false'
          ? [200, { ...existing, cancel_at_period_end: false, items: { data: [{ id: 'si_1', current_period_end: 1_900_000_000, price: { id: 'price_y' } }] } }]
          : [200, { ...existing, pending_update: null, items: { data: [{ id: 'si_1', current_period_end: 1_900_000_000, price: { id: 'price_y' } }] } }],
    });
    expect(await stripeProvider(settings, fetcher).charge(planChange)).toMatchObject({ kind: 'active', subscriptionId: 'sub_1', periodEnd: new Date(1_900_000_000_000) });
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.headers['Idempotency-Key'])).toEqual(['op-1:plan', 'op-1:resume']);
  });

  it('turns a card error into a declined payment', async () => {
    const { fetcher } = fakeStripe({
      'POST /payment_methods/pm_2/attach': [402, { error: { type: 'card_error', message: 'Your card was declined.' } }],
    });
    const result = await stripeProvider(settings, fetcher).charge({ ...newSubscription, customerId: 'cus_1', paymentMethodId: 'pm_2', plan: 'yearly' });
    expect(result).toEqual({ kind: 'declined', message: 'Your card was declined.' });
  });

  it('asks for another card when Stripe refuses the payment method itself, and fails loudly otherwise', async () => {
    const request = { ...newSubscription, customerId: 'cus_1', paymentMethodId: 'pm_3' };
    const taken = fakeStripe({
      'POST /payment_methods/pm_3/attach': [400, { error: { type: 'invalid_request_error', message: 'This PaymentMethod was previously used without being attached to a Customer', param: 'payment_method' } }],
    });
    expect(await stripeProvider(settings, taken.fetcher).charge(request)).toEqual({ kind: 'invalid_payment_method' });
    const misconfigured = fakeStripe({
      'POST /payment_methods/pm_3/attach': [200, { id: 'pm_3' }],
      'POST /customers/cus_1': [200, { id: 'cus_1' }],
      'POST /subscriptions': [400, { error: { type: 'invalid_request_error', message: 'No such price', param: 'items[0][price]' } }],
    });
    await expect(stripeProvider(settings, misconfigured.fetcher).charge(request)).rejects.toThrow('No such price');
  });

  it('gives up on a silent Stripe after the timeout, and tells a failing or unreachable one apart', async () => {
    const silent = (async (_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)))) as typeof fetch;
    const started = Date.now();
    const timedOut = stripeProvider({ ...settings, timeoutMs: 50 }, silent).cancelNow('sub_1', 'op-1');
    await expect(timedOut).rejects.toThrow(ProviderUnavailable);
    await expect(timedOut).rejects.toMatchObject({ reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);

    const down = fakeStripe({ 'DELETE /subscriptions/sub_1': [500, { error: { type: 'api_error', message: 'Stripe is down' } }] });
    await expect(stripeProvider(settings, down.fetcher).cancelNow('sub_1', 'op-1')).rejects.toMatchObject({ reason: 'failed' });
    const refused = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(stripeProvider(settings, refused).charge(newSubscription)).rejects.toMatchObject({ reason: 'unreachable' });
  });

  it('ends a subscription now with DELETE, and takes one Stripe no longer has as ended', async () => {
    const { fetcher, calls } = fakeStripe({ 'DELETE /subscriptions/sub_1': [200, { id: 'sub_1', status: 'canceled' }] });
    const stripe = stripeProvider(settings, fetcher);
    await stripe.cancelNow('sub_1', 'op-1');
    await stripe.cancelNow('sub_gone', 'op-1');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /subscriptions/sub_1', 'DELETE /subscriptions/sub_gone']);
  });

  it("lists the customer's subscriptions not ended, past_due, unpaid and incomplete included", async () => {
    const data = ['active', 'past_due', 'unpaid', 'incomplete', 'canceled', 'incomplete_expired'].map((status, i) => ({ id: `sub_${i}`, status, items: { data: [] } }));
    const { fetcher, calls } = fakeStripe({ 'GET /subscriptions?customer=cus_1&status=all&limit=100': [200, { data }] });
    expect((await stripeProvider(settings, fetcher).openSubscriptions('cus_1')).map((s) => s.status)).toEqual(['active', 'past_due', 'unpaid', 'incomplete']);
    expect(calls[0].headers['Idempotency-Key']).toBeUndefined();
  });
});
