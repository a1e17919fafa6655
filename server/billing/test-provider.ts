import { randomUUID } from 'node:crypto';
import { addMonths, addYears } from 'date-fns';
import type { Card, ChargeRequest, ChargeResult, PaymentProvider } from './provider';

/** Stripe's test payment methods, as its test mode answers them. */
const CARDS: Record<string, Card | 'declined' | 'requires_action'> = {
  pm_card_visa: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: 2034 },
  pm_card_chargeDeclined: 'declined',
  pm_card_authenticationRequired: 'requires_action',
};

type TestStatus = 'active' | 'cancel_at_period_end' | 'canceled';

/**
 * The local provider: no network, the same outcomes as Stripe's test cards. It remembers its
 * subscriptions in memory, as Stripe's dashboard would show them (`statusOf`, for tests).
 */
export function testProvider(now: () => Date = () => new Date()): PaymentProvider & { statusOf(subscriptionId: string): TestStatus | undefined } {
  const subscriptions = new Map<string, TestStatus>();
  const activate = (id: string) => {
    subscriptions.set(id, 'active');
    return id;
  };
  return {
    platform: 'test',
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const periodEnd = request.plan === 'yearly' ? addYears(now(), 1) : addMonths(now(), 1);
      if (!request.paymentMethodId) {
        // A plan change on the card on file.
        if (!request.existingSubscriptionId) return { kind: 'invalid_payment_method' };
        return { kind: 'active', subscriptionId: activate(request.existingSubscriptionId), customerId: request.customerId, periodEnd, card: null };
      }
      const card = CARDS[request.paymentMethodId];
      if (!card) return { kind: 'invalid_payment_method' };
      if (card === 'declined') return { kind: 'declined', message: 'Your card was declined.' };
      if (card === 'requires_action') return { kind: 'requires_action', clientSecret: `seti_test_${randomUUID().replace(/-/g, '')}_secret` };
      return { kind: 'active', subscriptionId: activate(request.existingSubscriptionId ?? `test_sub_${randomUUID()}`), customerId: request.customerId, periodEnd, card };
    },
    async cancelAtPeriodEnd(subscriptionId) {
      if (subscriptions.get(subscriptionId) === 'active') subscriptions.set(subscriptionId, 'cancel_at_period_end');
    },
    async cancelNow(subscriptionId) {
      subscriptions.set(subscriptionId, 'canceled');
    },
    statusOf: (subscriptionId) => subscriptions.get(subscriptionId),
  };
}
