import { expect, it } from 'vitest';
import { isValidExpiry, passesLuhn, testPaymentMethodFor } from './payment-card';
import { planTypeOf, plansFor } from './plans';
import { type Subscription, currentSubscription, formatPrice, isLive } from './subscription';

const sub = (id: string, expires: number, extra: Partial<Subscription> = {}): Subscription => ({
  id,
  type: 'monthly',
  product_id: 'miamo-premium-monthly',
  expires_date: new Date(expires).toISOString(),
  expires_date_ms: expires,
  platform: 'test',
  cancellation_date: null,
  cancellation_date_ms: null,
  extra: {},
  last_receipt: null,
  card: null,
  status: 'active',
  ...extra,
});

it('takes the subscription with the latest expiry as the current one', () => {
  expect(currentSubscription([sub('a', 100), sub('b', 300), sub('c', 200)])?.id).toBe('b');
  expect(currentSubscription([])).toBeNull();
});

it('keeps a cancelled subscription live until its end date', () => {
  expect(isLive(sub('a', 2000, { cancellation_date_ms: 500 }), 1000)).toBe(true);
  expect(isLive(sub('a', 900), 1000)).toBe(false);
  expect(isLive(sub('a', 2000, { status: 'canceled' }), 1000)).toBe(false);
  expect(isLive(null, 1000)).toBe(false);
});

it('writes prices in the locale currency format', () => {
  expect(formatPrice(499, 'USD', 'en-US')).toBe('$4.99');
  expect(formatPrice(499, 'EUR', 'fr-FR')).toBe('4,99\u00a0€');
  expect(formatPrice(1990, 'BRL', 'pt-BR')).toBe('R$\u00a019,90');
  expect(formatPrice(8900, 'MXN', 'es-MX')).toBe('$89.00');
});

it('maps the published test cards, checks the Luhn digit and the expiry', () => {
  expect(testPaymentMethodFor('4242 4242 4242 4242')).toBe('pm_card_visa');
  expect(testPaymentMethodFor('4000-0000-0000-0002')).toBe('pm_card_chargeDeclined');
  expect(testPaymentMethodFor('4000 0025 0000 3155')).toBe('pm_card_authenticationRequired');
  expect(testPaymentMethodFor('4111 1111 1111 1111')).toBeNull();
  expect(passesLuhn('4242424242424242')).toBe(true);
  expect(passesLuhn('4242424242424241')).toBe(false);
  expect(passesLuhn('42')).toBe(false);
  const now = new Date('2026-11-22T12:00:00Z');
  expect(isValidExpiry('11/26', now)).toBe(true);
  expect(isValidExpiry('10/26', now)).toBe(false);
  expect(isValidExpiry('13/30', now)).toBe(false);
  expect(isValidExpiry('1230', now)).toBe(false);
});

it('prices both plans in each locale currency, monthly first', () => {
  expect(plansFor('en-gb').map((p) => [p.type, p.amount, p.currency])).toEqual([
    ['monthly', 399, 'GBP'],
    ['yearly', 3999, 'GBP'],
  ]);
  expect(plansFor('pt-br')[0]).toMatchObject({ amount: 1990, currency: 'BRL', interval: 'month' });
  expect(planTypeOf('miamo-premium-yearly')).toBe('yearly');
  expect(planTypeOf('gold')).toBeNull();
});
