import type { Card, ChargeRequest, ChargeResult, PaymentProvider } from './provider';

/** The one Stripe API version this server speaks (PROTOCOLS section 4: basil shapes and later). */
export const STRIPE_API_VERSION = '2026-07-29.dahlia';

export interface StripeSettings {
  secretKey: string;
  apiBase: string;
  prices: { monthly: string; yearly: string };
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

/** Stripe through its REST API (fetch, form-encoded), pinned to one API version. */
export function stripeProvider(settings: StripeSettings, fetcher: typeof fetch = fetch): PaymentProvider {
  const call = async <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: Record<string, unknown>): Promise<T> => {
    const response = await fetcher(`${settings.apiBase}/v1${path}`, {
      method,
      headers: { Authorization: `Bearer ${settings.secretKey}`, 'Stripe-Version': STRIPE_API_VERSION, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: body ? stripeForm(body).join('&') : undefined,
    });
    const json = (await response.json()) as T & { error?: { type: string; message: string; param?: string } };
    if (!response.ok) throw new StripeError(response.status, json.error?.type ?? 'api_error', json.error?.message ?? 'Stripe error', json.error?.param);
    return json;
  };

  const cardOf = async (paymentMethodId: string): Promise<Card | null> => {
    const method = await call<{ card?: Card }>('GET', `/payment_methods/${encodeURIComponent(paymentMethodId)}`);
    return method.card ? { brand: method.card.brand, last4: method.card.last4, exp_month: method.card.exp_month, exp_year: method.card.exp_year } : null;
  };

  return {
    platform: 'stripe',
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      try {
        const customerId = request.customerId ?? (await call<{ id: string }>('POST', '/customers', { email: request.email })).id;
        if (request.paymentMethodId) {
          await call('POST', `/payment_methods/${encodeURIComponent(request.paymentMethodId)}/attach`, { customer: customerId });
          await call('POST', `/customers/${customerId}`, { invoice_settings: { default_payment_method: request.paymentMethodId } });
        }
        const price = settings.prices[request.plan];
        type StripeSubscription = { id: string; status: string; items: { data: { id: string; current_period_end: number }[] } };
        let subscription: StripeSubscription;
        if (request.existingSubscriptionId) {
          const existing = await call<StripeSubscription>('GET', `/subscriptions/${request.existingSubscriptionId}`);
          subscription = await call<StripeSubscription>('POST', `/subscriptions/${request.existingSubscriptionId}`, {
            items: [{ id: existing.items.data[0].id, price }],
            cancel_at_period_end: false,
            default_payment_method: request.paymentMethodId ?? undefined,
            proration_behavior: 'create_prorations',
          });
        } else {
          // Paid now or refused now: no half-created subscription is left behind.
          subscription = await call<StripeSubscription>('POST', '/subscriptions', {
            customer: customerId,
            items: [{ price }],
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
    async cancelAtPeriodEnd(subscriptionId: string) {
      await call('POST', `/subscriptions/${subscriptionId}`, { cancel_at_period_end: true });
    },
    async cancelNow(subscriptionId: string) {
      try {
        await call('DELETE', `/subscriptions/${subscriptionId}`);
      } catch (error) {
        // Already deleted at Stripe (a webhook we missed): nothing left to bill.
        if (!(error instanceof StripeError && error.status === 404)) throw error;
      }
    },
  };
}
