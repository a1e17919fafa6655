import { Link } from 'gatsby';
import React, { useRef, useState } from 'react';
import { routeTo } from '../../core/locales/routes';
import * as ui from '../../styles/ui.module.css';
import { track } from '../analytics/analytics';
import { useI18n } from '../i18n/i18n-provider';
import { useSession } from '../session/session-context';
import { useHydrated } from '../use-hydrated';
import * as styles from './footer.module.css';

/**
 * The footer's newsletter sign-up, the weekly offer of 2 exclusive recipes (SPEC sections 1, 7).
 * A failed call stays silent (SPEC section 8); a success is the inscription_newsletter event.
 */
export function NewsletterForm() {
  const { t, locale } = useI18n();
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<'idle' | 'sending' | 'invalid' | 'done'>('idle');
  const { loggedIn: isLoggedIn } = useSession();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // Offline before the sign-up's code has loaded: silent, like a failed call (SPEC section 8).
    const signUp = await import('./newsletter-signup').catch(() => null);
    if (!signUp) return;
    const email = signUp.newsletterEmail(input.current?.value ?? '');
    if (!email) {
      setState('invalid');
      input.current?.focus();
      return;
    }
    setState('sending');
    const ok = await signUp.sendNewsletterSignUp(email, locale);
    if (ok) track('inscription_newsletter');
    setState(ok ? 'done' : 'idle');
  };
  return (
    <section aria-labelledby="newsletter-title" className={styles.newsletter}>
      <h2 id="newsletter-title" className={styles.title}>
        {t('newsletter.title')}
      </h2>
      <p>{t('newsletter.text')}</p>
      {/* The offer itself: members open their recipes of the week on their profile; visitors join first. */}
      <p>
        {isLoggedIn ? (
          <Link to={`${routeTo(locale, 'profile')}#weekly-offer`}>{t('weeklyOffer.seeMine')}</Link>
        ) : (
          <Link to={routeTo(locale, 'signup')}>{t('weeklyOffer.join')}</Link>
        )}
      </p>
      {state === 'done' ? (
        <p role="status" className={ui.success}>
          {t('newsletter.done')}
        </p>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <fieldset disabled={!hydrated || state === 'sending'} className={styles.newsletterFields}>
            <legend className="visually-hidden">{t('newsletter.legend')}</legend>
            <label htmlFor="newsletter-email">{t('newsletter.email')}</label>
            <input
              ref={input}
              id="newsletter-email"
              name="email"
              type="email"
              autoComplete="email"
              aria-invalid={state === 'invalid'}
              aria-describedby={state === 'invalid' ? 'newsletter-error' : undefined}
              className={styles.input}
              onChange={() => state === 'invalid' && setState('idle')}
            />
            {state === 'invalid' && (
              <p id="newsletter-error" className={styles.error}>
                {t('errors.email')}
              </p>
            )}
            <button type="submit" className={ui.pill}>
              {t('newsletter.submit')}
            </button>
          </fieldset>
        </form>
      )}
    </section>
  );
}
