import { expect, it } from 'vitest';
import { paymentRefusal } from './payment-refusal';

it('puts card refusals on the card field and says what a busy or silent provider means', () => {
  expect(paymentRefusal({ status: 402, data: { requires_action: true } })).toEqual({
    field: 'card_number',
    key: 'premium.authenticationRequired',
  });
  expect(paymentRefusal({ status: 402, data: {} })).toEqual({ field: 'card_number', key: 'premium.declined' });
  expect(paymentRefusal({ status: 409, data: { errno: 114 } })).toEqual({ key: 'premium.inProgress' });
  expect(paymentRefusal({ status: 503, data: { errno: 201 } })).toEqual({ key: 'premium.providerDown' });
  expect(paymentRefusal({ status: 502, data: { errno: 201 } })).toEqual({ key: 'premium.providerDown' });
  expect(paymentRefusal({ status: 'FETCH_ERROR' })).toEqual({ key: 'errors.generic' });
});

it('tells a member whose billing is locked to contact support, and one trying too fast to wait', () => {
  expect(paymentRefusal({ status: 403, data: { errno: 136 } })).toEqual({ key: 'premium.locked' });
  expect(paymentRefusal({ status: 429, data: { errno: 117 } })).toEqual({ key: 'premium.tooMany' });
  expect(paymentRefusal({ status: 403, data: { errno: 121 } })).toEqual({ key: 'errors.generic' });
});
