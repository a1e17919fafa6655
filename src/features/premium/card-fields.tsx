import React, { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { FormField } from '../../components/form/form-field';
import * as styles from './premium.module.css';

/** Stripe's publishable key of this environment: with it, the card is typed into Stripe Elements. */
export const STRIPE_PUBLISHABLE_KEY = process.env.GATSBY_STRIPE_PUBLISHABLE_KEY || '';

interface StripeCard {
  mount(element: HTMLElement): void;
  destroy(): void;
}
interface StripeJs {
  elements(): { create(kind: 'card'): StripeCard };
  createPaymentMethod(options: { type: 'card'; card: StripeCard }): Promise<{ paymentMethod?: { id: string }; error?: { message: string } }>;
}
type StripeWindow = Window & { Stripe?: (key: string) => StripeJs };

function loadStripe(): Promise<StripeJs> {
  return new Promise((resolve, reject) => {
    const w = window as StripeWindow;
    if (w.Stripe) return resolve(w.Stripe(STRIPE_PUBLISHABLE_KEY));
    const script = document.createElement('script');
    script.src = 'https://js.stripe.com/v3/';
    script.onload = () => (w.Stripe ? resolve(w.Stripe(STRIPE_PUBLISHABLE_KEY)) : reject(new Error('Stripe.js did not load')));
    script.onerror = () => reject(new Error('Stripe.js did not load'));
    document.head.appendChild(script);
  });
}

/**
 * Stripe Elements' card field; `onReady` hands over a function that turns the typed card into a
 * payment method id (the card number never reaches our servers).
 */
export function StripeCardField({ onReady }: { onReady: (createPaymentMethod: () => Promise<string>) => void }) {
  const { t } = useI18n();
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let card: StripeCard | null = null;
    loadStripe().then(
      (stripe) => {
        card = stripe.elements().create('card');
        if (box.current) card.mount(box.current);
        onReady(async () => {
          const result = await stripe.createPaymentMethod({ type: 'card', card: card! });
          if (!result.paymentMethod) throw new Error(result.error?.message ?? 'card refused');
          return result.paymentMethod.id;
        });
      },
      () => setFailed(true),
    );
    return () => card?.destroy();
  }, [onReady]);
  return (
    <div className={styles.field}>
      <span id="stripe-card-label">{t('premium.card')}</span>
      <div ref={box} className={styles.stripeBox} aria-labelledby="stripe-card-label" />
      {failed && <p role="alert">{t('errors.generic')}</p>}
    </div>
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
