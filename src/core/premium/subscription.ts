/** A subscription as GET /v1/subscriptions lists it (SPEC section 3, Subscription). */
export interface Subscription {
  id: string;
  type: 'monthly' | 'yearly';
  product_id: string;
  expires_date: string;
  expires_date_ms: number;
  extra?: Record<string, unknown>;
  platform: string;
  cancellation_date: string | null;
  cancellation_date_ms: number | null;
  last_receipt?: { amount: number; currency: string; date: string } | null;
  card?: { brand: string; last4: string; exp_month: number; exp_year: number } | null;
  status?: string;
}

/** Of the subscriptions listed, the current one has the latest expires_date (SPEC section 4). */
export function currentSubscription(list: readonly Subscription[]): Subscription | null {
  return list.reduce<Subscription | null>((latest, item) => (!latest || item.expires_date_ms > latest.expires_date_ms ? item : latest), null);
}

/** Live: not yet expired. Cancelled ones stay live until their end date. */
export function isLive(subscription: Subscription | null, now: number): boolean {
  return !!subscription && subscription.expires_date_ms > now && subscription.status !== 'canceled';
}

/** A price in minor units, in the locale's currency format (4.99 $US, 4,99 €, R$ 19,90). */
export function formatPrice(amountMinor: number, currency: string, intlLocale: string): string {
  return new Intl.NumberFormat(intlLocale, { style: 'currency', currency }).format(amountMinor / 100);
}
