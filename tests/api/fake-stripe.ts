import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Answer = [number, unknown];
interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  price: string;
  card: string;
  cancel_at_period_end: boolean;
}

const PRICES = new Set(['price_m', 'price_y']);

/**
 * Stripe's API over HTTP on loopback, for the Stripe SDK (PROTOCOLS section 4.5): customers, cards,
 * subscriptions with pending updates, and idempotency keys replayed as Stripe does. `pm_card_visa`
 * pays; another `pm_card_*` is declined or waits for the bank; any other payment method is unknown.
 * A call matching `silent` is done but never answered (only the client's timeout ends it); one
 * matching `hold` is done and answered slowly (headers at once, the body once `release()` is
 * called); one matching `fail` answers Stripe's 500.
 */
export async function fakeStripe() {
  const calls: {
    method: string;
    path: string;
    key: string | undefined;
    body: URLSearchParams;
    headers: http.IncomingHttpHeaders;
  }[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  const defaults = new Map<string, string>();
  const replays = new Map<string, Answer>();
  let count = 0;
  let release = () => {};
  const state = { silent: (_path: string) => false, hold: (_path: string) => false, fail: (_path: string) => false };

  const toObject = (id: string) => {
    const s = subscriptions.get(id)!;
    const days = s.price === 'price_y' ? 365 : 30;
    return {
      ...s,
      object: 'subscription',
      items: {
        data: [
          { id: `si_${id}`, price: { id: s.price }, current_period_end: Math.floor(Date.now() / 1000) + days * 86_400 },
        ],
      },
    };
  };
  const paid = (card: string) => card === 'pm_card_visa';
  const cardError = (message: string): Answer => [402, { error: { type: 'card_error', message } }];
  const noSuch = (what: string, id: string, param?: string): Answer => [
    404,
    { error: { type: 'invalid_request_error', message: `No such ${what}: '${id}'`, param } },
  ];

  function answer(method: string, path: string, body: URLSearchParams, query: URLSearchParams): Answer {
    const [, resource, id, action] = path.split('/');
    if (method === 'POST' && path === '/customers') return [200, { id: `cus_${++count}`, object: 'customer' }];
    if (method === 'POST' && resource === 'customers')
      return (
        defaults.set(id!, body.get('invoice_settings[default_payment_method]') ?? ''),
        [200, { id, object: 'customer' }]
      );
    if (resource === 'payment_methods') {
      if (!id!.startsWith('pm_card_')) return noSuch('PaymentMethod', id!, 'payment_method');
      return action === 'attach'
        ? [200, { id }]
        : [200, { id, card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 } }];
    }
    if (method === 'GET' && path === '/subscriptions') {
      return [
        200,
        {
          object: 'list',
          has_more: false,
          data: [...subscriptions.values()]
            .filter((s) => s.customer === query.get('customer'))
            .map((s) => toObject(s.id)),
        },
      ];
    }
    const price = body.get('items[0][price]');
    if (price && !PRICES.has(price))
      return [
        400,
        { error: { type: 'invalid_request_error', message: `No such price: '${price}'`, param: 'items[0][price]' } },
      ];
    if (method === 'POST' && path === '/subscriptions') {
      const card = body.get('default_payment_method') ?? defaults.get(body.get('customer')!) ?? '';
      if (!paid(card)) return cardError('Your card was declined.');
      const sub = `sub_${++count}`;
      subscriptions.set(sub, {
        id: sub,
        customer: body.get('customer')!,
        status: 'active',
        price: price!,
        card,
        cancel_at_period_end: false,
      });
      return [200, toObject(sub)];
    }
    const s = subscriptions.get(id!);
    if (!s) return noSuch('subscription', id!);
    if (method === 'GET') return [200, toObject(id!)];
    if (method === 'DELETE') return (Object.assign(s, { status: 'canceled' }), [200, toObject(id!)]);
    if (body.has('default_payment_method')) s.card = body.get('default_payment_method')!;
    if (body.has('cancel_at_period_end')) s.cancel_at_period_end = body.get('cancel_at_period_end') === 'true';
    if (price && price !== s.price) {
      // pending_if_incomplete keeps an unpaid change aside; otherwise Stripe applies it and the subscription falls past_due.
      const pending = body.get('payment_behavior') === 'pending_if_incomplete';
      if (!paid(s.card) && pending)
        return [
          200,
          {
            ...toObject(id!),
            pending_update: { expires_at: 0 },
            latest_invoice: { confirmation_secret: { client_secret: `pi_${id}_secret_x` } },
          },
        ];
      Object.assign(s, { price, status: paid(s.card) ? s.status : 'past_due' });
    }
    return [200, toObject(id!)];
  }

  const server = http.createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const { pathname, searchParams } = new URL(request.url!, 'http://stripe.test');
    const path = pathname.replace(/^\/v1/, '');
    const key = request.headers['idempotency-key'] as string | undefined;
    const body = new URLSearchParams(text);
    calls.push({ method: request.method!, path, key, body, headers: request.headers });
    const [status, json]: Answer = state.fail(path)
      ? [500, { error: { type: 'api_error', message: 'Stripe is down' } }]
      : // Stripe answers a key it has seen with the first answer, whatever happened since.
        (key && replays.get(key)) || answer(request.method!, path, body, searchParams);
    if (key && status < 500) replays.set(key, [status, json]);
    // The worst silence: Stripe did the work, the answer never arrives.
    if (state.silent(path)) return;
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${calls.length}` });
    if (state.hold(path)) {
      // Still working: a byte now and then keeps the client's idle timeout from firing.
      const alive = setInterval(() => response.write(' '), 100);
      await new Promise<void>((resolve) => (release = resolve));
      clearInterval(alive);
    }
    response.end(JSON.stringify(json));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: `http://127.0.0.1:${port}`,
    calls,
    subscriptions,
    state,
    release: () => release(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof fakeStripe>>;
