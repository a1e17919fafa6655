import type { Subscription } from '../contract/billing';
import { numberFormat } from '../format/number-format';

export type { Subscription } from '../contract/billing';

/** Of the subscriptions listed, the current one has the latest expires_date (SPEC section 4). */
export function currentSubscription(list: readonly Subscription[]): Subscription | null {
  return list.reduce<Subscription | null>(
    (latest, item) => (!latest || item.expires_date_ms > latest.expires_date_ms ? item : latest),
    null,
  );
}

/** Live: not yet expired. Cancelled ones stay live until their end date. */
export function isLive(subscription: Subscription | null, now: number): boolean {
  return !!subscription && subscription.expires_date_ms > now && subscription.status !== 'canceled';
}

/** A price in minor units, in the locale's currency format (4.99 $US, 4,99 €, R$ 19,90). */
export function formatPrice(amountMinor: number, currency: string, intlLocale: string): string {
  return numberFormat(intlLocale, { style: 'currency', currency }).format(amountMinor / 100);
}
