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
  /** The billing operation (migration 015): every provider write's idempotency key derives from it. */
  operationId: string;
}

export type ChargeResult =
  | { kind: 'active'; subscriptionId: string; customerId: string | null; periodEnd: Date; card: Card | null }
  | { kind: 'declined'; message: string }
  /** Nothing changed yet: the member confirms the payment in the browser (3-D Secure). */
  | { kind: 'requires_action'; clientSecret: string }
  | { kind: 'invalid_payment_method' };

/** A subscription the provider still bills or may bill (not canceled, not incomplete_expired). */
export interface OpenSubscription {
  id: string;
  status: string;
}

/**
 * The provider did not answer in time, could not be reached, or failed on its side: what it did is
 * unknown, so the operation is retried with the same idempotency keys.
 */
export class ProviderUnavailable extends Error {
  constructor(
    readonly reason: 'timeout' | 'unreachable' | 'failed',
    message: string,
  ) {
    super(message);
  }
}

/** The part of a Stripe event this server reads (basil and later shapes, PROTOCOLS section 4.3). */
export interface StripeEvent {
  id: string;
  type: string;
  created: number;
  data: { object: object };
}

/** Stripe, or the local test provider that behaves like Stripe's test mode (ARCHITECTURE section 2). */
export interface PaymentProvider {
  readonly platform: 'stripe' | 'test';
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Cancels at the end of the paid period. */
  cancelAtPeriodEnd(subscriptionId: string, operationId: string): Promise<void>;
  /** Ends it now, billing nothing more (the member deletes their account); done if already ended. */
  cancelNow(subscriptionId: string, operationId: string): Promise<void>;
  /** The customer's subscriptions the provider has not ended, whatever this server recorded. */
  openSubscriptions(customerId: string): Promise<OpenSubscription[]>;
  /**
   * The event of a webhook call, once its signature (the Stripe-Signature header over the raw
   * body, with the provider's webhook secret) is checked and recent; null when it is not.
   */
  webhookEvent(rawBody: string, signature: string | undefined): StripeEvent | null;
}
