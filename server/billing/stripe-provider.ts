import { type Card, type ChargeRequest, type ChargeResult, ENDED_STATUSES, type OpenSubscription, type PaymentProvider, ProviderUnavailable } from './provider';

/** The one Stripe API version this server speaks (PROTOCOLS section 4: basil shapes and later). */
export const STRIPE_API_VERSION = '2026-07-29.dahlia';

export interface StripeSettings {
  secretKey: string;
  apiBase: string;
  prices: { monthly: string; yearly: string };
  /** How long one call may take, answer read included (default 10 s): past it, a 503, never a hang. */
  timeoutMs?: number;
}

/** Stripe's form encoding: nested objects and arrays as a[b][0]=c. */
export function stripeForm(value: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, item]) => {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (item === undefined || item === null) return [];
    if (typeof item === 'object') return stripeForm(item as Record<string, unknown>, name);
    return [`${encodeURIComponent(name)}=${encodeURIComponent(String(item))}`];
  });
}

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    /** The request parameter Stripe blames, when it names one. */
    readonly param?: string,
  ) {
    super(message);
  }
}

type StripeSubscription = {
  id: string;
  status: string;
  cancel_at_period_end?: boolean;
  items: { data: { id: string; current_period_end: number; price?: { id: string } }[] };
  /** Set when a pending_if_incomplete change waits for its payment: nothing of it is applied yet. */
  pending_update?: unknown;
  latest_invoice?: string | { confirmation_secret?: { client_secret?: string } | null } | null;
};

