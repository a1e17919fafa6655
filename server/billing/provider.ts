import type { PlanType } from '../../src/core/premium/plans';

export interface Card {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

/** What the member asks: a plan, with a card (a new subscription) or without (a plan change on file). */
export interface ChargeRequest {
  email: string;
  customerId: string | null;
  paymentMethodId: string | null;
  plan: PlanType;
  amount: number;
  currency: string;
  /** The provider's id of the member's live subscription, when changing its plan. */
  existingSubscriptionId: string | null;
}

export type ChargeResult =
  | { kind: 'active'; subscriptionId: string; customerId: string | null; periodEnd: Date; card: Card | null }
  | { kind: 'declined'; message: string }
  | { kind: 'requires_action'; clientSecret: string }
  | { kind: 'invalid_payment_method' };

/** Stripe, or the local test provider that behaves like Stripe's test mode (ARCHITECTURE section 2). */
export interface PaymentProvider {
  readonly platform: 'stripe' | 'test';
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Cancels at the end of the paid period. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>;
  /** Ends it now, billing nothing more (the member deletes their account); done if already ended. */
  cancelNow(subscriptionId: string): Promise<void>;
}
