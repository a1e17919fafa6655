import Stripe from 'stripe';
import type { Card, ChargeRequest, ChargeResult } from './provider';

/** The SDK client of the provider, its calls mapped to ProviderUnavailable, and the plans' prices. */
export interface StripeClient {
  stripe: Stripe;
  call: <T>(work: () => Promise<T>) => Promise<T>;
  prices: Record<ChargeRequest['plan'], string>;
}

/** A write's idempotency key: the SDK's retries and a retried operation replay it rather than write twice. */
export const written = (idempotencyKey: string) => ({ idempotencyKey });

/** When the subscription's paid period ends: its one item's. */
function periodEndOf(subscription: Stripe.Subscription): Date {
  const [item] = subscription.items.data;
  if (!item) throw new Error(`Stripe subscription ${subscription.id} has no item`);
  return new Date(item.current_period_end * 1000);
}

/** The public details of the card a member paid with. */
async function cardOf({ stripe, call }: StripeClient, paymentMethodId: string): Promise<Card | null> {
  const { card } = await call(() => stripe.paymentMethods.retrieve(paymentMethodId));
  return card ? { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year } : null;
}

/** A plan change applies only once paid: pending_if_incomplete leaves the subscription as it was otherwise. */
async function changePlan(
  { stripe, call, prices }: StripeClient,
  id: string,
  request: ChargeRequest,
  key: (step: string) => string,
): Promise<Stripe.Subscription | ChargeResult> {
  const existing = await call(() => stripe.subscriptions.retrieve(id));
  // A pending update accepts only items and proration parameters: the card and the resumption are separate writes.
  if (request.paymentMethodId) {
    const card = request.paymentMethodId;
    await call(() =>
      stripe.subscriptions.update(id, { default_payment_method: card }, written(key('subscription-card'))),
    );
  }
  let subscription = existing;
  const item = existing.items.data[0];
  if (!item) throw new Error(`Stripe subscription ${id} has no item to change the plan of`);
  const price = prices[request.plan];
  if (item.price?.id !== price) {
    subscription = await call(() =>
      stripe.subscriptions.update(
        id,
        {
          items: [{ id: item.id, price }],
          payment_behavior: 'pending_if_incomplete',
          proration_behavior: 'always_invoice',
          expand: ['latest_invoice.confirmation_secret'],
        },
        written(key('plan')),
      ),
    );
    if (subscription.pending_update) {
      const invoice = subscription.latest_invoice;
      const clientSecret = typeof invoice === 'object' ? invoice?.confirmation_secret?.client_secret : undefined;
      return clientSecret
        ? { kind: 'requires_action', clientSecret }
        : { kind: 'declined', message: 'The payment for this plan change did not go through.' };
    }
  }
  if (existing.cancel_at_period_end)
    subscription = await call(() =>
      stripe.subscriptions.update(id, { cancel_at_period_end: false }, written(key('resume'))),
    );
  return subscription;
}

/**
 * A subscription paid now, or a plan change of the member's open one: the customer, the card
 * attached and made the default, then the subscription. A refused card is an answer, not an error.
 */
export async function chargeAtStripe(client: StripeClient, request: ChargeRequest): Promise<ChargeResult> {
  const { stripe, call, prices } = client;
  const key = (step: string) => `${request.operationId}:${step}`;
  try {
    const customerId =
      request.customerId ??
      (await call(() => stripe.customers.create({ email: request.email }, written(key('customer'))))).id;
    const paymentMethodId = request.paymentMethodId;
    if (paymentMethodId) {
      await call(() => stripe.paymentMethods.attach(paymentMethodId, { customer: customerId }, written(key('attach'))));
      await call(() =>
        stripe.customers.update(
          customerId,
          { invoice_settings: { default_payment_method: paymentMethodId } },
          written(key('default-card')),
        ),
      );
    }
    let subscription: Stripe.Subscription;
    if (request.existingSubscriptionId) {
      const changed = await changePlan(client, request.existingSubscriptionId, request, key);
      if ('kind' in changed) return changed;
      subscription = changed;
    } else {
      // Paid now or refused now: no half-created subscription is left behind.
      subscription = await call(() =>
        stripe.subscriptions.create(
          {
            customer: customerId,
            items: [{ price: prices[request.plan] }],
            default_payment_method: paymentMethodId ?? undefined,
            payment_behavior: 'error_if_incomplete',
          },
          written(key('subscription')),
        ),
      );
    }
    const card = paymentMethodId ? await cardOf(client, paymentMethodId) : null;
    return {
      kind: 'active',
      subscriptionId: subscription.id,
      customerId,
      periodEnd: periodEndOf(subscription),
      card,
    };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) return { kind: 'declined', message: error.message };
    // Unknown, or unusable (attached to another customer, detached): the member picks another card.
    const aboutPaymentMethod =
      error instanceof Stripe.errors.StripeInvalidRequestError &&
      (error.statusCode === 404 || /payment_method/.test(error.param ?? ''));
    if (aboutPaymentMethod) return { kind: 'invalid_payment_method' };
    throw error;
  }
}