/** Stripe through its REST API (fetch, form-encoded), pinned to one API version. */
export function stripeProvider(settings: StripeSettings, fetcher: typeof fetch = fetch): PaymentProvider {
  const timeoutMs = settings.timeoutMs ?? 10_000;
  const send = async <T>(method: 'GET' | 'POST' | 'DELETE', path: string, idempotencyKey: string | null, body?: Record<string, unknown>): Promise<T> => {
    let response: Response;
    let json: T & { error?: { type: string; message: string; param?: string } };
    try {
      response = await fetcher(`${settings.apiBase}/v1${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${settings.secretKey}`,
          'Stripe-Version': STRIPE_API_VERSION,
          'Content-Type': 'application/x-www-form-urlencoded',
          ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        },
        body: body ? stripeForm(body).join('&') : undefined,
        // Covers the answer's body too: a stalled stream times out like a silent server.
        signal: AbortSignal.timeout(timeoutMs),
      });
      json = await response.json();
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') throw new ProviderUnavailable('timeout', `Stripe did not answer within ${timeoutMs} ms`);
      if (error instanceof SyntaxError) throw new ProviderUnavailable('failed', 'Stripe answered with something that is not JSON');
      throw new ProviderUnavailable('unreachable', `Stripe could not be reached: ${(error as Error).message}`);
    }
    if (response.status >= 500 || response.status === 429) throw new ProviderUnavailable('failed', `Stripe answered ${response.status}: ${json.error?.message ?? ''}`);
    if (!response.ok) throw new StripeError(response.status, json.error?.type ?? 'api_error', json.error?.message ?? 'Stripe error', json.error?.param);
    return json;
  };
  const read = <T>(path: string) => send<T>('GET', path, null);
  /** Every write carries an idempotency key: a retried operation replays, it does not write twice. */
  const write = <T>(method: 'POST' | 'DELETE', path: string, idempotencyKey: string, body?: Record<string, unknown>) => send<T>(method, path, idempotencyKey, body);

  const cardOf = async (paymentMethodId: string): Promise<Card | null> => {
    const method = await read<{ card?: Card }>(`/payment_methods/${encodeURIComponent(paymentMethodId)}`);
    return method.card ? { brand: method.card.brand, last4: method.card.last4, exp_month: method.card.exp_month, exp_year: method.card.exp_year } : null;
  };

  /** A plan change applies only once paid: pending_if_incomplete leaves the subscription as it was otherwise. */
  const changePlan = async (id: string, request: ChargeRequest, key: (step: string) => string): Promise<StripeSubscription | ChargeResult> => {
    const existing = await read<StripeSubscription>(`/subscriptions/${encodeURIComponent(id)}`);
    const path = `/subscriptions/${encodeURIComponent(id)}`;
    // A pending update accepts only items and proration parameters: the card and the resumption are separate writes.
    if (request.paymentMethodId) await write('POST', path, key('subscription-card'), { default_payment_method: request.paymentMethodId });
    let subscription = existing;
    const item = existing.items.data[0];
    const price = settings.prices[request.plan];
    if (item.price?.id !== price) {
      subscription = await write<StripeSubscription>('POST', path, key('plan'), {
        items: [{ id: item.id, price }],
        payment_behavior: 'pending_if_incomplete',
        proration_behavior: 'always_invoice',
        expand: ['latest_invoice.confirmation_secret'],
      });
      if (subscription.pending_update) {
        const invoice = subscription.latest_invoice;
        const clientSecret = typeof invoice === 'object' ? invoice?.confirmation_secret?.client_secret : undefined;
        return clientSecret ? { kind: 'requires_action', clientSecret } : { kind: 'declined', message: 'The payment for this plan change did not go through.' };
      }
    }
    if (existing.cancel_at_period_end) subscription = await write<StripeSubscription>('POST', path, key('resume'), { cancel_at_period_end: false });
    return subscription;
  };

  return {
    platform: 'stripe',
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const key = (step: string) => `${request.operationId}:${step}`;
      try {
        const customerId = request.customerId ?? (await write<{ id: string }>('POST', '/customers', key('customer'), { email: request.email })).id;
        if (request.paymentMethodId) {
          await write('POST', `/payment_methods/${encodeURIComponent(request.paymentMethodId)}/attach`, key('attach'), { customer: customerId });
          await write('POST', `/customers/${customerId}`, key('default-card'), { invoice_settings: { default_payment_method: request.paymentMethodId } });
        }
        let subscription: StripeSubscription;
        if (request.existingSubscriptionId) {
          const changed = await changePlan(request.existingSubscriptionId, request, key);
          if ('kind' in changed) return changed;
          subscription = changed;
        } else {
          // Paid now or refused now: no half-created subscription is left behind.
          subscription = await write<StripeSubscription>('POST', '/subscriptions', key('subscription'), {
            customer: customerId,
            items: [{ price: settings.prices[request.plan] }],
            default_payment_method: request.paymentMethodId ?? undefined,
            payment_behavior: 'error_if_incomplete',
          });
        }
        const card = request.paymentMethodId ? await cardOf(request.paymentMethodId) : null;
        return { kind: 'active', subscriptionId: subscription.id, customerId, periodEnd: new Date(subscription.items.data[0].current_period_end * 1000), card };
      } catch (error) {
        if (error instanceof StripeError && error.type === 'card_error') return { kind: 'declined', message: error.message };
        // Unknown, or unusable (attached to another customer, detached): the member picks another card.
        const aboutPaymentMethod = error instanceof StripeError && error.type === 'invalid_request_error' && (error.status === 404 || /payment_method/.test(error.param ?? ''));
        if (aboutPaymentMethod) return { kind: 'invalid_payment_method' };
        throw error;
      }
    },
    async cancelAtPeriodEnd(subscriptionId: string, operationId: string) {
      await write('POST', `/subscriptions/${encodeURIComponent(subscriptionId)}`, `${operationId}:cancel-at-period-end:${subscriptionId}`, { cancel_at_period_end: true });
    },
    async cancelNow(subscriptionId: string, operationId: string) {
      try {
        await write('DELETE', `/subscriptions/${encodeURIComponent(subscriptionId)}`, `${operationId}:cancel:${subscriptionId}`);
      } catch (error) {
        // Already deleted at Stripe (a webhook we missed): nothing left to bill.
        if (!(error instanceof StripeError && error.status === 404)) throw error;
      }
    },
    async openSubscriptions(customerId: string): Promise<OpenSubscription[]> {
      // Every status, then the same rule as the database's drops the ended ones: past_due, unpaid, incomplete and paused stay.
      const list = await read<{ data: StripeSubscription[] }>(`/subscriptions?customer=${encodeURIComponent(customerId)}&status=all&limit=100`);
      return list.data.filter((s) => !(ENDED_STATUSES as readonly string[]).includes(s.status)).map((s) => ({ id: s.id, status: s.status }));
    },
  };
}
