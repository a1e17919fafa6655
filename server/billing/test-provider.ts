import { randomUUID } from 'node:crypto';
import { addMonths, addYears } from 'date-fns';
import type { PlanType } from '../../src/core/premium/plans';
import type { Card, ChargeRequest, ChargeResult, PaymentProvider } from './provider';
import { ENDED_STATUSES } from '../../src/core/premium/subscription-status';
import { verifiedStripeEvent } from './stripe-provider';

/** Stripe's test payment methods, as its test mode answers them. */
const CARDS: Record<string, Card | 'declined' | 'requires_action'> = {
  pm_card_visa: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: 2034 },
  pm_card_chargeDeclined: 'declined',
  pm_card_authenticationRequired: 'requires_action',
};

/** Stripe's statuses, plus cancel_at_period_end for an active one that ends with its period. */
type TestStatus = 'active' | 'cancel_at_period_end' | 'canceled' | 'past_due' | 'unpaid' | 'incomplete';

interface TestSubscription {
  customerId: string;
  status: TestStatus;
  plan: PlanType;
  periodEnd: Date;
  paymentMethodId: string;
}

const secret = (prefix: string) => `${prefix}_test_${randomUUID().replace(/-/g, '')}_secret`;

/**
 * The local provider: no network, the same outcomes as Stripe's test cards. It remembers customers'
 * subscriptions and payments in memory, as Stripe's dashboard would show them (for tests), and a
 * plan change applies only once paid, as with Stripe's pending_if_incomplete. Its webhook events are
 * Stripe's, signed as Stripe signs them with `webhookSecret` (none: every call is refused).
 */
export function testProvider({
  webhookSecret = '',
  now = () => new Date(),
}: { webhookSecret?: string; now?: () => Date } = {}) {
  const subscriptions = new Map<string, TestSubscription>();
  const payments: { subscriptionId: string; plan: PlanType; amount: number }[] = [];
  const periodEndOf = (plan: PlanType) => (plan === 'yearly' ? addYears(now(), 1) : addMonths(now(), 1));

  async function changePlan(id: string, request: ChargeRequest): Promise<ChargeResult> {
    const subscription = subscriptions.get(id);
    if (!subscription || (ENDED_STATUSES as readonly string[]).includes(subscription.status))
      return { kind: 'invalid_payment_method' };
    const paymentMethodId = request.paymentMethodId ?? subscription.paymentMethodId;
    const card = CARDS[paymentMethodId];
    if (!card) return { kind: 'invalid_payment_method' };
    if (subscription.plan !== request.plan) {
      // The change waits for its payment: the subscription keeps its plan and period meanwhile.
      if (card === 'declined') return { kind: 'declined', message: 'Your card was declined.' };
      if (card === 'requires_action') return { kind: 'requires_action', clientSecret: secret('pi') };
      Object.assign(subscription, { plan: request.plan, periodEnd: periodEndOf(request.plan) });
      payments.push({ subscriptionId: id, plan: request.plan, amount: request.amount });
    }
    Object.assign(subscription, { status: 'active', paymentMethodId });
    return {
      kind: 'active',
      subscriptionId: id,
      customerId: subscription.customerId,
      periodEnd: subscription.periodEnd,
      card: request.paymentMethodId && typeof card === 'object' ? card : null,
    };
  }

  const provider = {
    platform: 'test',
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      if (request.existingSubscriptionId) return changePlan(request.existingSubscriptionId, request);
      // A plan change on the card on file needs a subscription to change.
      if (!request.paymentMethodId) return { kind: 'invalid_payment_method' };
      const card = CARDS[request.paymentMethodId];
      if (!card) return { kind: 'invalid_payment_method' };
      if (card === 'declined') return { kind: 'declined', message: 'Your card was declined.' };
      if (card === 'requires_action') return { kind: 'requires_action', clientSecret: secret('seti') };
      const customerId = request.customerId ?? `test_cus_${randomUUID()}`;
      const id = `test_sub_${randomUUID()}`;
      const periodEnd = periodEndOf(request.plan);
      subscriptions.set(id, {
        customerId,
        status: 'active',
        plan: request.plan,
        periodEnd,
        paymentMethodId: request.paymentMethodId,
      });
      payments.push({ subscriptionId: id, plan: request.plan, amount: request.amount });
      return { kind: 'active', subscriptionId: id, customerId, periodEnd, card };
    },
    async cancelAtPeriodEnd(subscriptionId: string) {
      const subscription = subscriptions.get(subscriptionId);
      if (subscription?.status === 'active') subscription.status = 'cancel_at_period_end';
    },
    async cancelNow(subscriptionId: string) {
      const subscription = subscriptions.get(subscriptionId);
      if (subscription) subscription.status = 'canceled';
    },
    async openSubscriptions(customerId: string) {
      return [...subscriptions]
        .filter(([, s]) => s.customerId === customerId && !(ENDED_STATUSES as readonly string[]).includes(s.status))
        .map(([id, s]) => ({ id, status: s.status === 'cancel_at_period_end' ? 'active' : s.status }));
    },
    webhookEvent: (rawBody: string, signature: string | undefined) =>
      verifiedStripeEvent(rawBody, signature, webhookSecret),
    /** For tests: what the provider's dashboard shows. */
    statusOf: (subscriptionId: string) => subscriptions.get(subscriptionId)?.status,
    planOf: (subscriptionId: string) => subscriptions.get(subscriptionId)?.plan,
    subscriptionsOf: (customerId: string) =>
      [...subscriptions].filter(([, s]) => s.customerId === customerId).map(([id]) => id),
    paymentsOf: (subscriptionId: string) => payments.filter((p) => p.subscriptionId === subscriptionId),
    /** For tests: the provider moves a subscription on by itself (a failed renewal: past_due, unpaid). */
    setStatus(subscriptionId: string, status: TestStatus) {
      const subscription = subscriptions.get(subscriptionId);
      if (subscription) subscription.status = status;
    },
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}
