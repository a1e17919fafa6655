import Stripe from 'stripe';
import { ENDED_STATUSES } from '../../src/core/premium/subscription-status';
import {
  type ChargeRequest,
  type OpenSubscription,
  type PaymentProvider,
  ProviderUnavailable,
  type StripeEvent,
} from './provider';
import { chargeAtStripe, written } from './stripe-charge';

/**
 * The one Stripe API version this server speaks: the SDK's own (its types describe only that one),
 * written out so that an SDK upgrade moving to another version fails the typecheck here.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

export interface StripeSettings {
  secretKey: string;
  /** Where Stripe's API is (STRIPE_API_BASE): https://api.stripe.com, or a local fake in tests. */
  apiBase: string;
  /** The signing secret of the webhook endpoint (STRIPE_WEBHOOK_SECRET). */
  webhookSecret: string;
  prices: { monthly: string; yearly: string };
  /** How long one attempt may stay silent (default 10 s): past it, a retry, then a 503, never a hang. */
  timeoutMs?: number;
  /**
   * The SDK's retries of a call that failed on the network, timed out or met a 409 or 5xx, under
   * the same idempotency key (default 1: a member waits at most about two timeouts).
   */
  maxNetworkRetries?: number;
}

/** How far a webhook's signed time may be from ours, either way (the SDK checks only the past). */
const WEBHOOK_TOLERANCE_S = 300;

/**
 * A webhook call's event once Stripe's signature is checked (HMAC of the raw body, signed at most
 * 300 s before or after now); null for no secret, no signature or a wrong one. A signed body that
 * is not JSON throws.
 */
export function verifiedStripeEvent(
  rawBody: string,
  signature: string | undefined,
  secret: string,
  now = Date.now(),
): StripeEvent | null {
  if (!secret || !signature) return null;
  const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1]);
  if (!(Math.abs(now / 1000 - signedAt) <= WEBHOOK_TOLERANCE_S)) return null;
  try {
    return Stripe.webhooks.constructEvent(
      rawBody,
      signature,
      secret,
      WEBHOOK_TOLERANCE_S,
      undefined,
      Math.floor(now / 1000),
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) return null;
    throw error;
  }
}

/** What the SDK's failures mean here: Stripe's refusals go on to the caller; not knowing what it did is ProviderUnavailable. */
function unavailable(error: unknown, timeoutMs: number): unknown {
  if (error instanceof Stripe.errors.StripeConnectionError) {
    const timedOut =
      (error.detail as { code?: string } | undefined)?.code === 'ETIMEDOUT' || /timeout/i.test(error.message);
    if (timedOut) return new ProviderUnavailable('timeout', `Stripe did not answer within ${timeoutMs} ms`);
    return new ProviderUnavailable('unreachable', `Stripe could not be reached: ${error.message}`);
  }
  const failedAtStripe =
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500);
  if (failedAtStripe) return new ProviderUnavailable('failed', `Stripe failed: ${(error as Error).message}`);
  return error;
}

const notFound = (error: unknown) => error instanceof Stripe.errors.StripeError && error.statusCode === 404;

/**
 * Stripe through its official SDK, pinned to one API version. Every write carries an idempotency
 * key derived from the billing operation: the SDK's retries and a retried operation replay it
 * rather than write twice.
 */
export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const timeoutMs = settings.timeoutMs ?? 10_000;
  const base = new URL(settings.apiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  const stripe = new Stripe(settings.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    host: base.hostname,
    port: base.port || (protocol === 'http' ? 80 : 443),
    protocol,
    timeout: timeoutMs,
    maxNetworkRetries: settings.maxNetworkRetries ?? 1,
  });
  const call = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw unavailable(error, timeoutMs);
    }
  };

  return {
    platform: 'stripe',
    charge: (request: ChargeRequest) => chargeAtStripe({ stripe, call, prices: settings.prices }, request),
    async cancelAtPeriodEnd(subscriptionId: string, operationId: string) {
      await call(() =>
        stripe.subscriptions.update(
          subscriptionId,
          { cancel_at_period_end: true },
          written(`${operationId}:cancel-at-period-end:${subscriptionId}`),
        ),
      );
    },
    async cancelNow(subscriptionId: string, operationId: string) {
      try {
        await call(() =>
          stripe.subscriptions.cancel(subscriptionId, {}, written(`${operationId}:cancel:${subscriptionId}`)),
        );
      } catch (error) {
        // Already deleted at Stripe (a webhook we missed): nothing left to bill.
        if (!notFound(error)) throw error;
      }
    },
    async openSubscriptions(customerId: string): Promise<OpenSubscription[]> {
      // Every status, then the same rule as the database's drops the ended ones: past_due, unpaid, incomplete and paused stay.
      const list = await call(() => stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 }));
      return list.data
        .filter((s) => !(ENDED_STATUSES as readonly string[]).includes(s.status))
        .map((s) => ({ id: s.id, status: s.status }));
    },
    webhookEvent: (rawBody, signature) => verifiedStripeEvent(rawBody, signature, settings.webhookSecret),
  };
}
