/**
 * Stripe's API in process, for the Stripe provider's `fetch` (PROTOCOLS section 4.5): customers,
 * cards, subscriptions with pending updates, and idempotency keys replayed as Stripe does. A call
 * matching `silent` is done but never answered (only the provider's timeout ends it); one matching `hold` waits
 * for `release()`.
 */
export function fakeStripe() {
  const calls: { method: string; path: string; key: string | undefined; body: URLSearchParams }[] = [];
  const subscriptions = new Map<string, { id: string; customer: string; status: string; price: string; card: string; cancel_at_period_end: boolean }>();
  const defaults = new Map<string, string>();
  const replays = new Map<string, [number, unknown]>();
  let count = 0;
  let release = () => {};
  const state = { silent: (_path: string) => false, hold: (_path: string) => false };

  const toObject = (id: string) => {
    const s = subscriptions.get(id)!;
    const days = s.price === 'price_y' ? 365 : 30;
    return { ...s, items: { data: [{ id: `si_${id}`, price: { id: s.price }, current_period_end: Math.floor(Date.now() / 1000) + days * 86_400 }] } };
  };
  const paid = (card: string) => card === 'pm_card_visa';
  const cardError = (message: string): [number, unknown] => [402, { error: { type: 'card_error', message } }];

  function answer(method: string, path: string, body: URLSearchParams, query: URLSearchParams): [number, unknown] {
    const [, resource, id, action] = path.split('/');
    if (method === 'POST' && path === '/customers') return [200, { id: `cus_${++count}` }];
    if (method === 'POST' && resource === 'customers') return (defaults.set(id, body.get('invoice_settings[default_payment_method]') ?? ''), [200, { id }]);
    if (resource === 'payment_methods') {
      if (!id.startsWith('pm_card_')) return [404, { error: { type: 'invalid_request_error', message: `No such PaymentMethod: '${id}'`, param: 'payment_method' } }];
      return action === 'attach' ? [200, { id }] : [200, { id, card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 } }];
    }
    if (method === 'GET' && path === '/subscriptions') {
      return [200, { data: [...subscriptions.values()].filter((s) => s.customer === query.get('customer')).map((s) => toObject(s.id)) }];
    }
    if (method === 'POST' && path === '/subscriptions') {
      const card = body.get('default_payment_method') ?? defaults.get(body.get('customer')!) ?? '';
      if (!paid(card)) return cardError('Your card was declined.');
      const sub = `sub_${++count}`;
      subscriptions.set(sub, { id: sub, customer: body.get('customer')!, status: 'active', price: body.get('items[0][price]')!, card, cancel_at_period_end: false });
      return [200, toObject(sub)];
    }
    const s = subscriptions.get(id);
    if (!s) return [404, { error: { type: 'invalid_request_error', message: `No such subscription: '${id}'` } }];
    if (method === 'GET') return [200, toObject(id)];
    if (method === 'DELETE') return (Object.assign(s, { status: 'canceled' }), [200, toObject(id)]);
    if (body.has('default_payment_method')) s.card = body.get('default_payment_method')!;
    if (body.has('cancel_at_period_end')) s.cancel_at_period_end = body.get('cancel_at_period_end') === 'true';
    const price = body.get('items[0][price]');
    if (price && price !== s.price) {
      // pending_if_incomplete keeps an unpaid change aside; otherwise Stripe applies it and the subscription falls past_due.
      const pending = body.get('payment_behavior') === 'pending_if_incomplete';
      if (!paid(s.card) && pending) return [200, { ...toObject(id), pending_update: { expires_at: 0 }, latest_invoice: { confirmation_secret: { client_secret: `pi_${id}_secret_x` } } }];
      Object.assign(s, { price, status: paid(s.card) ? s.status : 'past_due' });
    }
    return [200, toObject(id)];
  }

  const fetcher = (async (url: string, init: RequestInit) => {
    const { pathname, searchParams } = new URL(url);
    const path = pathname.replace(/^\/v1/, '');
    const key = (init.headers as Record<string, string>)['Idempotency-Key'];
    const body = new URLSearchParams(String(init.body ?? ''));
    calls.push({ method: init.method!, path, key, body });
    const signal = init.signal!;
    if (state.hold(path)) await new Promise<void>((resolve) => (release = resolve));
    // Stripe answers a key it has seen with the first answer, whatever happened since.
    const [status, json] = (key && replays.get(key)) || answer(init.method!, path, body, searchParams);
    if (key) replays.set(key, [status, json]);
    // The worst silence: Stripe did the work, the answer never arrives.
    if (state.silent(path)) return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    return new Response(JSON.stringify(json), { status });
  }) as typeof fetch;

  return { fetcher, calls, subscriptions, state, release: () => release() };
}
