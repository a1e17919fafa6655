import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
// The pure entry: Stripe.js is fetched when the payment form first asks for it, not on every page.
import { loadStripe } from '@stripe/stripe-js/pure';
import React, { useEffect, useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { FormField } from '../../components/form/form-field';
import { env } from '../../config/env';
import * as styles from './premium.module.css';

/** With Stripe's publishable key, the card is typed into Stripe Elements; without it, the test provider's form. */
export const STRIPE_PUBLISHABLE_KEY = env.stripePublishableKey;

let stripeJs: Promise<Stripe | null> | null = null;
/** Stripe.js, loaded once; null when it could not load. */
const stripeOnce = () => (stripeJs ??= loadStripe(STRIPE_PUBLISHABLE_KEY).catch(() => null));

type CreatePaymentMethod = () => Promise<string>;

function StripeCard({ onReady }: { onReady: (create: CreatePaymentMethod) => void }) {
  const { t } = useI18n();
  const stripe = useStripe();
  const elements = useElements();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    stripeOnce().then((loaded) => setFailed(!loaded));
  }, []);
  useEffect(() => {
    if (!stripe || !elements) return;
    onReady(async () => {
      const card = elements.getElement(CardElement);
      if (!card) throw new Error('no card field');
      const result = await stripe.createPaymentMethod({ type: 'card', card });
      if (!result.paymentMethod) throw new Error(result.error?.message ?? 'card refused');
      return result.paymentMethod.id;
    });
  }, [stripe, elements, onReady]);
  return (
    <div className={styles.field}>
      <span id="stripe-card-label">{t('premium.card')}</span>
      <div className={styles.stripeBox} aria-labelledby="stripe-card-label">
        <CardElement />
      </div>
      {failed && <p role="alert">{t('errors.generic')}</p>}
    </div>
  );
}

/**
 * Stripe Elements' card field; `onReady` hands over a function that turns the typed card into a
 * payment method id (the card number never reaches our servers).
 */
export function StripeCardField({ onReady }: { onReady: (create: CreatePaymentMethod) => void }) {
  const [stripe] = useState(stripeOnce);
  return (
    <Elements stripe={stripe}>
      <StripeCard onReady={onReady} />
    </Elements>
  );
}

/** The local test provider's card form: Stripe's published test numbers stand for test payment methods. */
export function TestCardFields() {
  const { t } = useI18n();
  return (
    <>
      <p className={styles.hint}>{t('premium.testMode')}</p>
      <FormField name="card_number" label={t('premium.cardNumber')} autoComplete="cc-number" />
      <div className={styles.row}>
        <FormField name="expiry" label={t('premium.expiry')} autoComplete="cc-exp" />
        <FormField name="cvc" label={t('premium.cvc')} autoComplete="cc-csc" />
      </div>
    </>
  );
}
