import * as yup from 'yup';
import { cardDigits, isValidExpiry, passesLuhn, testPaymentMethodFor } from '../../core/premium/payment-card';

const required = 'errors.required';

/** The local provider's card form (message keys, translated by the form). */
export const testCardSchema = yup.object({
  product_id: yup.string().required(required),
  card_number: yup
    .string()
    .required(required)
    .test('luhn', 'premium.cardInvalid', (value) => !value || passesLuhn(cardDigits(value)))
    .test(
      'test-card',
      'premium.testCardOnly',
      (value) => !value || !passesLuhn(cardDigits(value)) || testPaymentMethodFor(value) !== null,
    ),
  expiry: yup
    .string()
    .required(required)
    .test('expiry', 'premium.expiryInvalid', (value) => !value || isValidExpiry(value, new Date())),
  cvc: yup
    .string()
    .required(required)
    .matches(/^\d{3,4}$/, 'premium.cvcInvalid'),
});

/** With Stripe Elements, Stripe checks the card itself. */
export const planOnlySchema = yup.object({ product_id: yup.string().required(required) });
