import type { Plan } from '../contract/billing';
import type { Locale } from '../locales/locales';
import type { PlanType } from './plan-types';

export type { Plan } from '../contract/billing';
export type { PlanType } from './plan-types';

export const PRODUCT_IDS: Record<PlanType, string> = {
  monthly: 'miamo-premium-monthly',
  yearly: 'miamo-premium-yearly',
};

/** Prices per locale, in its currency: [monthly, yearly] in minor units. */
const PRICES: Record<Locale, { currency: string; monthly: number; yearly: number }> = {
  'en-us': { currency: 'USD', monthly: 499, yearly: 4799 },
  'en-gb': { currency: 'GBP', monthly: 399, yearly: 3999 },
  fr: { currency: 'EUR', monthly: 499, yearly: 4799 },
  de: { currency: 'EUR', monthly: 499, yearly: 4799 },
  it: { currency: 'EUR', monthly: 499, yearly: 4799 },
  'es-es': { currency: 'EUR', monthly: 499, yearly: 4799 },
  'es-mx': { currency: 'MXN', monthly: 8900, yearly: 84900 },
  'pt-br': { currency: 'BRL', monthly: 1990, yearly: 18990 },
};

/** The two plans of SPEC section 9, priced for a locale: monthly first. */
export function plansFor(locale: Locale): Plan[] {
  const price = PRICES[locale];
  return [
    {
      product_id: PRODUCT_IDS.monthly,
      type: 'monthly',
      amount: price.monthly,
      currency: price.currency,
      interval: 'month',
    },
    {
      product_id: PRODUCT_IDS.yearly,
      type: 'yearly',
      amount: price.yearly,
      currency: price.currency,
      interval: 'year',
    },
  ];
}

export function planTypeOf(productId: string): PlanType | null {
  return productId === PRODUCT_IDS.monthly ? 'monthly' : productId === PRODUCT_IDS.yearly ? 'yearly' : null;
}
