import { describe, expect, it } from 'vitest';
import { STRIPE_API_VERSION, stripeForm, stripeProvider } from './stripe-provider';

const settings = { secretKey: 'sk_test_x', apiBase: 'https://stripe.test', prices: { monthly: 'price_m', yearly: 'price_y' } };

/** A fetch that answers Stripe's calls from a table and records them. */
function fakeStripe(answers: Record<string, [number, unknown]>) {
  const calls: { method: string; path: string; body: string; headers: Record<string, string> }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    const path = url.replace('https://stripe.test/v1', '');
    calls.push({ method: init.method!, path, body: String(init.body ?? ''), headers: init.headers as Record<string, string> });
    const [status, body] = answers[`${init.method} ${path}`] ?? [404, { error: { type: 'invalid_request_error', message: `no ${path}` } }];
    return new Response(JSON.stringify(body), { status });
  }) as typeof fetch;
  return { fetcher, calls };
}

describe('the Stripe provider', () => {
  it('encodes nested parameters as Stripe expects', () => {
    expect(stripeForm({ customer: 'cus_1', items: [{ price: 'price_m' }], invoice_settings: { default_payment_method: 'pm_1' }, skip: undefined })).toEqual([
      'customer=cus_1',
      'items%5B0%5D%5Bprice%5D=price_m',
      'invoice_settings%5Bdefault_payment_method%5D=pm_1',
    ]);
  });

  it('creates the customer, attaches the card and subscribes with the pinned API version', async () => {
    const { fetcher, calls } = fakeStripe({
      'POST /customers': [200, { id: 'cus_1' }],
      'POST /payment_methods/pm_1/attach': [200, { id: 'pm_1' }],
      'POST /customers/cus_1': [200, { id: 'cus_1' }],
      'POST /subscriptions': [200, { id: 'sub_1', status: 'active', items: { data: [{ id: 'si_1', current_period_end: 1_800_000_000 }] } }],
      'GET /payment_methods/pm_1': [200, { card: { brand: 'visa', last4: '4242', exp_month: 1, exp_year: 2030 } }],
    });
    const result = await stripeProvider(settings, fetcher).charge({ email: 'a@b.c', customerId: null, paymentMethodId: 'pm_1', plan: 'monthly', amount: 499, currency: 'USD', existingSubscriptionId: null });
    expect(result).toEqual({ kind: 'active', subscriptionId: 'sub_1', customerId: 'cus_1', periodEnd: new Date(1_800_000_000_000), card: { brand: 'visa', last4: '4242', exp_month: 1, exp_year: 2030 } });
    const create = calls.find((c) => c.path === '/subscriptions')!;
    expect(create.body).toContain('payment_behavior=error_if_incomplete');
    expect(create.body).toContain('items%5B0%5D%5Bprice%5D=price_m');
    expect(create.headers['Stripe-Version']).toBe(STRIPE_API_VERSION);
    expect(create.headers.Authorization).toBe('Bearer sk_test_x');
  });

  it('turns a card error into a declined payment', async () => {
    const { fetcher } = fakeStripe({
      'POST /payment_methods/pm_2/attach': [402, { error: { type: 'card_error', message: 'Your card was declined.' } }],
    });
    const result = await stripeProvider(settings, fetcher).charge({ email: 'a@b.c', customerId: 'cus_1', paymentMethodId: 'pm_2', plan: 'yearly', amount: 4799, currency: 'USD', existingSubscriptionId: null });
    expect(result).toEqual({ kind: 'declined', message: 'Your card was declined.' });
  });

  it('asks for another card when Stripe refuses the payment method itself, and fails loudly otherwise', async () => {
    const request = { email: 'a@b.c', customerId: 'cus_1', paymentMethodId: 'pm_3', plan: 'monthly' as const, amount: 499, currency: 'USD', existingSubscriptionId: null };
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

  it('ends a subscription now with DELETE, and takes one Stripe no longer has as ended', async () => {
    const { fetcher, calls } = fakeStripe({ 'DELETE /subscriptions/sub_1': [200, { id: 'sub_1', status: 'canceled' }] });
    const stripe = stripeProvider(settings, fetcher);
    await stripe.cancelNow('sub_1');
    await stripe.cancelNow('sub_gone');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /subscriptions/sub_1', 'DELETE /subscriptions/sub_gone']);
    const down = fakeStripe({ 'DELETE /subscriptions/sub_1': [500, { error: { type: 'api_error', message: 'Stripe is down' } }] });
    await expect(stripeProvider(settings, down.fetcher).cancelNow('sub_1')).rejects.toThrow('Stripe is down');
  });
});
